import { createFileRoute } from '@tanstack/react-router';
import { ActivationPage } from '../views/account/ActivationPage';

/** seed 001 §2.1: account activation with the SMS code. */
export const Route = createFileRoute('/activation')({ component: ActivationPage });
