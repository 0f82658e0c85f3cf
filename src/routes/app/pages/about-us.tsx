import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Information pages. */
export const Route = createFileRoute('/app/pages/about-us')({
  component: () => <ConfiguredPage route="/app/pages/about-us" />,
});
