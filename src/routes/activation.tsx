import { createFileRoute } from '@tanstack/react-router';
import { ActivationPage } from '../flows/otpVerification/ActivationPage';

/** requirements#activation: account activation with the SMS code. */
export const Route = createFileRoute('/activation')({ component: ActivationPage });
