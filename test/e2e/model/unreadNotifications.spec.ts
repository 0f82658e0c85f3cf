import { defineModelTests } from './define';
import { unreadNotificationsModel } from './models/unreadNotifications.model';

// this worker's two customers (their notifications are marked read and made anew); the full set:
// the fewest paths that take every transition
defineModelTests(unreadNotificationsModel, { newCustomer: true, fullCover: 'transitions' });
