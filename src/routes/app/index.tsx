import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/app/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.services.gateway.config?.afterLoginRoute ?? '/app/dashboard', replace: true });
  },
});
