import type {
  ProfileFieldName,
  ProfileTemplate,
  ProfileTemplateField,
  UpdateProfileRequest,
} from '../../api/contract/account';
import { MAX_PHOTO_BYTES, photoMimeTypes } from '../../api/contract/account';
import type { UserAccountData } from '../../api/contract/schemas';
import type { LoadedProfile } from './profile.logic';
import { localized } from '../../config/siteSettings';

export type TextFieldName = Exclude<ProfileFieldName, 'DISPLAY_PHOTOGRAPH'>;
export type PhotoMimeType = (typeof photoMimeTypes)[number];

/** What the user did with the photograph while editing. */
export type PhotoChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'new'; mimeType: PhotoMimeType; dataBase64: string; dataUrl: string; fileName: string };

/** The template's fields in their configured order. */
export function sortedFields(template: ProfileTemplate): ProfileTemplateField[] {
  return [...template.fields].sort((a, b) => a.sort_order - b.sort_order);
}

/** requirements#locale-fallback: a missing label shows as '-'. */
export function fieldLabel(field: Pick<ProfileTemplateField, 'label'>, locale: string): string {
  return localized(field.label, locale);
}

export function isTextField(field: ProfileTemplateField): field is ProfileTemplateField & { name: TextFieldName } {
  return field.type !== 'file' && field.name !== 'DISPLAY_PHOTOGRAPH';
}

export function textValue(account: UserAccountData, name: TextFieldName): string {
  return account.fields[name] ?? '';
}

/** The image types a photo field takes: the template's, within what the contract allows. */
export function acceptedPhotoTypes(field: ProfileTemplateField): PhotoMimeType[] {
  const allowed = (field.fileTypes ?? [...photoMimeTypes]).filter((type): type is PhotoMimeType =>
    (photoMimeTypes as readonly string[]).includes(type),
  );
  return allowed.length > 0 ? allowed : [...photoMimeTypes];
}

export function photoLimitBytes(field: ProfileTemplateField): number {
  return Math.min(field.size ?? MAX_PHOTO_BYTES, MAX_PHOTO_BYTES);
}

/** The request for what changed: editable text fields whose value differs, and the photo's fate. */
export function buildProfileRequest(
  profile: LoadedProfile,
  text: Record<string, string>,
  photo: PhotoChange,
): UpdateProfileRequest {
  const fields: UpdateProfileRequest['fields'] = {};
  let photoRequest: UpdateProfileRequest['photo'];
  for (const field of profile.template.fields) {
    if (field.isReadOnly) continue;
    if (isTextField(field)) {
      const value = (text[field.name] ?? '').trim();
      if (value !== textValue(profile.account, field.name).trim()) fields[field.name] = value;
    } else if (photo.kind === 'new') {
      photoRequest = { mimeType: photo.mimeType, dataBase64: photo.dataBase64 };
    } else if (photo.kind === 'remove' && profile.account.fields.DISPLAY_PHOTOGRAPH !== null) {
      photoRequest = null;
    }
  }
  return photoRequest === undefined ? { fields } : { fields, photo: photoRequest };
}

/** A file as base64 without the data: prefix (what the contract takes) and as a data URL (the preview). */
export function readFileAsBase64(file: File): Promise<{ dataUrl: string; dataBase64: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = typeof reader.result === 'string' ? reader.result : '';
      const comma = dataUrl.indexOf(',');
      if (comma < 0) reject(new Error('unreadable'));
      else resolve({ dataUrl, dataBase64: dataUrl.slice(comma + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
