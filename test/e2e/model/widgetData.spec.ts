import { defineModelTests } from './define';
import { widgetDataModel, widgetDataSession } from './models/widgetData.model';

// the worker's own two customers (news, none) by the path's first answer; the full set: the fewest
// paths that take every transition (the generated ones repeat each other through many prefixes)
defineModelTests(widgetDataModel, { session: widgetDataSession, newCustomer: true, fullCover: 'transitions' });
