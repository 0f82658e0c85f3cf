import { createFileRoute } from '@tanstack/react-router';
import { ChangePinPage } from '../../views/security/ChangePinPage';

/** seed 001 §2.1 Credentials: change of transaction PIN. */
export const Route = createFileRoute('/app/change-transaction-pin')({ component: ChangePinPage });
