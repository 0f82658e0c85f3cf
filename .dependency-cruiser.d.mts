// Types of .dependency-cruiser.mjs for the test that proves its rules (test/architecture/boundaries.test.ts).
import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser';

export declare const forbidden: IForbiddenRuleType[];
declare const config: IConfiguration & {
  forbidden: IForbiddenRuleType[];
  options: NonNullable<IConfiguration['options']>;
};
export default config;
