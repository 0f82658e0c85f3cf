import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../flows/resetPassword/ResetPasswordPage';

/**
 * requirements#reset-password: the forgot-password confirmation; the link data arrives from the
 * e-mailed link. A malformed one is still checked: the server answers it as an invalid link.
 */
export const Route = createFileRoute('/forgot-password/$linkData')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { linkData } = Route.useParams();
  return <ResetPasswordPage linkData={linkData} />;
}
