import { createFileRoute } from '@tanstack/react-router';
import { ResetPinPage } from '../../views/security/ResetPinPage';

/** seed 001 §2.1 Credentials: a new transaction PIN through an SMS code. */
export const Route = createFileRoute('/app/reset-transaction-pin')({ component: ResetPinPage });
