import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { PublicLayout } from '../shell/layout/PublicLayout';

interface GatewaySearch {
  session?: string;
}

const CardPaymentPage = lazyRouteComponent(() => import('../flows/cardPayment/CardPaymentPage'), 'CardPaymentPage');

/**
 * requirements#payment-results: the sandbox payment gateway's card page, for the signed-in user
 * whose load-money by card opened the session (signed out: sign in first, then back here).
 */
export const Route = createFileRoute('/payment-gateway')({
  validateSearch: (search: Record<string, unknown>): GatewaySearch =>
    typeof search.session === 'string' ? { session: search.session } : {},
  beforeLoad: ({ context, location }) => {
    if (context.actors.session.getSnapshot().matches('signedIn')) return;
    throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
  },
  component: PaymentGatewayRoute,
});

function PaymentGatewayRoute() {
  const { session } = Route.useSearch();
  return (
    <PublicLayout>
      <CardPaymentPage key={session ?? ''} sessionId={session ?? ''} />
    </PublicLayout>
  );
}
