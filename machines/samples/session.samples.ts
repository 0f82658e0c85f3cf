import type { EventObject } from 'xstate';
import type { SessionInput } from '../session.machine';
import type { SessionUser } from '../shared';
import { sampleFailures } from './failures';

export const sampleUser: SessionUser = {
  userIdentifier: '1000000001',
  userType: 'CONSUMER_CATEGORY',
  category: 'consumer',
  walletKind: 'CUSTOMER',
  subType: null,
  displayName: 'Layla Hassan',
  displayNameAr: 'ليلى حسن',
  locale: 'en',
};

export const sessionInputs: SessionInput[] = [{ user: null }, { user: sampleUser }];

export const sessionEvents: EventObject[] = [
  {
    type: 'session.signedIn',
    session: { authorizeToken: 'user-token', expiresIn: 43200, user: sampleUser },
  } as EventObject,
  { type: 'session.logout' },
  { type: 'session.logout', allDevices: true } as EventObject,
  { type: 'session.expired', code: 401, alertMessage: null, onServerNotFoundPage: false } as EventObject,
  {
    type: 'session.expired',
    code: -5100012,
    alertMessage: 'Your session was ended from another device.',
    onServerNotFoundPage: false,
  } as EventObject,
  { type: 'session.expired', code: 1006, alertMessage: null, onServerNotFoundPage: true } as EventObject,
  { type: 'session.alertDismissed' },
  { type: 'user.activity' },
  { type: 'session.staySignedIn' },
  { type: 'xstate.after.untilWarning.session.signedIn.active' },
  { type: 'xstate.after.warningLength.session.signedIn.warned' },
  { type: 'storage.sessionChanged', user: null } as EventObject,
  { type: 'storage.sessionChanged', user: { ...sampleUser, displayName: 'Layla H.' } } as EventObject,
  { type: 'xstate.done.actor.callLogout', output: undefined } as EventObject,
  { type: 'xstate.error.actor.callLogout', error: sampleFailures.network } as EventObject,
];
