import { defineModelTests } from './define';
import { notificationsModel, notificationsSession } from './models/notifications.model';

// each path's own new customer (its notifications are marked read); the full set: the fewest paths
// that take every transition (the generated ones repeat each other through many prefixes)
defineModelTests(notificationsModel, { session: notificationsSession, newCustomer: true, fullCover: 'transitions' });
