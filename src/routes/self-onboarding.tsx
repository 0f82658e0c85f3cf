import { createFileRoute } from '@tanstack/react-router';
import { PublicNotAvailablePage } from '../shell/layout/PublicNotAvailablePage';

/** requirements#onboarding: a public route; its screen comes with a later part of the portal. */
export const Route = createFileRoute('/self-onboarding')({ component: PublicNotAvailablePage });
