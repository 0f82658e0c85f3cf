import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../views/account/ForgotPasswordPage';

/** seed 001 §2.1: password recovery, the request half. */
export const Route = createFileRoute('/forgot-password/')({ component: ForgotPasswordPage });
