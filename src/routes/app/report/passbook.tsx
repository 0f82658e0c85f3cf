import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Reports (seed 000 §2: the passbook report). */
export const Route = createFileRoute('/app/report/passbook')({
  component: () => <ConfiguredPage route="/app/report/passbook" />,
});
