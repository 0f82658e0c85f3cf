import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { MyQrCodeContext, MyQrCodeInput, QrNotice } from '../../machines/myQrCode.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { sampleQrCard } from '../../machines/samples/myQrCode.samples';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'myQrCode');
const ctx = (s: { context: unknown }) => s.context as MyQrCodeContext;
const userEvents = ['qr.retry', 'qr.download', 'qr.print', 'qr.copy', 'qr.share'];

/** An action ended: back to the code, with what the user is told about it; nothing else changes. */
const expectBack = (check: StepCheck, notice: QrNotice | null) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), notice });
  expect(ctx(check.snapshot).card).toEqual(sampleQrCard);
  expect(effects(check.stepCalls)).toEqual([]);
};

/** An action started on the code on screen: the last notice is cleared and the actor gets the card. */
const expectStarted = (check: StepCheck, actor: string) => {
  expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), notice: null });
  expect(effects(check.stepCalls)).toEqual([{ name: `actor:${actor}`, params: sampleQrCard }]);
};

const assertions: StateAssertions = {
  'myQrCode.loading': (check) =>
    expectWay(check, {
      start: () => {
        const { canShare } = check.input as MyQrCodeInput;
        expect(ctx(check.snapshot)).toEqual({ canShare, card: null, failure: null, notice: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadQrCode', params: undefined }]);
      },
      // the retry asks again with the failure cleared
      'failed qr.retry': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:loadQrCode', params: undefined }]);
      },
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'myQrCode.failed': (check) =>
    expectWay(check, {
      'loading error:loadQrCode': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), failure: sampleFailures.network });
        expect(ctx(check.snapshot).card).toBeNull();
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // nothing to download, print, copy or share without a code
      [ignoredIn('failed', userEvents, 'qr.retry')]: () => expectUnchanged(check),
    }),
  'myQrCode.ready.idle': (check) =>
    expectWay(check, {
      'loading done:loadQrCode': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), card: sampleQrCard, failure: null });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'ready.downloading done:downloadQrCode': () => expectBack(check, null),
      'ready.downloading error:downloadQrCode': () => expectBack(check, 'downloadFailed'),
      'ready.copying done:copyQrCode': () => expectBack(check, 'copied'),
      'ready.copying error:copyQrCode': () => expectBack(check, 'copyFailed'),
      // a share the user cancels resolves too (the logic's job): nothing to say
      'ready.sharing done:shareQrCode': () => expectBack(check, null),
      'ready.sharing error:shareQrCode': () => expectBack(check, 'shareFailed'),
      'ready.idle qr.print': () => {
        expect(ctx(check.snapshot)).toEqual({ ...ctx(check.previous!), notice: null });
        expect(effects(check.stepCalls)).toEqual([{ name: 'printQrCode', params: undefined }]);
      },
      // no Web Share API: the button is hidden and the event does nothing
      'ready.idle qr.share': () => {
        expect((check.input as MyQrCodeInput).canShare).toBe(false);
        expectUnchanged(check);
      },
      'ready.idle qr.retry': () => expectUnchanged(check),
    }),
  'myQrCode.ready.downloading': (check) =>
    expectWay(check, {
      'ready.idle qr.download': () => expectStarted(check, 'downloadQrCode'),
      [ignoredIn('ready.downloading', userEvents)]: () => expectUnchanged(check),
    }),
  'myQrCode.ready.copying': (check) =>
    expectWay(check, {
      'ready.idle qr.copy': () => expectStarted(check, 'copyQrCode'),
      [ignoredIn('ready.copying', userEvents)]: () => expectUnchanged(check),
    }),
  'myQrCode.ready.sharing': (check) =>
    expectWay(check, {
      'ready.idle qr.share': () => {
        expect((check.input as MyQrCodeInput).canShare).toBe(true);
        expectStarted(check, 'shareQrCode');
      },
      [ignoredIn('ready.sharing', userEvents)]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
