import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorSetupPage } from '../../views/security/TwoFactorSetupPage';

/** seed 000 §1: two-factor authentication with an authenticator app (route not named by the spec). */
export const Route = createFileRoute('/app/two-factor')({ component: TwoFactorSetupPage });
