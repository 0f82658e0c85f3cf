import { createFileRoute } from '@tanstack/react-router';
import { SelfOnboardingPage } from '../flows/selfOnboarding/SelfOnboardingPage';

/** requirements#onboarding: a visitor opens a wallet (public). */
export const Route = createFileRoute('/self-onboarding/')({ component: SelfOnboardingPage });
