import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../widgets/DashboardPage';

/** requirements#after-login: the default landing route after login. */
export const Route = createFileRoute('/app/dashboard')({ component: DashboardPage });
