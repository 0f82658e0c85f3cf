import type { FileValue } from '../types';
import type { FieldError, FieldValue } from '../types';
import { type Check, fail, isFileList, isFileValue } from './context';

export const DEFAULT_MAX_FILE_BYTES = 2_000_000;

/** requirements#validation-file: an isMultiple file field holds at most this many files unless maxFiles says. */
export const DEFAULT_MAX_FILES = 5;

export const DEFAULT_FILE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/jpg', 'application/pdf'];

/**
 * Whether a file matches one fileType entry: a MIME type ('image/png'), a wildcard ('image/*'),
 * a family ('image', 'audio', 'video', 'pdf', 'csv') or an extension ('.pdf').
 */
export function matchesFileType(file: Pick<FileValue, 'name' | 'mimeType'>, entry: string): boolean {
  const wanted = entry.trim().toLowerCase();
  const mime = file.mimeType.toLowerCase();
  const name = file.name.toLowerCase();
  if (wanted.startsWith('.')) return name.endsWith(wanted);
  if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1));
  if (wanted.includes('/')) return mime === wanted;
  switch (wanted) {
    case 'image':
    case 'audio':
    case 'video':
      return mime.startsWith(`${wanted}/`);
    case 'pdf':
      return mime === 'application/pdf';
    case 'csv':
      // some systems label CSV files as spreadsheets; the extension settles it
      return mime === 'text/csv' || mime === 'application/csv' || name.endsWith('.csv');
    default:
      return false;
  }
}

/**
 * requirements#validation-file: still uploading (fileUploadInProcess), failed (fileReadFailed for
 * a file read as base64, 'Failed to read the file.'; fileUploadFailed otherwise), then the
 * type (invalidFileType), then the size (fileSizeBig {max}); a file of exactly the cap passes.
 * With isMultiple the value is a list: more than maxFiles (5 by default) is tooManyFiles {max},
 * then each file is checked in order and the first failure names the file ({file}).
 */
export function fileCheck(
  fileType: readonly string[] | undefined,
  size: number | undefined,
  upload?: 'server' | 'base64',
  /** isMultiple: the value is a list of at most maxFiles files */
  multiple?: { maxFiles?: number | undefined },
): Check {
  const types = fileType !== undefined && fileType.length > 0 ? fileType : DEFAULT_FILE_TYPES;
  const max = size ?? DEFAULT_MAX_FILE_BYTES;
  const maxFiles = multiple?.maxFiles ?? DEFAULT_MAX_FILES;
  const one = (value: FieldValue): FieldError | null => {
    if (!isFileValue(value)) return fail('invalidFileType');
    if (value.state === 'uploading') return fail('fileUploadInProcess');
    if (value.state === 'failed') return fail(upload === 'base64' ? 'fileReadFailed' : 'fileUploadFailed');
    if (!types.some((entry) => matchesFileType(value, entry))) return fail('invalidFileType');
    return value.size > max ? fail('fileSizeBig', { max }) : null;
  };
  return {
    name: 'file',
    run: (value) => {
      // a list is only an isMultiple field's value; a lone file there is a list of one
      if (multiple === undefined) return isFileList(value) ? fail('invalidFileType') : one(value);
      const files = isFileList(value) ? value : [value];
      if (files.length > maxFiles) return fail('tooManyFiles', { max: maxFiles });
      for (const file of files) {
        const error = one(file);
        if (error !== null && isFileValue(file)) return { ...error, values: { ...error.values, file: file.name } };
        if (error !== null) return error;
      }
      return null;
    },
  };
}
