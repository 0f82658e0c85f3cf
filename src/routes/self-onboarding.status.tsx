import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SelfOnboardingStatusPage } from '../flows/selfOnboarding/SelfOnboardingStatusPage';

const searchSchema = v.object({
  reference: v.optional(v.pipe(v.string(), v.maxLength(20), v.regex(/^[A-Za-z0-9-]*$/))),
});

/** requirements#onboarding: an application's status by reference and mobile (public). */
export const Route = createFileRoute('/self-onboarding/status')({
  validateSearch: (search: Record<string, unknown>): { reference?: string } => {
    const parsed = v.safeParse(searchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  component: StatusRoute,
});

function StatusRoute() {
  const { reference } = Route.useSearch();
  return <SelfOnboardingStatusPage reference={reference} />;
}
