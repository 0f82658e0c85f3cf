import { lazyRouteComponent, redirect, useSearch } from '@tanstack/react-router';
import type { RouterContext } from '../platform/context';
import { PublicLayout } from '../shell/layout/PublicLayout';

const PaymentResultPage = lazyRouteComponent(
  () => import('../flows/paymentResult/PaymentResultPage'),
  'PaymentResultPage',
);

/**
 * requirements#payment-results: the two places the payment gateway returns to (`/payment-success`,
 * `/payment-fail`) share one route: the signed callback in the query, verified before anything is
 * shown (signed out: sign in first, then back here). A fresh options object for each: the router
 * keeps its own state on the object it is given.
 */
export const paymentResultRoute = () => ({
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: ({ context, location }: { context: RouterContext; location: { href: string } }) => {
    if (context.actors.session.getSnapshot().matches('signedIn')) return;
    throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
  },
  component: function PaymentResultRoute() {
    const search = useSearch({ strict: false }) as Record<string, unknown>;
    return (
      <PublicLayout>
        <PaymentResultPage search={search} />
      </PublicLayout>
    );
  },
});
