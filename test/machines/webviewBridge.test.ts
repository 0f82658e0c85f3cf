import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import {
  BRIDGE_WAIT_MS,
  DEVICE_INFO_WAIT_MS,
  type BridgeContext,
  type BridgeDeviceInfo,
  type BridgeInput,
  type BridgeOutgoing,
} from '../../machines/webviewBridge.machine';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  expectUnchanged,
  expectWay,
  registryEntry,
  type Call,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'webviewBridge');
const { ctx, before, expectStep } = contextChecks<BridgeContext>();
const input = (check: StepCheck) => check.input as BridgeInput;
const sent = <T>(check: StepCheck) => check.event as unknown as T;

const ready: Call = { name: 'postToHost', params: { message: { type: 'READY', version: 1 } } };
const watch: Call = { name: 'actor:watchForBridge', params: undefined };
const listen: Call = { name: 'actor:listenToHost', params: undefined };
const bridgeTimer: Call = {
  name: 'timer',
  params: { event: 'after:bridgeWait.webviewBridge.waitingForBridge', ms: BRIDGE_WAIT_MS },
};
const deviceTimer: Call = {
  name: 'timer',
  params: { event: 'after:deviceInfoWait.webviewBridge.native.awaitingDeviceInfo', ms: DEVICE_INFO_WAIT_MS },
};
/**
 * connected: READY first, then what was posted while looking, and the host's deadline; the listener
 * starts with the actor at start, after the entry actions on a transition
 */
const connected = (pending: readonly BridgeOutgoing[], atStart: boolean): Call[] => {
  const posts: Call[] = [ready, { name: 'postPending', params: { messages: pending } }, deviceTimer];
  return atStart ? [listen, ...posts] : [...posts, listen];
};

const fresh = (over: Partial<BridgeContext>): BridgeContext => ({
  host: null,
  embedded: false,
  device: null,
  pending: [],
  usingGeneratedIds: false,
  refused: 0,
  ...over,
});

/** What a connected bridge does in either of its states with the portal's posts and the host's messages. */
const connectedWays = (state: string) => ({
  [`${state} portal.post`]: (check: StepCheck) =>
    expectStep(check, {}, [{ name: 'postToHost', params: { message: sent<{ message: unknown }>(check).message } }]),
  [`${state} host.back`]: (check: StepCheck) => expectStep(check, {}, [{ name: 'goBack', params: undefined }]),
  // a malformed, unknown or foreign message is counted and logged, never acted on
  [`${state} host.refused`]: (check: StepCheck) => {
    const e = sent<{ reason: string; messageType?: string }>(check);
    expectStep(check, { refused: before(check).refused + 1 }, [
      { name: 'logRefused', params: { reason: e.reason, messageType: e.messageType } },
    ]);
  },
  // another bridge appearing changes nothing: the first one found is the host
  [`${state} bridge.found`]: expectUnchanged,
});

const storeDevice = (check: StepCheck) => {
  const { device } = sent<{ device: BridgeDeviceInfo }>(check);
  expectStep(check, { device, usingGeneratedIds: false }, [{ name: 'storeDeviceInfo', params: { device } }]);
};

const assertions: StateAssertions = {
  'webviewBridge.waitingForBridge': (check) => {
    expect(ctx(check.snapshot).embedded).toBe(true);
    expect(ctx(check.snapshot).host).toBeNull();
    expectWay(check, {
      start: () => {
        expect(input(check)).toEqual({ bridge: null, launchedEmbedded: true });
        expect(ctx(check.snapshot)).toEqual(fresh({ embedded: true }));
        expect(check.stepCalls).toEqual([watch, bridgeTimer]);
      },
      // posted before the bridge exists: kept for it, not lost
      'waitingForBridge portal.post': () =>
        expectStep(check, { pending: [...before(check).pending, sent<{ message: BridgeOutgoing }>(check).message] }),
      // no host to have sent these yet
      'waitingForBridge host.deviceInfo|host.back|host.refused': expectUnchanged,
    });
  },
  'webviewBridge.web': (check) => {
    expect(ctx(check.snapshot).host).toBeNull();
    expect(ctx(check.snapshot).pending).toEqual([]);
    expectWay(check, {
      start: () => {
        expect(input(check)).toEqual({ bridge: null, launchedEmbedded: false });
        expect(ctx(check.snapshot)).toEqual(fresh({}));
        expect(check.stepCalls).toEqual([]);
      },
      // launched as a web view but no bridge came: laid out as one, nothing posted, the queue dropped
      'waitingForBridge after:bridgeWait.webviewBridge.waitingForBridge': () =>
        expectStep(check, { pending: [] }, [{ name: 'logNoBridge', params: undefined }]),
      'web bridge.found|portal.post|host.deviceInfo|host.back|host.refused': expectUnchanged,
    });
  },
  'webviewBridge.native.awaitingDeviceInfo': (check) => {
    expect(ctx(check.snapshot).embedded).toBe(true);
    expect(ctx(check.snapshot).device).toBeNull();
    expect(ctx(check.snapshot).pending).toEqual([]);
    expectWay(check, {
      start: () => {
        expect(input(check).bridge).toBe('rn');
        expect(ctx(check.snapshot)).toEqual(fresh({ host: 'rn', embedded: true }));
        expect(check.stepCalls).toEqual(connected([], true));
      },
      // the bridge appeared late: its kind is the host; the queued posts go out after READY
      'waitingForBridge bridge.found': () => {
        const { host } = sent<{ host: string }>(check);
        expectStep(
          check,
          { host: host as BridgeContext['host'], pending: [] },
          connected(before(check).pending, false),
        );
      },
      ...connectedWays('native.awaitingDeviceInfo'),
    });
  },
  'webviewBridge.native.ready': (check) => {
    expect(ctx(check.snapshot).host).not.toBeNull();
    expectWay(check, {
      // the host's ids land where requests read them
      'native.awaitingDeviceInfo host.deviceInfo': () => storeDevice(check),
      // a silent host: the portal goes on with its generated ids
      'native.awaitingDeviceInfo after:deviceInfoWait.webviewBridge.native.awaitingDeviceInfo': () =>
        expectStep(check, { usingGeneratedIds: true }, [{ name: 'logNoDeviceInfo', params: undefined }]),
      // later ids (a refreshed push token) replace the first
      'native.ready host.deviceInfo': () => storeDevice(check),
      ...connectedWays('native.ready'),
    });
  },
};

describeMachinePaths(entry, assertions);
