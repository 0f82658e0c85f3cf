import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';
import { ChangePinPage } from '../../views/security/ChangePinPage';

/** seed 001 §2.1 Credentials: change of transaction PIN. Per category through the route table (seed 001 §2.3). */
export const Route = createFileRoute('/app/change-transaction-pin')({
  component: () => <ConfiguredPage route="/app/change-transaction-pin" screen={ChangePinPage} />,
});
