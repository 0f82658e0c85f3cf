import { beneficiaryAnswerSchema, beneficiaryListSchema } from '../../api/contract/beneficiaries';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#beneficiaries: the saved recipients screen's calls. */
export function beneficiariesEndpoints(gateway: Gateway) {
  return {
    list: (signal?: AbortSignal) =>
      gateway.call(paths.beneficiaryList, { body: {}, schema: beneficiaryListSchema, signal }),
    rename: (request: { id: string; nickname: string }, signal?: AbortSignal) =>
      gateway.call(paths.beneficiaryRename, { body: request, schema: beneficiaryAnswerSchema, signal }),
    /** `pin` as the site's maskRequestParam wants it: masked when named there */
    remove: (request: { id: string; pin: string }, signal?: AbortSignal) =>
      gateway.call(paths.beneficiaryDelete, { body: request, schema: beneficiaryAnswerSchema, signal }),
  };
}
