import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Reports. */
export const Route = createFileRoute('/app/report/transactions')({
  component: () => <ConfiguredPage route="/app/report/transactions" />,
});
