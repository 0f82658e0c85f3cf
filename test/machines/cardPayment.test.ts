import { expect } from 'vitest';
import { machineRegistry } from '../../machines';
import type { CardPaymentContext } from '../../machines/cardPayment.machine';
import { sampleFailures } from '../../machines/samples/failures';
import {
  authorized,
  awaitingCode,
  cardRefused,
  created,
  declinedCard,
  resentCode,
  sampleCard,
} from '../../machines/samples/cardPayment.samples';
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

const entry = registryEntry(machineRegistry, 'cardPayment');
const { ctx, expectStep } = contextChecks<CardPaymentContext>();

const userEvents = ['card.submit', 'otp.submit', 'otp.resend', 'payment.cancel', 'payment.retry'] as const;

const sessionId = 'CPabcdefghijklmnopqrstuv';
const sent = <T>(check: StepCheck) => check.event as unknown as T;
const errorOf = (check: StepCheck) => sent<{ error: FlowFailure }>(check).error;
const outputOf = (check: StepCheck) => sent<{ output: unknown }>(check).output;
const load = { name: 'actor:loadSession', params: { sessionId } };
/** the wait before a new code is the session's own: 30 s as sent, 60 s after a new code */
const resendTimer = (seconds: number) => ({
  name: 'timer',
  params: { event: 'after:resendWait.cardPayment.otp.resendLocked', ms: seconds * 1000 },
});
const waitOf = (check: StepCheck) => (ctx(check.snapshot).session === resentCode ? 60 : 30);
const follow = (url: string) => ({ name: 'followReturn', params: { url } });

const assertions: StateAssertions = {
  'cardPayment.loading': (check) =>
    expectWay(check, {
      start: () => {
        expect(ctx(check.snapshot)).toEqual({ sessionId, session: null, failure: null });
        expect(effects(check.stepCalls)).toEqual([load]);
      },
      // a retry reloads the session, which says where things stand
      'failed payment.retry': () => expectStep(check, { failure: null }, [load]),
      [ignoredIn('loading', userEvents)]: () => expectUnchanged(check),
    }),
  'cardPayment.cardEntry': (check) =>
    expectWay(check, {
      'loading done:loadSession': () => expectStep(check, { session: created, failure: null }),
      // the card's own problems are shown on the card form; nothing of the card is kept
      'submitting error:submitCard': () => {
        expect(errorOf(check)).toBe(cardRefused);
        expectStep(check, { failure: cardRefused });
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain('4111');
      },
      [ignoredIn('cardEntry', userEvents, 'card.submit', 'payment.cancel')]: () => expectUnchanged(check),
    }),
  'cardPayment.submitting': (check) =>
    expectWay(check, {
      // the card goes in the event straight to the call, and is never kept
      'cardEntry card.submit': () => {
        expectStep(check, { failure: null }, [{ name: 'actor:submitCard', params: { sessionId, ...sampleCard } }]);
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain(sampleCard.cvv);
      },
      [ignoredIn('submitting', userEvents)]: () => expectUnchanged(check),
    }),
  'cardPayment.otp.resendLocked': (check) =>
    expectWay(check, {
      // the code is asked for; another one only after the gateway's wait
      'loading|submitting done:loadSession|done:submitCard': () => {
        expect(outputOf(check)).toBe(awaitingCode);
        expectStep(check, { session: awaitingCode, failure: null }, [resendTimer(30)]);
      },
      // a new code: the gateway's new wait before the next one
      'resending done:resendCode': () => {
        expect(outputOf(check)).toBe(resentCode);
        expectStep(check, { session: resentCode, failure: null }, [resendTimer(60)]);
      },
      // a wrong code: asked again, with the attempts left
      'confirming error:confirmCode': () => {
        expect(errorOf(check)).toBe(sampleFailures.otpInvalid);
        expectStep(check, { failure: sampleFailures.otpInvalid }, [resendTimer(waitOf(check))]);
        expect(ctx(check.snapshot).failure?.attemptsLeft).toBe(2);
      },
      // too soon: said on the code form
      'resending error:resendCode': () => {
        expect(errorOf(check)).toBe(sampleFailures.resendTooSoon);
        expectStep(check, { failure: sampleFailures.resendTooSoon }, [resendTimer(waitOf(check))]);
      },
      // not a whole code: nothing is sent
      'otp.resendLocked otp.submit': () => {
        expect(sent<{ otp: string }>(check).otp).toBe('12');
        expectUnchanged(check);
      },
      [ignoredIn('otp.resendLocked', userEvents, 'otp.submit', 'payment.cancel')]: () => expectUnchanged(check),
    }),
  'cardPayment.otp.resendOpen': (check) =>
    expectWay(check, {
      'otp.resendLocked after:resendWait.cardPayment.otp.resendLocked': () => expectStep(check, {}),
      'otp.resendOpen otp.submit': () => {
        expect(sent<{ otp: string }>(check).otp).toBe('12');
        expectUnchanged(check);
      },
      [ignoredIn('otp.resendOpen', userEvents, 'otp.submit', 'otp.resend', 'payment.cancel')]: () =>
        expectUnchanged(check),
    }),
  'cardPayment.confirming': (check) =>
    expectWay(check, {
      'otp.resendLocked|otp.resendOpen otp.submit': () => {
        expect(sent<{ otp: string }>(check).otp).toBe('123456');
        expectStep(check, { failure: null }, [{ name: 'actor:confirmCode', params: { sessionId, otp: '123456' } }]);
        expect(JSON.stringify(ctx(check.snapshot))).not.toContain('123456');
      },
      [ignoredIn('confirming', userEvents)]: () => expectUnchanged(check),
    }),
  'cardPayment.resending': (check) =>
    expectWay(check, {
      'otp.resendOpen otp.resend': () =>
        expectStep(check, { failure: null }, [{ name: 'actor:resendCode', params: { sessionId } }]),
      [ignoredIn('resending', userEvents)]: () => expectUnchanged(check),
    }),
  'cardPayment.cancelling': (check) =>
    expectWay(check, {
      'cardEntry|otp.resendLocked|otp.resendOpen payment.cancel': () =>
        expectStep(check, {}, [{ name: 'actor:cancelPayment', params: { sessionId } }]),
      [ignoredIn('cancelling', userEvents)]: () => expectUnchanged(check),
    }),
  'cardPayment.failed': (check) =>
    expectWay(check, {
      'loading|submitting|confirming|cancelling error:loadSession|error:submitCard|error:confirmCode|error:cancelPayment':
        () => {
          expect(errorOf(check)).toBe(sampleFailures.network);
          expectStep(check, { failure: sampleFailures.network });
        },
      [ignoredIn('failed', userEvents, 'payment.retry')]: () => expectUnchanged(check),
    }),
  'cardPayment.redirecting': (check) =>
    expectWay(check, {
      // already decided (a reload after the code): its return is followed at once
      'loading|confirming done:loadSession|done:confirmCode': () => {
        expect(outputOf(check)).toBe(authorized);
        expectStep(check, { session: authorized, failure: null }, [follow(authorized.returnUrl!)]);
      },
      // a sandbox decline, or a cancel: the failure's return
      'submitting|cancelling done:submitCard|done:cancelPayment': () => {
        expect(outputOf(check)).toBe(declinedCard);
        expectStep(check, { session: declinedCard, failure: null }, [follow(declinedCard.returnUrl!)]);
        expect(check.snapshot.status).toBe('done');
      },
    }),
};

describeMachinePaths(entry, assertions);
