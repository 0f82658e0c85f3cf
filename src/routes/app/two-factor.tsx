import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorSetupPage } from '../../flows/twoFactorSetup/TwoFactorSetupPage';

/** requirements#account-routes: two-factor setup with an authenticator app (the path is this contract's own). */
export const Route = createFileRoute('/app/two-factor')({ component: TwoFactorSetupPage });
