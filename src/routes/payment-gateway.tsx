import { createFileRoute } from '@tanstack/react-router';
import { PublicNotAvailablePage } from '../shell/layout/PublicNotAvailablePage';

/** requirements#payment-results: a public route; its screen comes with a later part of the portal. */
export const Route = createFileRoute('/payment-gateway')({ component: PublicNotAvailablePage });
