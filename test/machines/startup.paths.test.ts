import { expect } from 'vitest';
import { describeMachinePaths } from './describePaths';
import { machineRegistry } from '../../machines';
import type { StartupContext, StartupInput } from '../../machines/startup.machine';
import { callsNamed, lastActor, lastIndexOf, registryEntry, type Call, type StateAssertions } from './pathHarness';

const entry = registryEntry(machineRegistry, 'startup');

/** Where the app is, given the start path, the location events and the machine's redirects. */
function location(input: StartupInput, calls: readonly Call[]): string {
  let path = input.pathname;
  for (const call of calls) {
    if (call.name === 'event' && (call.params as { type: string }).type === 'location.changed')
      path = (call.params as { pathname: string }).pathname;
    if (call.name === 'redirectToMaintenance') path = '/maintenance';
    if (call.name === 'redirectToRoot') path = '/';
  }
  return path;
}

const ctx = (s: { context: unknown }) => s.context as StartupContext;

const prepared = (calls: readonly Call[]) => {
  expect(callsNamed(calls, 'storeDefaultLocale').length).toBeGreaterThan(0);
  expect(callsNamed(calls, 'applyFavicon').length).toBeGreaterThan(0);
};

const assertions: StateAssertions = {
  'startup.framed': ({ snapshot, calls, input }) => {
    expect((input as StartupInput).framed).toBe(true);
    expect(snapshot.status).toBe('done');
    // nothing is loaded for a framed page: no call can leak through the frame
    expect(calls.filter((c) => c.name.startsWith('actor:'))).toEqual([]);
  },
  'startup.loadingRuntimeConfig': ({ calls, input }) => {
    expect((input as StartupInput).framed).toBe(false);
    expect(lastActor(calls)?.name).toBe('loadRuntimeConfig');
  },
  'startup.loadingSiteSettings': ({ calls }) => {
    expect(lastActor(calls)?.name).toBe('loadSiteSettings');
  },
  'startup.maintenance': ({ snapshot, calls, input }) => {
    expect(ctx(snapshot).maintenance).toBe(true);
    expect(location(input as StartupInput, calls)).toBe('/maintenance');
    // nothing past the maintenance check runs once the settings say maintenance
    expect(lastIndexOf(calls, 'actor:obtainAccessToken')).toBeLessThan(lastIndexOf(calls, 'actor:loadSiteSettings'));
    expect(lastIndexOf(calls, 'applyFavicon')).toBeLessThan(lastIndexOf(calls, 'actor:loadSiteSettings'));
  },
  'startup.running.checkingAccessToken': ({ snapshot, calls, input }) => {
    // the loaded settings were handed to the app before anything depends on them
    expect(callsNamed(calls, 'storeSiteSettings').at(-1)?.params).toEqual({
      outcome: { maintenance: false, settings: { sample: true } },
    });
    expect(ctx(snapshot).maintenance).toBe(false);
    expect(location(input as StartupInput, calls)).not.toBe('/maintenance');
    expect(lastActor(calls)?.name).toBe('readAccessToken');
    prepared(calls);
  },
  'startup.running.acquiringAccessToken.waiting': ({ calls }) => {
    prepared(calls);
    // the token is being obtained and nothing has been stored since it was found missing
    expect(lastIndexOf(calls, 'actor:obtainAccessToken')).toBeGreaterThan(-1);
    expect(lastIndexOf(calls, 'storeAccessToken')).toBeLessThan(lastIndexOf(calls, 'actor:obtainAccessToken'));
  },
  'startup.running.acquiringAccessToken.polling': ({ calls }) => {
    expect(lastActor(calls)?.name).toBe('readAccessToken');
    expect(lastIndexOf(calls, 'actor:readAccessToken')).toBeGreaterThan(lastIndexOf(calls, 'actor:obtainAccessToken'));
  },
  'startup.running.ready': ({ snapshot, calls, input, event }) => {
    expect(ctx(snapshot).maintenance).toBe(false);
    expect(ctx(snapshot).failure).toBeNull();
    expect(location(input as StartupInput, calls)).not.toBe('/maintenance');
    prepared(calls);
    if (event.type === 'xstate.done.actor.obtainAccessToken')
      expect(callsNamed(calls, 'storeAccessToken').at(-1)?.params).toEqual({ accessToken: 'front-access-token' });
  },
  'startup.serverNotFound': ({ snapshot }) => {
    expect(ctx(snapshot).failedStep).not.toBeNull();
    expect(ctx(snapshot).failure?.message).toBe('Please try after sometime.');
  },
};

describeMachinePaths(entry, assertions);
