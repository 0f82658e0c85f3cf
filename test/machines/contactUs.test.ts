import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { CaptchaChallenge, ContactUsContext } from '../../machines/contactUs.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  captchaExpired,
  captchaInvalid,
  rateLimited,
  signedInPrefill,
  writtenDraft,
} from '../../machines/samples/contactUs.samples';
import type { FlowFailure } from '../../machines/shared';
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

const entry = registryEntry(machineRegistry, 'contactUs');
const { ctx, before, expectStep } = contextChecks<ContactUsContext>();

const userEvents = [
  'captcha.refresh',
  'captcha.switchKind',
  'captcha.retry',
  'contact.submit',
  'contact.retry',
  'contact.again',
] as const;

const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const loadCall = (kind: 'image' | 'question') => ({ name: 'actor:loadCaptcha', params: { kind } });
const validityTimer = (seconds: number) => ({
  name: 'timer',
  params: { event: 'after:captchaValidity.contactUs.editing.ready', ms: seconds * 1000 },
});
/** a switch to the kind already shown changes nothing (the guard refuses it) */
const sameKind = (check: StepCheck) =>
  check.event.type === 'captcha.switchKind' && sent<{ kind: string }>(check).kind === before(check).captchaKind;

const assertions: StateAssertions = {
  'contactUs.loadingCaptcha': (check) =>
    expectWay(check, {
      // a visitor starts blank; a signed-in user with their name, e-mail and mobile
      start: () => {
        const prefill = (check.input as { prefill?: unknown } | undefined)?.prefill;
        expect(prefill === undefined || prefill === signedInPrefill).toBe(true);
        expect(ctx(check.snapshot)).toEqual({
          captchaKind: 'image',
          captcha: null,
          draft: prefill ?? null,
          reference: null,
          failure: null,
        });
        expect(effects(check.stepCalls)).toEqual([loadCall('image')]);
      },
      'captchaFailed captcha.retry': () => expectStep(check, { failure: null }, [loadCall(before(check).captchaKind)]),
      // refreshYourCaptcha: the old one is dropped at once, whether it expired or not
      'editing.ready|editing.expired captcha.refresh': () => {
        expect(before(check).captcha).not.toBeNull();
        expectStep(check, { captcha: null, failure: null }, [loadCall(before(check).captchaKind)]);
      },
      // the accessible alternative, or back to the picture
      'editing.ready|editing.expired captcha.switchKind': () => {
        const { kind } = sent<{ kind: 'image' | 'question' }>(check);
        expect(kind).not.toBe(before(check).captchaKind);
        expectStep(check, { captchaKind: kind, captcha: null, failure: null }, [loadCall(kind)]);
      },
      // invalidCaptcha / refreshYourCaptcha from the server: a new captcha, the message kept, the reason shown
      'submitting error:sendContact': () => {
        const error = errorOf(check);
        expect([captchaInvalid, captchaExpired]).toContain(error);
        expectStep(check, { captcha: null, failure: error }, [loadCall(before(check).captchaKind)]);
        expect(ctx(check.snapshot).draft).toBe(writtenDraft);
      },
      // retrying a send that failed otherwise: the message kept, a new captcha for it
      'failed contact.retry': () => {
        expectStep(check, { captcha: null, failure: null }, [loadCall(before(check).captchaKind)]);
        expect(ctx(check.snapshot).draft).toBe(writtenDraft);
      },
      // another message: subject and text cleared, the sender's details kept
      'sent contact.again': () =>
        expectStep(
          check,
          { captcha: null, reference: null, failure: null, draft: { ...writtenDraft, subject: '', message: '' } },
          [loadCall(before(check).captchaKind)],
        ),
      [ignoredIn('loadingCaptcha', userEvents)]: () => expectUnchanged(check),
    }),
  'contactUs.captchaFailed': (check) =>
    expectWay(check, {
      'loadingCaptcha error:loadCaptcha': () => {
        expect(errorOf(check)).toBe(sampleFailures.network);
        expectStep(check, { failure: sampleFailures.network });
        expect(ctx(check.snapshot).captcha).toBeNull();
      },
      [ignoredIn('captchaFailed', userEvents, 'captcha.retry')]: () => expectUnchanged(check),
    }),
  'contactUs.editing.ready': (check) =>
    expectWay(check, {
      // the challenge of the kind asked for; its validity starts counting
      'loadingCaptcha done:loadCaptcha': () => {
        const captcha = sent<{ output: CaptchaChallenge }>(check).output;
        expect(captcha.kind).toBe(before(check).captchaKind);
        expectStep(check, { captcha }, [validityTimer(captcha.expiresInSeconds)]);
      },
      'editing.ready captcha.switchKind': () => {
        expect(sameKind(check)).toBe(true);
        expectUnchanged(check);
      },
      [ignoredIn('editing.ready', userEvents, 'captcha.refresh', 'captcha.switchKind', 'contact.submit')]: () =>
        expectUnchanged(check),
    }),
  'contactUs.editing.expired': (check) =>
    expectWay(check, {
      // the captcha's minutes are over: only a new one helps
      'editing.ready after:captchaValidity.contactUs.editing.ready': () => {
        expectStep(check, {});
        expect(ctx(check.snapshot).captcha).not.toBeNull();
      },
      'editing.expired captcha.switchKind': () => {
        expect(sameKind(check)).toBe(true);
        expectUnchanged(check);
      },
      // nothing is sent with an expired captcha
      [ignoredIn('editing.expired', userEvents, 'captcha.refresh', 'captcha.switchKind')]: () => expectUnchanged(check),
    }),
  'contactUs.submitting': (check) =>
    expectWay(check, {
      'editing.ready contact.submit': () => {
        const { draft, captchaAnswer } = sent<{ draft: typeof writtenDraft; captchaAnswer: string }>(check);
        const captchaId = before(check).captcha!.captchaId;
        expectStep(check, { draft, failure: null }, [
          { name: 'actor:sendContact', params: { ...draft, captchaId, captchaAnswer } },
        ]);
        // the answer goes with this attempt only
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(captchaAnswer);
      },
      [ignoredIn('submitting', userEvents)]: () => expectUnchanged(check),
    }),
  'contactUs.failed': (check) =>
    expectWay(check, {
      'submitting error:sendContact': () => {
        expect(errorOf(check)).toBe(rateLimited);
        expectStep(check, { failure: rateLimited });
        expect(ctx(check.snapshot).draft).toBe(writtenDraft);
      },
      [ignoredIn('failed', userEvents, 'contact.retry')]: () => expectUnchanged(check),
    }),
  'contactUs.sent': (check) =>
    expectWay(check, {
      'submitting done:sendContact': () => {
        expectStep(check, { reference: 'CU-261127-7K3QX9', failure: null });
        expect(ctx(check.snapshot).draft).toBe(writtenDraft);
      },
      [ignoredIn('sent', userEvents, 'contact.again')]: () => expectUnchanged(check),
    }),
};

describeMachinePaths(entry, assertions);
