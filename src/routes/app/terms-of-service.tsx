import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Policies and terms (customers). */
export const Route = createFileRoute('/app/terms-of-service')({
  component: () => <ConfiguredPage route="/app/terms-of-service" />,
});
