import { assign, setup } from 'xstate';
import { notProvided, toFlowFailure, type FlowFailure } from './shared';

/**
 * Contact us (requirements#contact-us): a captcha is loaded first (a picture of characters, or a
 * sum as the accessible alternative, switched at will), then the message is written and sent
 * with the captcha's answer. A captcha is good for a few minutes (the `captchaValidity` delay,
 * from the server's answer) and for one message: a refused answer (invalidCaptcha) or an expired
 * captcha (refreshYourCaptcha) loads a new one and keeps everything written; any other failure
 * says so, and a retry loads a new captcha to send it with. Sent: the message's reference number.
 */
export type CaptchaKind = 'image' | 'question';

/** A challenge as the flow reads it; the picture or the sum travels untouched to the view. */
export interface CaptchaChallenge {
  captchaId: string;
  kind: CaptchaKind;
  /** characters of the answer (the captcha rule checks it before sending) */
  length: number;
  expiresInSeconds: number;
}

/** What the sender wrote (never the captcha's answer, which goes with one attempt only). */
export interface ContactDraft {
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
}

export interface ContactUsContext {
  captchaKind: CaptchaKind;
  captcha: CaptchaChallenge | null;
  /** the last message sent, or the signed-in user's details to start from */
  draft: ContactDraft | null;
  reference: string | null;
  failure: FlowFailure | null;
}

export interface ContactUsInput {
  /** the signed-in user's name, e-mail and mobile */
  prefill?: ContactDraft;
}

export type ContactUsEvent =
  | { type: 'captcha.refresh' }
  | { type: 'captcha.switchKind'; kind: CaptchaKind }
  | { type: 'captcha.retry' }
  | { type: 'contact.submit'; draft: ContactDraft; captchaAnswer: string }
  | { type: 'contact.retry' }
  | { type: 'contact.again' };

export interface SendContactInput extends ContactDraft {
  captchaId: string;
  captchaAnswer: string;
}

/** when the server does not say: five minutes */
export const DEFAULT_CAPTCHA_SECONDS = 300;

export const contactUsMachine = setup({
  types: {
    context: {} as ContactUsContext,
    events: {} as ContactUsEvent,
    input: {} as ContactUsInput | undefined,
  },
  actors: {
    loadCaptcha: notProvided<CaptchaChallenge, { kind: CaptchaKind }>('loadCaptcha'),
    sendContact: notProvided<{ reference: string }, SendContactInput>('sendContact'),
  },
  actions: {
    assignCaptcha: assign((_, params: { captcha: CaptchaChallenge }) => ({ captcha: params.captcha })),
    assignKind: assign((_, params: { kind: CaptchaKind }) => ({ captchaKind: params.kind })),
    /** the old challenge is of no use any more: none is shown until the new one is there */
    dropCaptcha: assign({ captcha: null }),
    assignDraft: assign((_, params: { draft: ContactDraft }) => ({ draft: params.draft })),
    assignReference: assign((_, params: { reference: string }) => ({ reference: params.reference, failure: null })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toFlowFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** another message: a clean form, the sender's details kept */
    startOver: assign(({ context }) => ({
      reference: null,
      failure: null,
      draft: context.draft === null ? null : { ...context.draft, subject: '', message: '' },
    })),
  },
  guards: {
    isOtherKind: ({ context }, params: { kind: CaptchaKind }) => params.kind !== context.captchaKind,
    isCaptchaRefused: (_, params: { error: unknown }) => {
      const kind = toFlowFailure(params.error).kind;
      return kind === 'captchaInvalid' || kind === 'captchaExpired';
    },
  },
  delays: {
    captchaValidity: ({ context }) => (context.captcha?.expiresInSeconds ?? DEFAULT_CAPTCHA_SECONDS) * 1000,
  },
}).createMachine({
  id: 'contactUs',
  context: ({ input }) => ({
    captchaKind: 'image',
    captcha: null,
    draft: input?.prefill ?? null,
    reference: null,
    failure: null,
  }),
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: {
      entry: 'dropCaptcha',
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        input: ({ context }) => ({ kind: context.captchaKind }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignCaptcha', params: ({ event }) => ({ captcha: event.output }) },
        },
        onError: {
          target: 'captchaFailed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** no captcha could be loaded: nothing can be sent until one is */
    captchaFailed: {
      on: { 'captcha.retry': { target: 'loadingCaptcha', actions: 'clearFailure' } },
    },
    editing: {
      initial: 'ready',
      on: {
        'captcha.refresh': { target: 'loadingCaptcha', actions: 'clearFailure' },
        'captcha.switchKind': {
          guard: { type: 'isOtherKind', params: ({ event }) => ({ kind: event.kind }) },
          target: 'loadingCaptcha',
          actions: ['clearFailure', { type: 'assignKind', params: ({ event }) => ({ kind: event.kind }) }],
        },
      },
      states: {
        ready: {
          after: { captchaValidity: 'expired' },
          on: {
            'contact.submit': {
              target: '#contactUs.submitting',
              actions: ['clearFailure', { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) }],
            },
          },
        },
        /** requirements#validation-captcha: refreshYourCaptcha — only a new captcha helps */
        expired: {},
      },
    },
    submitting: {
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context, event }) => {
          const e = event as Extract<ContactUsEvent, { type: 'contact.submit' }>;
          return { ...e.draft, captchaId: context.captcha?.captchaId ?? '', captchaAnswer: e.captchaAnswer };
        },
        onDone: {
          target: 'sent',
          actions: { type: 'assignReference', params: ({ event }) => ({ reference: event.output.reference }) },
        },
        onError: [
          // invalidCaptcha / refreshYourCaptcha: the captcha is used up; a new one, the message kept
          {
            guard: { type: 'isCaptchaRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingCaptcha',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** not sent (no answer, too many messages): the message is kept; a retry takes a new captcha */
    failed: {
      on: { 'contact.retry': { target: 'loadingCaptcha', actions: 'clearFailure' } },
    },
    /** the reference number to quote */
    sent: {
      on: { 'contact.again': { target: 'loadingCaptcha', actions: 'startOver' } },
    },
  },
});
