import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../views/security/MyAccountPage';

/** seed 000 §1: my account and edit profile (route not named by the spec). */
export const Route = createFileRoute('/app/my-account')({ component: MyAccountPage });
