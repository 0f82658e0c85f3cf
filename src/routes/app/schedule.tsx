import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Beneficiaries and schedules. */
export const Route = createFileRoute('/app/schedule')({ component: () => <ConfiguredPage route="/app/schedule" /> });
