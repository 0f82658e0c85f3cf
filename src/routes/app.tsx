import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '../shell/layout/AppLayout';

/** requirements#signin-redirect: before login, any protected path redirects to /signin (the target is kept). */
export const Route = createFileRoute('/app')({
  beforeLoad: ({ context, location }) => {
    if (!context.actors.session.getSnapshot().matches('signedIn'))
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
  },
  component: AppRoute,
});

function AppRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
