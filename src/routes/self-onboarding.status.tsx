import { createFileRoute, useLocation } from '@tanstack/react-router';
import * as v from 'valibot';
import { SelfOnboardingStatusPage } from '../flows/selfOnboarding/SelfOnboardingStatusPage';

/** the mobile carried in the tab's history from the submitted application (checked like typed input) */
const mobileSchema = v.pipe(v.string(), v.regex(/^[0-9]{6,15}$/));

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
  const carried = useLocation({ select: (location) => location.state.onboardingMobile });
  const mobile = v.is(mobileSchema, carried) && reference ? carried : undefined;
  return <SelfOnboardingStatusPage reference={reference} mobile={mobile} />;
}
