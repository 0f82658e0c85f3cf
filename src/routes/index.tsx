import { createFileRoute, redirect } from '@tanstack/react-router';
import { afterLoginRoute } from '../platform/navigation';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const signedIn = context.actors.session.getSnapshot().matches('signedIn');
    const home = afterLoginRoute(context.platform.gateway);
    throw redirect({ to: signedIn ? home : '/signin', replace: true });
  },
});
