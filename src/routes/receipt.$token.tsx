import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PublicLayout } from '../shell/layout/PublicLayout';

const ReceiptVerificationPage = lazyRouteComponent(
  () => import('../flows/receiptVerification/ReceiptVerificationPage'),
  'ReceiptVerificationPage',
);

/** requirements#receipt-verification: a receipt's QR code opens here; public, signed in or not. */
export const Route = createFileRoute('/receipt/$token')({
  component: function ReceiptVerificationRoute() {
    const { token } = Route.useParams();
    return (
      <PublicLayout>
        <ReceiptVerificationPage token={token} />
      </PublicLayout>
    );
  },
});
