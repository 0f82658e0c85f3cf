import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../views/shell/MaintenancePage';

export const Route = createFileRoute('/maintenance')({ component: MaintenancePage });
