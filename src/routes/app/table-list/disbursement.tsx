import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Tables. */
export const Route = createFileRoute('/app/table-list/disbursement')({
  component: () => <ConfiguredPage route="/app/table-list/disbursement" />,
});
