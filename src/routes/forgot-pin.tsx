import { createFileRoute } from '@tanstack/react-router';
import { ForgotPinPage } from '../flows/pinReset/ForgotPinPage';

/** requirements#forgot-pin: transaction PIN recovery before sign-in. */
export const Route = createFileRoute('/forgot-pin')({ component: ForgotPinPage });
