import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Policies and terms: password. */
export const Route = createFileRoute('/app/password-policy')({
  component: () => <ConfiguredPage route="/app/password-policy" />,
});
