import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Reports. */
export const Route = createFileRoute('/app/recentTransaction')({
  component: () => <ConfiguredPage route="/app/recentTransaction" />,
});
