import { ErrCode } from '../../src/api/contract/errCodes';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/envelope';
import { selectOwnFile } from './files.repository';

/**
 * requirements#downloads: a stored file sent back to its owner, and the sample CSV of bulk uploads,
 * each named by Content-Disposition (the portal names the download after it).
 */

export interface Download {
  name: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Types the bytes were checked to be at upload (requirements#validation-file); CSV is UTF-8 text. */
function contentTypeOf(mimeType: string): string {
  return mimeType === 'text/csv' ? 'text/csv; charset=utf-8' : mimeType;
}

/** The owner's file; another user's and an unknown one get the same 404 (existence is not revealed). */
export async function ownFileDownload(q: Queryable, ownerId: string, fileId: string): Promise<Download> {
  const row = await selectOwnFile(q, fileId, ownerId);
  if (row === undefined) {
    throw new ApiError(404, ErrCode.notFound, 'There is no such file of yours.', {
      errors: [{ field: 'fileId', code: 'unknown', message: 'No file you uploaded has this id.' }],
    });
  }
  return { name: row.name, contentType: contentTypeOf(row.mime_type), bytes: new Uint8Array(row.data) };
}

export const sampleCsvTypes = ['disbursement', 'disbursementBatch'] as const;
export type SampleCsvType = (typeof sampleCsvTypes)[number];

/**
 * The disbursement file's format (payments/plans/other.ts, parseDisbursementCsv): a `mobile,amount`
 * header, then one payment per line; the numbers are demo wallets, so the sample pays as it is.
 */
const samples: Record<SampleCsvType, { name: string; lines: readonly string[] }> = {
  disbursement: {
    name: 'disbursement-sample.csv',
    lines: ['mobile,amount', '7701000001,25000.00', '7701000002,15000.50', '7701000012,10000.00'],
  },
  // the batch screen's file (requirements#bulk-disbursement): a reference per payment
  disbursementBatch: {
    name: 'disbursement-batch-sample.csv',
    lines: [
      'mobile,amount,reference',
      '7701000001,25000.00,SALARY-NOV-001',
      '7701000002,15000.50,SALARY-NOV-002',
      '7701000012,10000.00,SALARY-NOV-003',
    ],
  },
};

export function sampleCsv(type: SampleCsvType): Download {
  const sample = samples[type];
  return {
    name: sample.name,
    contentType: 'text/csv; charset=utf-8',
    // RFC 4180: lines end in CRLF
    bytes: new TextEncoder().encode(sample.lines.map((line) => `${line}\r\n`).join('')),
  };
}

const percent = (ch: string) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * RFC 6266 with the RFC 5987 extended parameter: `filename` is a plain-ASCII stand-in (quotes,
 * backslashes, percent signs and anything outside printable ASCII become `_`), `filename*` the
 * name itself, UTF-8 percent-encoded (attr-char only), so no name can break out of the header.
 */
export function contentDisposition(name: string): string {
  // lone surrogates become U+FFFD, which encodeURIComponent can encode
  const wellFormed = Buffer.from(name, 'utf8').toString('utf8');
  const fallback = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(wellFormed).replace(/['()*!]/g, percent);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
