import type * as v from 'valibot';
import {
  MAX_PHOTO_BYTES,
  type ProfileFieldName,
  type ProfileTemplate,
  type updateProfileRequestSchema,
} from '../../src/api/contract/account';
import { hasTransactionPin } from '../../src/api/contract/categories';
import type { FieldError } from '../../src/api/contract/envelope';
import type { UserAccountData } from '../../src/api/contract/schemas';
import type { Queryable } from '../db/types';
import type { Deps } from '../deps';
import { validationError } from '../http/envelope';
import { maskEmail } from '../outbox/outbox';
import { profileTemplateFor, profileTemplateIdByCategory, profileTemplates } from '../seed/profileTemplates';
import { sendSecurityNotice } from './credentials';
import { deletePhoto, selectAccountExtras, updateProfileColumns, upsertPhoto } from './profile.repository';
import { findUserById, toUserSummary, type UserRecord } from './users';

/** A profile template by its id, undefined when there is none. */
export function profileTemplateById(id: number): ProfileTemplate | undefined {
  return profileTemplates.get(id);
}

/** getUserAccount's answer, also returned by updateProfile. */
export async function loadUserAccount(q: Queryable, user: UserRecord): Promise<UserAccountData> {
  const row = await selectAccountExtras(q, user.id);
  // Both drivers hand bytea back as bytes (pg: Buffer, PGlite: Uint8Array).
  const photo =
    row?.photo == null || row.mime_type === null
      ? null
      : `data:${row.mime_type};base64,${Buffer.from(row.photo).toString('base64')}`;
  return {
    user: toUserSummary(user),
    fields: {
      FULL_NAME_IN_ENGLISH: user.fullNameEn,
      FULL_NAME_IN_ARABIC: user.fullNameAr,
      PHONE: user.phone ?? '',
      DISPLAY_PHOTOGRAPH: photo,
      EMAIL: user.email ?? '',
    },
    twoFactorEnabled: user.totpEnabled,
    recoveryCodesLeft: row?.codes_left ?? 0,
    profileTemplateId: profileTemplateIdByCategory[user.category],
    // requirements#per-category-pages: a category without a PIN has none, whatever a row holds
    hasTransactionPin: hasTransactionPin(user.category) && (row?.has_pin ?? false),
  };
}

export interface ProfileChanges {
  FULL_NAME_IN_ENGLISH?: string | undefined;
  FULL_NAME_IN_ARABIC?: string | undefined;
  PHONE?: string | undefined;
  EMAIL?: string | undefined;
}

/** Absent fields keep their value. */
export async function updateProfileFields(q: Queryable, userId: string, changes: ProfileChanges): Promise<void> {
  await updateProfileColumns(q, userId, {
    fullNameEn: changes.FULL_NAME_IN_ENGLISH ?? null,
    fullNameAr: changes.FULL_NAME_IN_ARABIC ?? null,
    phone: changes.PHONE ?? null,
    email: changes.EMAIL ?? null,
  });
}

/** Stores the photograph, or removes it (null). */
export async function savePhoto(
  q: Queryable,
  userId: string,
  photo: { mimeType: string; bytes: Buffer } | null,
  nowMs: number,
): Promise<void> {
  if (photo === null) {
    await deletePhoto(q, userId);
    return;
  }
  await upsertPhoto(q, userId, photo, nowMs);
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The declared type must match the file's own signature: a renamed file is not a photograph. */
export function photoMatchesType(bytes: Buffer, mimeType: string): boolean {
  const magic = mimeType === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
  return bytes.length > magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/** Line breaks, tabs, NUL (which PostgreSQL text cannot hold) and the like belong in no profile value. */
const CONTROL_CHARACTER = /\p{Cc}/u;

type ProfileUpdate = v.InferOutput<typeof updateProfileRequestSchema>;
type PhotoChange = { mimeType: string; bytes: Buffer } | null | undefined;

/**
 * Checks a request against the user's template (requirements#profile): a read-only field is
 * refused, not silently ignored, so a tampered form is visible as such. Returns the photograph to
 * store.
 */
function checkAgainstTemplate(body: ProfileUpdate, template: ProfileTemplate): PhotoChange {
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

/** updateProfile: the fields the user's template lets them edit, then the account as it is now. */
export async function updateProfile(deps: Deps, user: UserRecord, body: ProfileUpdate): Promise<UserAccountData> {
  const { db } = deps;
  const photo = checkAgainstTemplate(body, profileTemplateFor(user.category));
  const now = deps.now();
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
  return loadUserAccount(db, updated);
}
