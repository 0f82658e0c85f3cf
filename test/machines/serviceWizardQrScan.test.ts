import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { QrScanContext } from '../../machines/serviceWizardQrScan.machine';
import { sampleQrImage, sampleQrText, sampleRecipient } from '../../machines/samples/serviceWizardQrScan.samples';
import { describeMachinePaths } from './describePaths';
import {
  effects,
  expectUnchanged,
  expectWay,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'serviceWizardQrScan');
const ctx = (s: { context: unknown }) => s.context as QrScanContext;
const clean: QrScanContext = { key: 'walletId', recipient: null, failure: null };

/** Nothing held, nothing done: the scan is back where it started. */
const expectClean = (check: StepCheck) => {
  expect(ctx(check.snapshot)).toEqual(clean);
  expect(effects(check.stepCalls)).toEqual([]);
};

const assertions: StateAssertions = {
  'serviceWizardQrScan.idle': (check) =>
    expectWay(check, {
      start: () => expectClean(check),
      // a cancelled read or check leaves the field as it was
      'reading|verifying scan.cancel': () => expectClean(check),
      'filled|refused|unreadable scan.dismiss': () => expectClean(check),
      'idle scan.cancel|scan.dismiss': () => expectUnchanged(check),
    }),
  'serviceWizardQrScan.reading': (check) =>
    expectWay(check, {
      // from anywhere, a new image is read afresh, what the last one gave forgotten
      'idle|reading|verifying|filled|unreadable|refused scan.file': () => {
        expect(ctx(check.snapshot)).toEqual(clean);
        expect(effects(check.stepCalls)).toEqual([{ name: 'actor:readQrImage', params: { file: sampleQrImage } }]);
      },
      'reading scan.dismiss': () => expectUnchanged(check),
    }),
  'serviceWizardQrScan.verifying': (check) =>
    expectWay(check, {
      // the text read goes to the server with the field's key: nothing is filled yet
      'reading done:readQrImage': () => {
        expect(ctx(check.snapshot)).toEqual(clean);
        expect(effects(check.stepCalls)).toEqual([
          { name: 'actor:verifyQrCode', params: { qrCode: sampleQrText, key: 'walletId' } },
        ]);
      },
      'verifying scan.dismiss': () => expectUnchanged(check),
    }),
  'serviceWizardQrScan.filled': (check) =>
    expectWay(check, {
      'verifying done:verifyQrCode': () => {
        expect(ctx(check.snapshot)).toEqual({ ...clean, recipient: sampleRecipient });
        expect(effects(check.stepCalls)).toEqual([{ name: 'fillRecipient', params: { recipient: sampleRecipient } }]);
      },
      'filled scan.cancel': () => expectUnchanged(check),
    }),
  'serviceWizardQrScan.unreadable': (check) =>
    expectWay(check, {
      // no code in the image: nothing asked, nothing filled
      'reading error:readQrImage': () => expectClean(check),
      'unreadable scan.cancel': () => expectUnchanged(check),
    }),
  'serviceWizardQrScan.refused': (check) =>
    expectWay(check, {
      // the server's refusal is kept to be said; the field is not touched
      'verifying error:verifyQrCode': () => {
        const error = (check.event as unknown as { error: { kind: string; errCode: number; message: string } }).error;
        expect(ctx(check.snapshot)).toEqual({
          ...clean,
          failure: { kind: error.kind, errCode: error.errCode, message: error.message },
        });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      'refused scan.cancel': () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
