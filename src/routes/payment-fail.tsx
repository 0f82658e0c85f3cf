import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { PublicLayout } from '../shell/layout/PublicLayout';

const PaymentResultPage = lazyRouteComponent(
  () => import('../flows/paymentResult/PaymentResultPage'),
  'PaymentResultPage',
);

/**
 * requirements#payment-results: where the payment gateway returns a failed card payment,
 * its signed callback in the query; verified before anything is shown (signed out: sign in first).
 */
export const Route = createFileRoute('/payment-fail')({
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ context, location }) => {
    if (context.actors.session.getSnapshot().matches('signedIn')) return;
    throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
  },
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  const search = Route.useSearch();
  return (
    <PublicLayout>
      <PaymentResultPage search={search} />
    </PublicLayout>
  );
}
