import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { ErrorLogSenderContext } from '../../machines/errorLogSender.machine';
import { sampleErrorLogEntry } from '../../machines/samples/errorLogSender.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'errorLogSender');
const { ctx, before, expectStep } = contextChecks<ErrorLogSenderContext>();

const CAPACITY = 2;
const RETRY_MS = 15_000;
const connecting = { name: 'actor:connectSocket', params: undefined };
const watching = { name: 'actor:watchSocket', params: undefined };
const retryTimer = { name: 'timer', params: { event: 'after:retryDelay.errorLogSender.buffering', ms: RETRY_MS } };

/** The entry joined the buffer (the oldest dropped past the capacity) and nothing was sent. */
const expectBuffered = (check: StepCheck) => {
  const previous = before(check).buffer;
  const expected = [...previous, sampleErrorLogEntry].slice(-CAPACITY);
  expectStep(check, { buffer: expected });
  expect(ctx(check.snapshot).buffer.length).toBeLessThanOrEqual(CAPACITY);
};

const assertions: StateAssertions = {
  'errorLogSender.idle': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ buffer: [], capacity: CAPACITY, retryMs: RETRY_MS });
        // no socket before the first failure
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'idle socket.lost': () => expectUnchanged(check),
    }),
  'errorLogSender.connecting': (check) =>
    expectWay(check, {
      // the first failure loads the socket and keeps its entry for when it is connected
      'idle errorLog.report': () => expectStep(check, { buffer: [sampleErrorLogEntry] }, [connecting]),
      'connecting errorLog.report': () => expectBuffered(check),
      'connecting socket.lost': () => expectUnchanged(check),
      'buffering after:retryDelay.errorLogSender.buffering': () => expectStep(check, {}, [connecting]),
    }),
  'errorLogSender.connected': (check) =>
    expectWay(check, {
      // connected: what waited goes out in order, then the buffer is empty
      'connecting done:connectSocket': () =>
        expectStep(check, { buffer: [] }, [
          { name: 'sendEntries', params: { entries: before(check).buffer } },
          watching,
        ]),
      // while connected an entry goes out at once, nothing is kept
      'connected errorLog.report': () =>
        expectStep(check, {}, [{ name: 'sendEntries', params: { entries: [sampleErrorLogEntry] } }]),
    }),
  'errorLogSender.buffering': (check) =>
    expectWay(check, {
      // the socket server is down: the user notices nothing, entries wait, a retry is scheduled
      'connecting error:connectSocket': () => expectStep(check, {}, [retryTimer]),
      'connected socket.lost': () => expectStep(check, { buffer: [] }, [retryTimer]),
      'buffering errorLog.report': () => expectBuffered(check),
      'buffering socket.lost': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
