import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    const signedIn = context.actors.session.getSnapshot().matches('signedIn');
    const home = context.services.gateway.config?.afterLoginRoute ?? '/app/dashboard';
    throw redirect({ to: signedIn ? home : '/signin', replace: true });
  },
});
