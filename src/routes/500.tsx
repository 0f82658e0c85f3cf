import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../shell/layout/ServerErrorPage';

export const Route = createFileRoute('/500')({ component: ServerErrorPage });
