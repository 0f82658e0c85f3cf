import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Banking. */
export const Route = createFileRoute('/app/link-bank-account')({
  component: () => <ConfiguredPage route="/app/link-bank-account" />,
});
