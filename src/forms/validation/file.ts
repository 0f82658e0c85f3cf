import type { FileValue } from '../types';
import { type Check, fail, isFileValue } from './context';

export const DEFAULT_MAX_FILE_BYTES = 2_000_000;

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
 */
export function fileCheck(
  fileType: readonly string[] | undefined,
  size: number | undefined,
  upload?: 'server' | 'base64',
): Check {
  const types = fileType !== undefined && fileType.length > 0 ? fileType : DEFAULT_FILE_TYPES;
  const max = size ?? DEFAULT_MAX_FILE_BYTES;
  return {
    name: 'file',
    run: (value) => {
      if (!isFileValue(value)) return fail('invalidFileType');
      if (value.state === 'uploading') return fail('fileUploadInProcess');
      if (value.state === 'failed') return fail(upload === 'base64' ? 'fileReadFailed' : 'fileUploadFailed');
      if (!types.some((entry) => matchesFileType(value, entry))) return fail('invalidFileType');
      return value.size > max ? fail('fileSizeBig', { max }) : null;
    },
  };
}
