import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { notTheSignedInUser, requireAccessToken, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { readQuery } from '../http/query';
import { contentDisposition, ownFileDownload, sampleCsv, sampleCsvTypes, type Download } from './downloads';
import { FILE_ID } from './files';

const downloadFileSchema = v.object({
  fileId: v.pipe(v.string(), v.regex(FILE_ID, 'an uploaded file id')),
  userIdentifier: v.optional(v.nullable(v.string())),
});
const sampleQuerySchema = v.object({ type: v.optional(v.picklist(sampleCsvTypes), 'disbursement') });
const sampleBodySchema = v.object({
  ...sampleQuerySchema.entries,
  userIdentifier: v.optional(v.nullable(v.string())),
});

/**
 * Bytes, not an envelope (failures still are envelopes): an attachment that is never sniffed into
 * something else, never cached, and runs nothing if opened in place.
 */
function sendDownload(c: Context, download: Download): Response {
  return c.body(download.bytes, 200, {
    'Content-Type': download.contentType,
    'Content-Length': String(download.bytes.byteLength),
    'Content-Disposition': contentDisposition(download.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}

/** requirements#downloads: a user's own uploaded file; the sample CSV of bulk uploads. */
export function downloadRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  api.post(`/${paths.downloadFile}`, ...signedIn, async (c) => {
    const body = await readJson(c, downloadFileSchema);
    const { user } = c.get('user');
    if (body.userIdentifier != null && body.userIdentifier !== '' && body.userIdentifier !== user.userIdentifier) {
      throw notTheSignedInUser();
    }
    return sendDownload(c, await ownFileDownload(deps.db, user.id, body.fileId));
  });

  // A GET with ?type=; a POST with {type} too, as a call built with a body is sent (requirements#request-wrappers).
  api.get(`/${paths.downloadSampleCsv}`, ...signedIn, (c) => {
    const { type } = readQuery(c, sampleQuerySchema);
    return sendDownload(c, sampleCsv(type));
  });
  api.post(`/${paths.downloadSampleCsv}`, ...signedIn, async (c) => {
    const body = await readJson(c, sampleBodySchema, { optional: true });
    const { user } = c.get('user');
    if (body.userIdentifier != null && body.userIdentifier !== '' && body.userIdentifier !== user.userIdentifier) {
      throw notTheSignedInUser();
    }
    return sendDownload(c, sampleCsv(body.type));
  });
}
