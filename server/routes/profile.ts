import type { Hono } from 'hono';
import type * as v from 'valibot';
import {
  MAX_PHOTO_BYTES,
  updateProfileRequestSchema,
  type ProfileFieldName,
  type ProfileTemplate,
} from '../../src/api/contract/account';
import type { FieldError } from '../../src/api/contract/envelope';
import { ErrCode } from '../../src/api/contract/errCodes';
import { paths } from '../../src/api/contract/paths';
import type { UserAccountData } from '../../src/api/contract/schemas';
import { requireAccessToken, requireClient, requireUserSession } from '../http/auth';
import { readJson } from '../http/body';
import { ApiError, messages, ok, validationError } from '../http/envelope';
import type { AppServices } from '../http/services';
import { maskEmail } from '../outbox/outbox';
import { profileTemplateFor, profileTemplates } from '../seed/profileTemplates';
import { sendSecurityNotice } from '../users/credentials';
import { loadUserAccount, photoMatchesType, savePhoto, updateProfileFields } from '../users/profile';
import { findUserById, type UserRecord } from '../users/users';

/**
 * The one JSON body allowed past the 64 KB default: a photograph of up to MAX_PHOTO_BYTES as
 * base64 (4/3 of its size) plus room for the other fields. app.ts applies it to this path only.
 */
export const MAX_PROFILE_BODY_BYTES = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 64 * 1024;

/** Line breaks, tabs, NUL (which PostgreSQL text cannot hold) and the like belong in no profile value. */
const CONTROL_CHARACTER = /\p{Cc}/u;

type PhotoChange = { mimeType: string; bytes: Buffer } | null | undefined;

/**
 * Checks a request against the user's template (seed 000 §6): a read-only field is refused, not
 * silently ignored, so a tampered form is visible as such. Returns the photograph to store.
 */
function checkAgainstTemplate(
  body: v.InferOutput<typeof updateProfileRequestSchema>,
  template: ProfileTemplate,
): PhotoChange {
  const fields = new Map(template.fields.map((f) => [f.name as string, f]));
  const errors: FieldError[] = [];
  const editable = (name: ProfileFieldName, path: string): boolean => {
    const f = fields.get(name);
    if (f === undefined || f.isReadOnly) {
      errors.push({ field: path, code: 'readOnly', message: 'This field cannot be changed here.' });
      return false;
    }
    return true;
  };
  for (const [name, value] of Object.entries(body.fields)) {
    if (value === undefined || !editable(name as ProfileFieldName, `fields.${name}`)) continue;
    if (value === '' && fields.get(name)?.isMandatory === true) {
      errors.push({ field: `fields.${name}`, code: 'required', message: 'This field is required.' });
    } else if (CONTROL_CHARACTER.test(value)) {
      errors.push({ field: `fields.${name}`, code: 'characters', message: 'Remove control characters.' });
    }
  }

  let photo: PhotoChange;
  if (body.photo !== undefined && editable('DISPLAY_PHOTOGRAPH', 'photo')) {
    if (body.photo === null) {
      photo = null;
    } else {
      const bytes = Buffer.from(body.photo.dataBase64, 'base64');
      if (bytes.length > MAX_PHOTO_BYTES) {
        errors.push({ field: 'photo', code: 'size', message: 'The photograph must be at most 2 MB.' });
      } else if (!photoMatchesType(bytes, body.photo.mimeType)) {
        errors.push({
          field: 'photo',
          code: 'type',
          message: 'The file is not a JPEG or PNG image of the declared type.',
        });
      } else {
        photo = { mimeType: body.photo.mimeType, bytes };
      }
    }
  }
  if (errors.length > 0) throw validationError(errors);
  return photo;
}

export function profileRoutes(api: Hono, svc: AppServices): void {
  const { db } = svc;
  const [templatePath] = paths.profileTemplate('').split('?');

  // seed 000 §7: cms paths carry the content-service credential and no access token.
  api.get(`/${templatePath}`, requireClient(svc, 'cms'), async (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^\d{1,9}$/.test(id)) {
      throw validationError([{ field: 'id', code: 'integer', message: 'The template id must be a number.' }]);
    }
    const template = profileTemplates.get(Number(id));
    if (template === undefined) throw new ApiError(404, ErrCode.notFound, messages.notFound);
    return ok(c, template);
  });

  api.post(`/${paths.updateProfile}`, requireAccessToken(svc), requireUserSession(svc), async (c) => {
    const body = await readJson(c, updateProfileRequestSchema);
    const { user } = c.get('user');
    const photo = checkAgainstTemplate(body, profileTemplateFor(user.category));
    const now = svc.now();
    const newEmail = body.fields.EMAIL;
    await db.transaction(async (tx) => {
      await updateProfileFields(tx, user.id, body.fields);
      if (photo !== undefined) await savePhoto(tx, user.id, photo, now);
      if (newEmail !== undefined && newEmail !== user.email) {
        // Told at the old address: a hijacked session redirecting mail is noticed by the owner.
        await sendSecurityNotice(
          tx,
          user,
          'Your Wallet Portal e-mail address was changed',
          `The e-mail address of the account ${user.login} was changed to ${maskEmail(newEmail)}.`,
          now,
        );
      }
    });
    const updated: UserRecord | undefined = await findUserById(db, user.id);
    if (updated === undefined) throw new Error('the signed-in user vanished during a profile update');
    const data: UserAccountData = await loadUserAccount(db, updated);
    return ok(c, data);
  });
}
