import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CaptchaChallenge, ContactDraft, ContactUsContext, ContactUsInput } from '../contactUs.machine';
import type { FlowFailure } from '../shared';
import { sampleFailures } from './failures';

/** Challenges as the contract gives them: the flow reads id, kind, length and validity; the rest is carried. */
export const pictureCaptcha = {
  captchaId: 'c1'.padEnd(43, 'a'),
  kind: 'image',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  question: null,
  length: 5,
  expiresInSeconds: 300,
} as CaptchaChallenge;
export const sumCaptcha = {
  captchaId: 'c2'.padEnd(43, 'b'),
  kind: 'question',
  image: null,
  question: { a: 4, b: 8 },
  length: 2,
  expiresInSeconds: 300,
} as CaptchaChallenge;

export const signedInPrefill: ContactDraft = {
  name: 'Layla Hassan',
  email: 'layla@example.com',
  mobile: '7701000002',
  subject: '',
  message: '',
};
export const writtenDraft: ContactDraft = {
  ...signedInPrefill,
  subject: 'Card top-up',
  message: 'My top-up did not <b>arrive</b>.',
};

export const captchaInvalid: FlowFailure = {
  kind: 'captchaInvalid',
  errCode: 1140,
  message: 'The characters do not match the captcha.',
};
export const captchaExpired: FlowFailure = {
  kind: 'captchaExpired',
  errCode: 1141,
  message: 'The captcha has expired or was used already.',
};
export const rateLimited: FlowFailure = {
  kind: 'rateLimited',
  errCode: 1003,
  message: 'Too many attempts. Try again in 60 minutes.',
  retryAfterSeconds: 3600,
};

/** a visitor, and a signed-in user whose details fill the form */
export const contactUsInputs: (ContactUsInput | undefined)[] = [undefined, { prefill: signedInPrefill }];

export const contactUsEvents: EventObject[] = [
  { type: 'xstate.done.actor.loadCaptcha', output: pictureCaptcha } as EventObject,
  { type: 'xstate.done.actor.loadCaptcha', output: sumCaptcha } as EventObject,
  { type: 'xstate.error.actor.loadCaptcha', error: sampleFailures.network } as EventObject,
  { type: 'captcha.retry' },
  { type: 'captcha.refresh' },
  { type: 'captcha.switchKind', kind: 'question' } as EventObject,
  { type: 'captcha.switchKind', kind: 'image' } as EventObject,
  { type: 'xstate.after.captchaValidity.contactUs.editing.ready' },
  { type: 'contact.submit', draft: writtenDraft, captchaAnswer: 'K7M3X' } as EventObject,
  { type: 'xstate.done.actor.sendContact', output: { reference: 'CU-261127-7K3QX9' } } as EventObject,
  { type: 'xstate.error.actor.sendContact', error: captchaInvalid } as EventObject,
  { type: 'xstate.error.actor.sendContact', error: captchaExpired } as EventObject,
  { type: 'xstate.error.actor.sendContact', error: rateLimited } as EventObject,
  { type: 'contact.retry' },
  { type: 'contact.again' },
];

/** the server answers the kind asked for: a sum is never the answer to a picture's request */
export function contactUsFilter(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== 'xstate.done.actor.loadCaptcha') return true;
  const { output } = event as EventObject & { output: CaptchaChallenge };
  return output.kind === (snapshot.context as ContactUsContext).captchaKind;
}
