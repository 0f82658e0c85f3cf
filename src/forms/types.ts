import type { LocaleText } from '../api/contract/content';

/**
 * The values a service form holds. Everything is plain data (no File objects, no functions) so
 * the wizard's statechart can keep it in context, compare it and show it in the flow atlas.
 */

/** A file field's value: uploaded through adapter/v1/fileupload (fileId) or read as base64. */
export interface FileValue {
  kind: 'file';
  name: string;
  size: number;
  mimeType: string;
  /** 'uploading' while the upload or the read runs (requirements#validation-file: fileUploadInProcess) */
  state: 'uploading' | 'ready' | 'failed';
  /** 0–1 while uploading */
  progress?: number | undefined;
  fileId?: string | undefined;
  /** a data URL, for fields read as base64 */
  dataUrl?: string | undefined;
  /** in a list (isMultiple): which chosen file this is, so its upload's answers update it alone */
  key?: string | undefined;
}

const fileKeys = new WeakMap<File, string>();
let lastFileKey = 0;

/** The same key for the same chosen File, wherever it is asked (the view and the upload). */
export function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastFileKey += 1;
    key = `f${lastFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

/** A file just chosen: what the field holds while it is uploaded or read; `keyed` for a list item. */
export function uploadingFile(file: File, keyed = false): FileValue {
  const value: FileValue = {
    kind: 'file',
    name: file.name,
    size: file.size,
    mimeType: file.type,
    state: 'uploading',
    progress: 0,
  };
  if (keyed) value.key = fileKey(file);
  return value;
}

/**
 * string for inputs, selects and dates (ISO), boolean for checkbox/switch, string[] for
 * multi-selects, FileValue for a file field, FileValue[] for a file field with isMultiple
 */
export type FieldValue = string | boolean | string[] | FileValue | FileValue[] | null;
export type FormValues = Record<string, FieldValue>;

/**
 * Validation message keys (requirements#validation). A rule that fails names one; the views
 * translate it with Lingui (src/forms/fields/messages.ts). 'custom' carries the field's own
 * configured message.
 */
export const messageKeys = [
  'validationError.fieldRequired',
  'optionNotAvailable',
  'minNMaxRange',
  'invalidEmail',
  'invalidUrl',
  'mobileLength',
  'passwordLength',
  'passAlphaNumSpecial',
  'scriptNotAllowed',
  'htmlNotAllowed',
  'inputLength',
  'exactLength',
  'valueLength',
  'fieldsMustMatch',
  'fieldsMustDiffer',
  'otpLength',
  'invalidFileType',
  'fileSizeBig',
  /** requirements#validation-file: an isMultiple file field holds at most {max} files */
  'tooManyFiles',
  'fileUploadInProcess',
  /** requirements#validation-file: 'Failed to read the file.' during base64 conversion */
  'fileReadFailed',
  'fileUploadFailed',
  'invalidCardNumber',
  'refreshYourCaptcha',
  'invalidCaptcha',
  'futureDateNotAllowed',
  'pastDateNotAllowed',
  'ageLimit',
  'error.message.1117',
  'occurrenceIncomplete',
  'acceptTerms',
  'invalidBase64',
  'notANumber',
  /** requirements#option-unavailable: the chosen option is listed but cannot be chosen now */
  'optionUnavailable',
  /** requirements#recipient-live-check: no wallet has this number / it is the payer's own */
  'recipientUnknown',
  'recipientIsPayer',
  'custom',
] as const;
export type MessageKey = (typeof messageKeys)[number];

/** A failed rule: its message key, the values the message needs, and a configured text for 'custom'. */
export interface FieldError {
  key: MessageKey;
  values?: Record<string, string | number> | undefined;
  custom?: LocaleText | undefined;
}

export type FieldErrors = Record<string, FieldError>;
