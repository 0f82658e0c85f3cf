import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../../views/security/ChangePasswordPage';

/** seed 001 §2.1 Credentials: change of login password. */
export const Route = createFileRoute('/app/change-login-password')({ component: ChangePasswordPage });
