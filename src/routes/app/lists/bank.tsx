import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Banking. */
export const Route = createFileRoute('/app/lists/bank')({
  component: () => <ConfiguredPage route="/app/lists/bank" />,
});
