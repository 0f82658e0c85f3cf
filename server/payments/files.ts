import { createHash } from 'node:crypto';
import { ErrCode } from '../../src/api/contract/errCodes';
import type { FileUploadData } from '../../src/api/contract/transactions';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { ApiError, validationError } from '../http/envelope';
import { randomToken } from '../security/crypto';
import { reserve } from '../security/rateLimit';
import { insertFile, selectOwnFile } from './files.repository';

/**
 * Uploaded files (adapter/v1/fileupload, and base64 data URLs in a body): at most 2,000,000 bytes
 * of JPEG, PNG or PDF (requirements#validation-file), plus CSV for disbursement files. The type is
 * read from the bytes, never trusted from the name or the declared type.
 */
export const MAX_FILE_BYTES = 2_000_000;
/** What adapter/v1/fileupload answers as fileId: F and 43 base64url characters. */
export const FILE_ID = /^F[A-Za-z0-9_-]{43}$/;
export const allowedFileTypes = ['image/jpeg', 'image/png', 'application/pdf', 'text/csv'] as const;
export type FileType = (typeof allowedFileTypes)[number];

export interface FileContent {
  name: string;
  mimeType: FileType;
  bytes: Uint8Array;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/** What the bytes are, whatever they are called; CSV is any UTF-8 text without control bytes. */
export function sniffType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // tab, line feed and carriage return are the only control characters a CSV needs
    return /[^\P{Cc}\t\n\r]/u.test(text) ? undefined : 'text/csv';
  } catch {
    return undefined;
  }
}

/** Declared types that name a detected one (browsers call CSV many things). */
const aliases: Record<FileType, readonly string[]> = {
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/png': ['image/png'],
  'application/pdf': ['application/pdf'],
  'text/csv': ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/comma-separated-values'],
};

export function fileError(
  errCode: typeof ErrCode.fileTooBig | typeof ErrCode.fileTypeInvalid,
  field: string,
): ApiError {
  const message =
    errCode === ErrCode.fileTooBig
      ? 'The file is larger than 2,000,000 bytes.'
      : 'Upload a JPEG, PNG, PDF or CSV file.';
  return new ApiError(400, errCode, message, {
    errors: [{ field, code: errCode === ErrCode.fileTooBig ? 'size' : 'type', message }],
  });
}

/**
 * Checks an upload: size, detected type, and that a declared type (or a .csv name) agrees with
 * the detected one, so a PNG called statement.pdf or a script called data.csv.png is refused.
 */
export function checkFile(bytes: Uint8Array, declaredType: string, name: string, field: string): FileType {
  if (bytes.length > MAX_FILE_BYTES) throw fileError(ErrCode.fileTooBig, field);
  if (bytes.length === 0) throw fileError(ErrCode.fileTypeInvalid, field);
  const detected = sniffType(bytes);
  if (detected === undefined) throw fileError(ErrCode.fileTypeInvalid, field);
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const agrees =
    detected === 'text/csv'
      ? aliases['text/csv'].includes(declared) && /\.csv$/i.test(name)
      : declared === '' || declared === 'application/octet-stream' || aliases[detected].includes(declared);
  if (!agrees) throw fileError(ErrCode.fileTypeInvalid, field);
  return detected;
}

/** A display name without path, control characters or quotes, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}"<>]/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? 'file' : cleaned;
}

const DATA_URL = /^data:([a-z0-9.+/-]+)(?:;[a-z0-9=.-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** requirements#validation-base64: a data URL whose part after the first comma is base64. */
export function parseDataUrl(value: string, field: string): FileContent {
  const match = value.trim().match(DATA_URL);
  if (match === null || (match[2] ?? '').length % 4 !== 0) {
    throw new ApiError(400, ErrCode.validationFailed, 'The request is not valid.', {
      errors: [{ field, code: 'base64', message: 'A data URL with base64 content.' }],
    });
  }
  const bytes = new Uint8Array(Buffer.from(match[2] ?? '', 'base64'));
  const declared = (match[1] ?? '').toLowerCase();
  const type = checkFile(bytes, declared, declared === 'text/csv' ? 'file.csv' : 'file', field);
  return { name: 'file', mimeType: type, bytes };
}

/** requirements#validation-file: an isMultiple file field carries at most this many files. */
export const MAX_FIELD_FILES = 5;

/** One file a body names: a data URL read now, or the caller's own earlier upload. */
export type FileRef =
  { kind: 'new'; file: FileContent } | { kind: 'uploaded'; file: StoredFile & { bytes: Uint8Array } };

/**
 * A file field's value as a body carries it (requirements#request-sources): a data URL or a
 * fileId, or for an isMultiple field a list of them (at most `max`, 5 by default). Each file is
 * checked as a single one would be (size, the type read from the bytes, the caller's own upload),
 * and its errors name it (`field.1` for the second). A list where one value is expected, more
 * files than allowed, an empty list or anything but text is a field error, never a 5xx.
 */
export async function readFileRefs(
  q: Queryable,
  ownerId: string,
  raw: unknown,
  field: string,
  options: { multiple: boolean; max?: number },
): Promise<FileRef[]> {
  const max = options.max ?? MAX_FIELD_FILES;
  const refuse = (code: string, message: string, at = field) => validationError([{ field: at, code, message }]);
  if (Array.isArray(raw) && !options.multiple)
    throw refuse('format', 'One file, as a data URL or an uploaded file id.');
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0 || (list.length === 1 && (list[0] === '' || list[0] == null))) {
    throw refuse('required', 'This field is required.');
  }
  if (list.length > max) throw refuse('count', `At most ${max} files.`);
  const refs: FileRef[] = [];
  for (const [index, item] of list.entries()) {
    const at = Array.isArray(raw) ? `${field}.${index}` : field;
    if (typeof item !== 'string') throw refuse('format', 'A data URL or an uploaded file id.', at);
    const value = item.trim();
    if (value.startsWith('data:')) refs.push({ kind: 'new', file: parseDataUrl(value, at) });
    else if (FILE_ID.test(value)) refs.push({ kind: 'uploaded', file: await findOwnFile(q, value, ownerId, at) });
    else throw refuse('format', 'A data URL or an uploaded file id.', at);
  }
  return refs;
}

export interface StoredFile {
  id: string;
  publicId: string;
  name: string;
  mimeType: FileType;
  size: number;
}

export async function storeFile(q: Queryable, ownerId: string, file: FileContent, nowMs: number): Promise<StoredFile> {
  const publicId = `F${randomToken()}`;
  const buffer = Buffer.from(file.bytes);
  const id = await insertFile(
    q,
    {
      publicId,
      ownerId,
      name: file.name,
      mimeType: file.mimeType,
      sha256: createHash('sha256').update(buffer).digest('hex'),
      bytes: buffer,
    },
    nowMs,
  );
  if (id === undefined) throw new Error('file insert returned no row');
  return { id, publicId, name: file.name, mimeType: file.mimeType, size: buffer.length };
}

/** The caller's own file by its public id, with its bytes; fileUnknown otherwise. */
export async function findOwnFile(
  q: Queryable,
  publicId: string,
  ownerId: string,
  field: string,
): Promise<StoredFile & { bytes: Uint8Array }> {
  const row = await selectOwnFile(q, publicId, ownerId);
  if (row === undefined) {
    throw new ApiError(200, ErrCode.fileUnknown, 'This file was not uploaded by you, or no longer exists.', {
      errors: [{ field, code: 'unknown', message: 'Upload the file again.' }],
    });
  }
  return {
    id: row.id,
    publicId,
    name: row.name,
    // the table holds only types checkFile let through
    mimeType: row.mime_type as FileType,
    size: row.size,
    bytes: new Uint8Array(row.data),
  };
}

/** File uploads per user per hour: over the limit, 429 (counted before the body is read). */
export async function countUpload(deps: Deps, userId: string): Promise<void> {
  await reserve(
    deps.db,
    { key: `upload:user:${userId}`, max: deps.limits.fileUploadsPerUserPerHour, windowSeconds: 3600 },
    deps.now(),
  );
}

/** requirements#uploads: the file checked (size, the type read from the bytes) and kept for its uploader. */
export async function acceptUpload(deps: Deps, userId: string, file: File): Promise<FileUploadData> {
  const name = cleanFileName(file.name);
  if (file.size > MAX_FILE_BYTES) throw fileError(ErrCode.fileTooBig, 'file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = checkFile(bytes, file.type, name, 'file');
  const stored = await storeFile(deps.db, userId, { name, mimeType, bytes }, deps.now());
  return { fileId: stored.publicId, name, size: stored.size, mimeType };
}
