import { defineModelTests } from './define';
import { sessionModel } from './models/session.model';

// each worker signs in a customer of its own (signed up once): its paths run side by side
defineModelTests(sessionModel);
