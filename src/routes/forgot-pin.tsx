import { createFileRoute } from '@tanstack/react-router';
import { ForgotPinPage } from '../views/account/ForgotPinPage';

/** seed 001 §2.1: transaction PIN recovery before sign-in. */
export const Route = createFileRoute('/forgot-pin')({ component: ForgotPinPage });
