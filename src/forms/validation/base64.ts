import type { FileValue } from '../types';
import { type Check, fail, isFileList, isFileValue } from './context';

/** Standard alphabet, padded to a multiple of 4; no whitespace, no URL-safe characters. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * requirements#validation-base64: a plain base64 string, or a data URL whose part after the first
 * comma is well-formed base64. An empty payload is not base64 of anything and fails.
 */
export function isBase64OrDataUrl(text: string): boolean {
  if (text.startsWith('data:')) {
    const comma = text.indexOf(',');
    if (comma < 0) return false;
    const payload = text.slice(comma + 1);
    return payload !== '' && BASE64.test(payload);
  }
  return text !== '' && BASE64.test(text);
}

const fileIsBase64 = (value: FileValue) =>
  value.state !== 'ready' || value.fileId !== undefined || isBase64OrDataUrl(value.dataUrl ?? '');

export const base64Check: Check = {
  name: 'base64',
  run: (value) => {
    // a file field read as base64 holds its data URL; one still being read is the file rule's to report
    if (isFileValue(value)) return fileIsBase64(value) ? null : fail('invalidBase64');
    // isMultiple: every file of the list
    if (isFileList(value)) return value.every(fileIsBase64) ? null : fail('invalidBase64');
    return typeof value === 'string' && isBase64OrDataUrl(value) ? null : fail('invalidBase64');
  },
};
