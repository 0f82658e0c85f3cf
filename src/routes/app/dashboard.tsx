import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../views/dashboard/DashboardPage';

/** seed 000 §2: the default landing route after login. */
export const Route = createFileRoute('/app/dashboard')({ component: DashboardPage });
