import { createFileRoute } from '@tanstack/react-router';
import { paymentResultRoute } from './-paymentResultRoute';

/** requirements#payment-results: where the payment gateway returns a failed card payment. */
export const Route = createFileRoute('/payment-fail')(paymentResultRoute());
