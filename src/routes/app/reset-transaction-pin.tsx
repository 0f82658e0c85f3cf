import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';
import { ResetPinPage } from '../../views/security/ResetPinPage';

/** seed 001 §2.1 Credentials: reset of transaction PIN. Per category through the route table (seed 001 §2.3). */
export const Route = createFileRoute('/app/reset-transaction-pin')({
  component: () => <ConfiguredPage route="/app/reset-transaction-pin" screen={ResetPinPage} />,
});
