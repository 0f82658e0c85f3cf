import { createFileRoute } from '@tanstack/react-router';
import { PublicNotAvailablePage } from '../views/pages/PublicNotAvailablePage';

/** seed 000 §2: a public route; its screen comes with a later part of the portal. */
export const Route = createFileRoute('/payment-gateway')({ component: PublicNotAvailablePage });
