import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Home and account: support. */
export const Route = createFileRoute('/app/support')({ component: () => <ConfiguredPage route="/app/support" /> });
