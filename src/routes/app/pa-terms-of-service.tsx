import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Policies and terms (partners). */
export const Route = createFileRoute('/app/pa-terms-of-service')({
  component: () => <ConfiguredPage route="/app/pa-terms-of-service" />,
});
