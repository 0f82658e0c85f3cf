import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../flows/forgotPassword/ForgotPasswordPage';

/** requirements#forgot-password: password recovery, the request half. */
export const Route = createFileRoute('/forgot-password/')({ component: ForgotPasswordPage });
