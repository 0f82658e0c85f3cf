import * as v from 'valibot';

/**
 * requirements#contact-us: the public contact form (contactus/addContact) and the captcha it needs
 * (contactus/getCaptcha, this contract's own). The captcha is a picture of characters, or, as the
 * accessible alternative, a small sum to answer; either is valid for CAPTCHA_VALIDITY_SECONDS and
 * is used up by the first message sent with it, right or wrong.
 */
export const CAPTCHA_VALIDITY_SECONDS = 5 * 60;
export const captchaKinds = ['image', 'question'] as const;
export type CaptchaKind = (typeof captchaKinds)[number];

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 2000,
} as const;

/** 10 digits, the mobile rule of requirements#validation-mobile */
export const CONTACT_MOBILE_PATTERN = /^\d{10}$/;

// no control characters but line breaks and tabs (the message), no lone surrogates (invalid Unicode)
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BROKEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BROKEN_LINE = /[\u0000-\u001f\u007f\p{Cs}]/u;

const clean = (multiline: boolean) =>
  v.check(
    (text: string) => !(multiline ? CONTROL_OR_BROKEN : CONTROL_OR_BROKEN_LINE).test(text),
    'Contains characters that are not allowed.',
  );

/** Text that is stored as typed (markup included: it is text, shown escaped) within bounds. */
const boundedText = (max: number, multiline = false) =>
  v.pipe(
    v.string(),
    clean(multiline),
    v.trim(),
    v.minLength(1, 'This field is required.'),
    v.maxLength(max, `At most ${max} characters.`),
  );

const optionalText = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => (text === '' ? undefined : text)),
      v.optional(schema),
    ),
  );

export const captchaRequestSchema = v.object({ kind: v.optional(v.picklist(captchaKinds), 'image') });

export const captchaIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'A captcha id.'));

/** contactus/getCaptcha: a new challenge. The answer never leaves the server. */
export const captchaSchema = v.object({
  captchaId: captchaIdSchema,
  kind: v.picklist(captchaKinds),
  /** the picture (kind image): an SVG data URL */
  image: v.nullable(v.string()),
  /** the sum to answer (kind question): "what is a plus b", worded by the portal in the user's language */
  question: v.nullable(v.object({ a: v.number(), b: v.number() })),
  /** how many characters the answer has (the captcha rule checks it before sending) */
  length: v.number(),
  expiresInSeconds: v.number(),
});
export type Captcha = v.InferOutput<typeof captchaSchema>;

export const addContactRequestSchema = v.pipe(
  v.object({
    name: boundedText(CONTACT_LIMITS.name),
    email: optionalText(
      v.pipe(
        v.string(),
        clean(false),
        v.maxLength(CONTACT_LIMITS.email, `At most ${CONTACT_LIMITS.email} characters.`),
        v.email('Enter a valid e-mail address.'),
      ),
    ),
    mobile: optionalText(v.pipe(v.string(), v.regex(CONTACT_MOBILE_PATTERN, 'Enter a 10-digit mobile number.'))),
    subject: boundedText(CONTACT_LIMITS.subject),
    message: boundedText(CONTACT_LIMITS.message, true),
    captchaId: captchaIdSchema,
    captchaAnswer: v.pipe(v.string(), v.trim(), v.minLength(1, 'Answer the captcha.'), v.maxLength(16)),
  }),
  v.forward(
    v.check((r) => r.email !== undefined || r.mobile !== undefined, 'Give an e-mail address or a mobile number.'),
    ['email'],
  ),
);
export type AddContactRequest = v.InferInput<typeof addContactRequestSchema>;

/** contactus/addContact: the message's reference, to quote when writing again */
export const addContactDataSchema = v.object({ reference: v.string(), receivedAt: v.string() });
export type AddContactData = v.InferOutput<typeof addContactDataSchema>;
