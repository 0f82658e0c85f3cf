import type { Hono } from 'hono';
import * as paths from '../../src/api/contract/paths';
import type { Deps } from '../deps';
import { requireAccessToken, requireUserSession } from '../http/auth';
import { ok, validationError } from '../http/envelope';
import { acceptUpload, countUpload } from './files';

/** Files the service forms upload (a disbursement file, a bank statement). */
export function fileRoutes(api: Hono, deps: Deps): void {
  const signedIn = [requireAccessToken(deps), requireUserSession(deps)] as const;

  // requirements#uploads: multipart, field `file`; the type is read from the bytes.
  api.post(`/${paths.fileUpload}`, ...signedIn, async (c) => {
    const { user } = c.get('user');
    await countUpload(deps, user.id);
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('Content-Type') ?? '')) {
      throw validationError([{ field: '', code: 'content_type', message: 'Send the file as multipart/form-data.' }]);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw validationError([{ field: '', code: 'multipart', message: 'The multipart body is malformed.' }]);
    }
    const file = form.file;
    if (!(file instanceof File)) {
      throw validationError([{ field: 'file', code: 'required', message: 'Attach the file as the field "file".' }]);
    }
    return ok(c, await acceptUpload(deps, user.id, file));
  });
}
