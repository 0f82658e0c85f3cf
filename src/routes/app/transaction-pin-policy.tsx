import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Policies and terms: transaction PIN. */
export const Route = createFileRoute('/app/transaction-pin-policy')({
  component: () => <ConfiguredPage route="/app/transaction-pin-policy" />,
});
