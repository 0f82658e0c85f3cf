import { randomInt } from 'node:crypto';
import {
  CAPTCHA_VALIDITY_SECONDS,
  type AddContactData,
  type Captcha,
  type CaptchaKind,
} from '../../src/api/contract/contactUs';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { Deps } from '../deps';
import { Refusal } from '../http/envelope';
import { send } from '../outbox/outbox';
import { hmacSha256, randomToken, timingSafeEqualText } from '../security/crypto';
import { reserve } from '../security/rateLimit';
import type { CaptchaAnswerLog } from './captchaAnswers';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaSvg, svgDataUrl } from './captchaImage';
import { deleteCaptchasExpiredBefore, insertCaptcha, insertContactMessage, useCaptcha } from './contactUs.repository';

/**
 * requirements#contact-us: the public contact form. A captcha (a picture of characters, or a sum
 * as the accessible alternative) is made per attempt, stored as an HMAC of its answer, valid
 * five minutes and used up by the first message sent with it, right or wrong; so a wrong answer
 * always needs a new captcha. Sends are limited per IP. A message is stored and e-mailed to the
 * support inbox (the sandbox outbox); the sender gets its reference.
 */

/** The support inbox the messages go to (the outbox's recipient). */
export const SUPPORT_INBOX = 'support@walletportal.example';
const HOUR = 3600;

/** What the sender may type for the answer: any case, spaces, Arabic-Indic digits. */
export function normalizeAnswer(answer: string): string {
  return answer
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, '')
    .toUpperCase();
}

const answerHmac = (deps: Deps, id: string, answer: string) =>
  hmacSha256(deps.keys.captcha, `${id}:${normalizeAnswer(answer)}`).toString('hex');

export async function createCaptcha(
  deps: Deps,
  ip: string,
  kind: CaptchaKind,
  answers: CaptchaAnswerLog | undefined,
): Promise<Captcha> {
  const now = deps.now();
  await reserve(deps.db, { key: `captcha:ip:${ip}`, max: deps.limits.captchasPerIpPerHour, windowSeconds: HOUR }, now);
  await deleteCaptchasExpiredBefore(deps.db, now - HOUR * 1000);
  const id = randomToken();
  const expiresAtMs = now + CAPTCHA_VALIDITY_SECONDS * 1000;
  let answer: string;
  let image: string | null = null;
  let question: { a: number; b: number } | null = null;
  if (kind === 'image') {
    answer = randomCaptchaText();
    image = svgDataUrl(renderCaptchaSvg(answer));
  } else {
    question = { a: randomInt(1, 10), b: randomInt(1, 10) };
    answer = String(question.a + question.b);
  }
  await insertCaptcha(deps.db, { id, kind, answerHmac: answerHmac(deps, id, answer), nowMs: now, expiresAtMs });
  answers?.remember(id, answer, expiresAtMs, now);
  return {
    captchaId: id,
    kind,
    image,
    question,
    length: answer.length,
    expiresInSeconds: CAPTCHA_VALIDITY_SECONDS,
  };
}

/** CU-261127-7K3QX9: the day and six characters nobody mistakes for others. */
function newReference(nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(2, 10).replaceAll('-', '');
  const tail = Array.from({ length: 6 }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
  return `CU-${day}-${tail}`;
}

export interface ContactMessageInput {
  name: string;
  email?: string | undefined;
  mobile?: string | undefined;
  subject: string;
  message: string;
  captchaId: string;
  captchaAnswer: string;
}

export const captchaMessages = {
  expired: 'The captcha has expired or was used already. Load a new one and try again.',
  invalid: 'The characters do not match the captcha. A new one has been made: try again.',
} as const;

/** Uses the captcha up (right or wrong, it works once) and judges the answer. */
export async function checkCaptcha(
  deps: Deps,
  captchaId: string,
  answer: string,
  nowMs: number,
): Promise<'ok' | 'expired' | 'invalid'> {
  const captcha = await useCaptcha(deps.db, captchaId, nowMs);
  if (captcha === undefined || captcha.expiresAt.getTime() <= nowMs) return 'expired';
  return timingSafeEqualText(answerHmac(deps, captchaId, answer), captcha.answerHmac) ? 'ok' : 'invalid';
}

export async function addContact(
  deps: Deps,
  peer: { ip: string; category: string },
  input: ContactMessageInput,
): Promise<AddContactData | Refusal> {
  const now = deps.now();
  // every attempt counts, right or wrong: guessing captchas costs as much as sending
  await reserve(
    deps.db,
    { key: `contact:ip:${peer.ip}`, max: deps.limits.contactMessagesPerIpPerHour, windowSeconds: HOUR },
    now,
  );
  const verdict = await checkCaptcha(deps, input.captchaId, input.captchaAnswer, now);
  if (verdict === 'expired') return new Refusal(ErrCode.captchaExpired, captchaMessages.expired);
  if (verdict === 'invalid') return new Refusal(ErrCode.captchaInvalid, captchaMessages.invalid);

  const email = input.email ?? null;
  const mobile = input.mobile ?? null;
  return deps.db.transaction(async (tx) => {
    let reference = newReference(now);
    const message = { category: peer.category, name: input.name, email, mobile, subject: input.subject };
    while (!(await insertContactMessage(tx, { ...message, reference, message: input.message }, now)))
      reference = newReference(now);
    // the support inbox: stored as text; the outbox page escapes it like every message
    const from = [email, mobile].filter((value) => value !== null).join(', ');
    await send(
      tx,
      {
        channel: 'email',
        recipient: SUPPORT_INBOX,
        userId: null,
        purpose: 'support',
        subject: `[${reference}] ${input.subject}`,
        body: `From: ${input.name} (${from})\nPortal: ${peer.category}\n\n${input.message}`,
      },
      now,
    );
    return { reference, receivedAt: new Date(now).toISOString() };
  });
}
