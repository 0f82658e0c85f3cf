import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { balanceMachine } from './balance.machine';
import { localeMachine } from './locale.machine';
import { balanceEvents, balanceInputs } from './samples/balance.samples';
import { localeEvents, localeInputs } from './samples/locale.samples';
import { sessionEvents, sessionInputs } from './samples/session.samples';
import { signInEvents, signInInputs } from './samples/signIn.samples';
import { startupEvents, startupInputs } from './samples/startup.samples';
import { sessionMachine } from './session.machine';
import { signInMachine } from './signIn.machine';
import { startupMachine } from './startup.machine';

/**
 * The registry: every statechart of the portal with what path generation needs — the inputs
 * to start from and the sample events (including actor results and delays) to explore with.
 */
export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  inputs: readonly unknown[];
  events: readonly EventObject[];
  /** bounds a context that grows without end (a counter): exploration stops at such states */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
}

export const machineRegistry: readonly MachineEntry[] = [
  {
    id: 'startup',
    title: 'Startup',
    description:
      'Frame check, runtime configuration, site settings and maintenance routing, default locale and favicon, front access token, ready.',
    machine: startupMachine,
    inputs: startupInputs,
    events: startupEvents,
  },
  {
    id: 'session',
    title: 'Session',
    description: 'Signed in or out; logout; the end of a session forced by the gateway, with the native shell told.',
    machine: sessionMachine,
    inputs: sessionInputs,
    events: sessionEvents,
  },
  {
    id: 'signIn',
    title: 'Sign-in',
    description: 'Credentials, then the authenticator code when the account has two-factor on.',
    machine: signInMachine,
    inputs: signInInputs,
    events: signInEvents,
  },
  {
    id: 'locale',
    title: 'Language',
    description: 'Loads and applies the chosen interface language; a failed load keeps the current one.',
    machine: localeMachine,
    inputs: localeInputs,
    events: localeEvents,
  },
  {
    id: 'balance',
    title: 'Balance',
    description: 'Loads the main wallet balance, refreshes it, and retries after a failure.',
    machine: balanceMachine,
    inputs: balanceInputs,
    events: balanceEvents,
    // balanceBitCount grows with every update: two updates show the rule
    stopWhen: (snapshot) => (snapshot.context as { balanceBitCount: number }).balanceBitCount >= 3,
  },
];
