import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../flows/profile/MyAccountPage';

/** requirements#account-routes: my account and edit profile (the path is this contract's own). */
export const Route = createFileRoute('/app/my-account')({ component: MyAccountPage });
