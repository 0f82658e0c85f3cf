import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { KycReuploadContext } from '../../machines/kycReupload.machine';
import { sampleFailures } from '../../machines/samples/failures';
import { chosenFile, kycReuploadInputs, readDocument, typeProblem } from '../../machines/samples/kycReupload.samples';
import { describeMachinePaths } from './describePaths';
import {
  contextChecks,
  effects,
  expectUnchanged,
  expectWay,
  ignoredIn,
  registryEntry,
  type StateAssertions,
  type StepCheck,
} from './pathHarness';

const entry = registryEntry(machineRegistry, 'kycReupload');
const { ctx, before, expectStep } = contextChecks<KycReuploadContext>();

const userEvents = ['kind.change', 'file.select', 'document.send', 'document.another'] as const;
const input = kycReuploadInputs[0]!;
const readCall = { name: 'actor:readDocument', params: { file: chosenFile } };
const sendCall = (c: KycReuploadContext) => ({
  name: 'actor:sendDocument',
  params: { reference: input.reference, mobile: input.mobile, kind: c.kind, document: readDocument },
});
const kindOf = (check: StepCheck) => (check.event as unknown as { kind: string }).kind;

const assertions: StateAssertions = {
  'kycReupload.choosing': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({
          reference: input.reference,
          mobile: input.mobile,
          kinds: ['idFront', 'idBack', 'selfie'],
          kind: 'idFront',
          document: null,
          problem: null,
          failure: null,
          sent: [],
        });
        expect(effects(check.stepCalls)).toEqual([]);
      },
      // another offered kind: what was chosen for the last one goes; a kind not offered changes nothing
      'choosing kind.change': () => {
        if (input.kinds.includes(kindOf(check))) {
          expectStep(check, { kind: kindOf(check), document: null, problem: null });
        } else expectUnchanged(check);
      },
      // nothing read yet: nothing to send
      'choosing document.send': () => {
        expect(before(check).document).toBeNull();
        expectUnchanged(check);
      },
      'reading done:readDocument': () => expectStep(check, { document: readDocument, problem: null }),
      // refused in the browser: said, and nothing kept to send
      'reading error:readDocument': () => expectStep(check, { document: null, problem: typeProblem }),
      'sent document.another': () => {
        expect(before(check).sent).toEqual([before(check).kind]);
        expectStep(check, { document: null, problem: null, failure: null });
      },
      [ignoredIn('choosing', userEvents, 'kind.change', 'file.select', 'document.send')]: () => expectUnchanged(check),
    }),
  'kycReupload.reading': (check) =>
    expectWay(check, {
      'choosing|failed file.select': () =>
        expectStep(check, { document: null, problem: null, failure: null }, [readCall]),
      [ignoredIn('reading', userEvents)]: () => expectUnchanged(check),
    }),
  'kycReupload.sending': (check) =>
    expectWay(check, {
      'choosing document.send': () => {
        expect(before(check).document).toEqual(readDocument);
        expectStep(check, {}, [sendCall(before(check))]);
      },
      // the same image again
      'failed document.send': () => expectStep(check, {}, [sendCall(before(check))]),
      [ignoredIn('sending', userEvents)]: () => expectUnchanged(check),
    }),
  'kycReupload.failed': (check) =>
    expectWay(check, {
      'sending error:sendDocument': () => {
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).document).toEqual(readDocument);
      },
      [ignoredIn('failed', userEvents, 'document.send', 'file.select')]: () => expectUnchanged(check),
    }),
  'kycReupload.sent': (check) =>
    expectWay(check, {
      'sending done:sendDocument': () => expectStep(check, { sent: [before(check).kind], failure: null }),
      [ignoredIn('sent', userEvents, 'document.another')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
