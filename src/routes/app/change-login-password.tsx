import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';
import { ChangePasswordPage } from '../../views/security/ChangePasswordPage';

/** seed 001 §2.1 Credentials: change of login password. Per category through the route table (seed 001 §2.3). */
export const Route = createFileRoute('/app/change-login-password')({
  component: () => <ConfiguredPage route="/app/change-login-password" screen={ChangePasswordPage} />,
});
