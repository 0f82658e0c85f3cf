import { createFileRoute, redirect } from '@tanstack/react-router';
import { afterLoginRoute } from '../../platform/navigation';

export const Route = createFileRoute('/app/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: afterLoginRoute(context.platform.gateway), replace: true });
  },
});
