import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Banking. */
export const Route = createFileRoute('/app/forms/view-bank-details')({
  component: () => <ConfiguredPage route="/app/forms/view-bank-details" />,
});
