import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { localizeText } from './text';
import type { FieldError, MessageKey } from '../types';

/**
 * Validation message keys (requirements#validation) in the user's language. A rule supplies the
 * values its message names: {min}, {max}, {length}, {field} (the other field's label). Where a rule
 * may give only one bound, boundMessages below words it without the missing one.
 */
export const fieldMessages: Record<MessageKey, MessageDescriptor> = {
  'validationError.fieldRequired': msg({ message: 'This field is required.' }),
  optionNotAvailable: msg({ message: 'Choose one of the options.' }),
  minNMaxRange: msg({ message: 'Enter a value from {min} to {max}.' }),
  invalidEmail: msg({ message: 'Enter a valid e-mail address.' }),
  invalidUrl: msg({ message: 'Enter a valid web address, such as https://example.com.' }),
  mobileLength: msg({ message: 'Enter a 10-digit mobile number.' }),
  passwordLength: msg({ message: 'Use 6 to 30 characters.' }),
  passAlphaNumSpecial: msg({
    message: 'Use an upper-case letter, a lower-case letter, a digit and a special character such as @ or #.',
  }),
  scriptNotAllowed: msg({ message: 'Scripts are not allowed here.' }),
  htmlNotAllowed: msg({ message: 'HTML tags are not allowed here.' }),
  inputLength: msg({ message: 'Enter {min} to {max} characters.' }),
  exactLength: msg({ message: 'Enter exactly {length} characters.' }),
  valueLength: msg({ message: 'Enter a value from {min} to {max}.' }),
  fieldsMustMatch: msg({ message: 'This must match {field}.' }),
  fieldsMustDiffer: msg({ message: 'This must be different from {field}.' }),
  otpLength: msg({ message: 'Enter all {length} digits.' }),
  invalidFileType: msg({ message: 'This type of file is not accepted.' }),
  fileSizeBig: msg({ message: 'The file must be at most {max}.' }),
  tooManyFiles: msg({ message: 'Choose at most {max} files.' }),
  fileUploadInProcess: msg({ message: 'Wait until the file has finished uploading.' }),
  // requirements#validation-file: base64 conversion failed
  fileReadFailed: msg({ message: 'Failed to read the file.' }),
  fileUploadFailed: msg({ message: 'The upload failed. Choose the file again.' }),
  invalidCardNumber: msg({ message: 'Not a valid card number.' }),
  refreshYourCaptcha: msg({ message: 'Refresh the captcha and try again.' }),
  invalidCaptcha: msg({ message: 'The characters do not match the captcha.' }),
  futureDateNotAllowed: msg({ message: 'Choose a date that is not in the future.' }),
  pastDateNotAllowed: msg({ message: 'Choose a date that is not in the past.' }),
  ageLimit: msg({ message: 'The age must be from {min} to {max} years.' }),
  'error.message.1117': msg({ message: 'The From date must not be after the To date.' }),
  occurrenceIncomplete: msg({ message: 'Choose the week or month, the start date, the end date and the time.' }),
  acceptTerms: msg({ message: 'Accept the terms and conditions to continue.' }),
  invalidBase64: msg({ message: 'This is not valid base64 data.' }),
  notANumber: msg({ message: 'Enter a number.' }),
  optionUnavailable: msg({ message: 'This option is not available now. Choose another one.' }),
  recipientUnknown: msg({ message: 'No wallet was found for this number. Check it and try again.' }),
  recipientIsPayer: msg({ message: 'This is your own wallet. Enter the number of someone else.' }),
  // a 'custom' error without a configured text of its own
  custom: msg({ message: 'This value is not valid.' }),
};

/** Wordings for a rule that supplied only one bound, or no other field's name. */
const boundMessages = {
  atLeastChars: msg({ message: 'Enter at least {min} characters.' }),
  atMostChars: msg({ message: 'Enter at most {max} characters.' }),
  atLeastValue: msg({ message: 'Enter a value of at least {min}.' }),
  atMostValue: msg({ message: 'Enter a value of at most {max}.' }),
  atLeastAge: msg({ message: 'You must be at least {min} years old.' }),
  mustMatch: msg({ message: 'This does not match.' }),
  mustDiffer: msg({ message: 'Choose something different from the current one.' }),
  fileTooBig: msg({ message: 'The file is too big.' }),
} as const;

const has = (values: FieldError['values'], name: string) =>
  values?.[name] !== undefined && values[name] !== null && values[name] !== '';

/** The descriptor for an error: its key's message, or a wording for the values it actually has. */
export function messageFor(error: FieldError): MessageDescriptor {
  const { key, values } = error;
  const min = has(values, 'min');
  const max = has(values, 'max');
  switch (key) {
    case 'inputLength':
      if (min && !max) return boundMessages.atLeastChars;
      if (max && !min) return boundMessages.atMostChars;
      break;
    case 'minNMaxRange':
    case 'valueLength':
      if (min && !max) return boundMessages.atLeastValue;
      if (max && !min) return boundMessages.atMostValue;
      break;
    case 'ageLimit':
      if (!max) return boundMessages.atLeastAge;
      break;
    case 'fieldsMustMatch':
      if (!has(values, 'field')) return boundMessages.mustMatch;
      break;
    case 'fieldsMustDiffer':
      if (!has(values, 'field')) return boundMessages.mustDiffer;
      break;
    case 'fileSizeBig':
      if (!max) return boundMessages.fileTooBig;
      break;
    default:
      break;
  }
  return fieldMessages[key];
}

/** A byte count as people read it: 2,000,000 → '2 MB' (decimal units, as the spec counts them). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
  if (bytes >= 1_000) return `${Math.round((bytes / 1_000) * 10) / 10} KB`;
  return `${bytes} B`;
}

/** fileSizeBig's {max} arrives in bytes; the message shows it in MB or KB. */
function displayValues(error: FieldError): Record<string, string | number> | undefined {
  const max = error.values?.max;
  if (error.key === 'fileSizeBig' && typeof max === 'number') return { ...error.values, max: formatBytes(max) };
  return error.values;
}

const fileOfList = msg({ message: '{file}: {text}', comment: 'a file of several, then what is wrong with it' });

/**
 * Translates field errors: `(error, locale) => text`. 'custom' shows the field's configured message
 * (ValidationMessage, a compare rule's message) in the locale, with the fallback of
 * requirements#locale-fallback.
 */
export function useFieldErrorText(): (error: FieldError | null, locale: string) => string | null {
  // `_` changes with the active catalog, so the callback does too
  const { _ } = useLingui();
  return useCallback(
    (error, locale) => {
      if (!error) return null;
      if (error.key === 'custom' && error.custom) {
        const text = localizeText(error.custom, locale);
        if (text) return text;
      }
      const descriptor = messageFor(error);
      const text = _({ ...descriptor, values: { ...descriptor.values, ...displayValues(error) } });
      // one file of an isMultiple field's list: which one (requirements#validation-file)
      const file = error.values?.file;
      return typeof file === 'string' && file !== '' ? _({ ...fileOfList, values: { file, text } }) : text;
    },
    [_],
  );
}
