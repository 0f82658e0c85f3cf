import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine';
import type { SessionUser } from '../../../machines/shared';
import { AppProvider, type AppContextValue } from '../../../src/platform/context';
import { InactivityWarning } from '../../../src/shell/session/InactivityWarning';
import { activate, renderUi } from '../../support/render';

const user: SessionUser = {
  userIdentifier: 'u1',
  userType: 'consumer',
  category: 'consumer',
  walletKind: 'consumer',
  subType: null,
  displayName: 'Test User',
  displayNameAr: null,
  locale: null,
};

/** a session that warns almost at once and would sign out only much later */
function setup() {
  const session = createActor(
    sessionMachine.provide({
      delays: { untilWarning: 5, warningLength: 60_000 },
      actors: { callLogout: fromPromise(async () => {}) },
    }),
    { input: { user } },
  ).start();
  const value = {
    platform: { gateway: { config: { inactivityWarningSeconds: 45 } } },
    actors: { session },
  } as unknown as AppContextValue;
  renderUi(
    <AppProvider value={value}>
      <InactivityWarning />
    </AppProvider>,
  );
  return session;
}

describe('InactivityWarning', () => {
  it('asks whether the user is still there once the session warns, naming the configured time', async () => {
    activate('en');
    const session = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toContain('about 45 seconds');
    expect(session.getSnapshot().matches({ signedIn: 'warned' })).toBe(true);
    session.stop();
  });

  it('keeps the session when the user stays signed in', async () => {
    activate('en');
    const session = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(session.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    session.stop();
  });

  it('signs out when the user chooses to', async () => {
    activate('en');
    const session = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true));
    expect(session.getSnapshot().context.endReason).toBe(null);
    session.stop();
  });
});
