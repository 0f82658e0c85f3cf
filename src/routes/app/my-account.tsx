import { createFileRoute } from '@tanstack/react-router';
import { ActiveSessionsPanel } from '../../flows/activeSessions/ActiveSessionsPanel';
import { MyAccountPage } from '../../flows/profile/MyAccountPage';

/**
 * requirements#account-routes: my account and edit profile (the path is this contract's own), and
 * under them the user's active sessions (requirements#active-sessions): two flows, composed here.
 */
export const Route = createFileRoute('/app/my-account')({ component: MyAccount });

function MyAccount() {
  return <MyAccountPage more={<ActiveSessionsPanel />} />;
}
