import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfiguredPage } from '../../../shell/configuration/ConfiguredPage';

/** The notification centre's screen, loaded with its own chunk when first shown. */
const NotificationsScreen = lazyRouteComponent(
  () => import('../../../flows/notifications/NotificationsPage'),
  'NotificationsPage',
);

/** The notifications report; `filter` is the app_notification entry's path_one (requirements#menu). */
export const Route = createFileRoute('/app/report/notifications')({
  // an unknown filter is dropped, never an error page
  validateSearch: v.object({
    filter: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,32}$/))), undefined),
  }),
  component: () => <ConfiguredPage route="/app/report/notifications" screen={NotificationsScreen} />,
});
