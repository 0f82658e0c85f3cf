import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Policies and terms: privacy. */
export const Route = createFileRoute('/app/privacy-policy')({
  component: () => <ConfiguredPage route="/app/privacy-policy" />,
});
