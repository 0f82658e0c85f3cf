import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../views/shell/ServerErrorPage';

export const Route = createFileRoute('/500')({ component: ServerErrorPage });
