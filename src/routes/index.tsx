import { createFileRoute, redirect } from '@tanstack/react-router';
import { LandingPage } from '../flows/landing/LandingPage';
import { afterLoginRoute } from '../platform/navigation';

/** requirements#landing: visitors start at the landing page; a signed-in user goes to the after-login route. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (!context.actors.session.getSnapshot().matches('signedIn')) return;
    throw redirect({ to: afterLoginRoute(context.platform.gateway), replace: true });
  },
  component: LandingPage,
});
