// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ProfileTemplate } from '../../../src/api/contract/account';
import type { UserAccountData } from '../../../src/api/contract/schemas';
import type { LoadedProfile } from '../../../src/flows/profile/profile.logic';
import { buildProfileRequest, fieldLabel, sortedFields } from '../../../src/flows/profile/profileFields';
import { groupSecret } from '../../../src/flows/twoFactorSetup/TwoFactorScanStep';

const template: ProfileTemplate = {
  templateId: 102,
  title: { en: 'Agent profile' },
  fields: [
    { name: 'EMAIL', type: 'email', label: { en: 'E-mail' }, isMandatory: true, isReadOnly: false, sort_order: 4 },
    { name: 'DISPLAY_PHOTOGRAPH', type: 'file', label: {}, isMandatory: false, isReadOnly: false, sort_order: 1 },
    {
      name: 'PHONE',
      type: 'tel',
      label: { en: 'Mobile', ar: 'الجوال' },
      isMandatory: true,
      isReadOnly: false,
      sort_order: 3,
    },
    {
      name: 'FULL_NAME_IN_ENGLISH',
      type: 'text',
      label: { en: 'Name' },
      isMandatory: true,
      isReadOnly: true,
      sort_order: 2,
    },
  ],
};

const account = {
  fields: {
    FULL_NAME_IN_ENGLISH: 'Sam Agent',
    FULL_NAME_IN_ARABIC: '',
    PHONE: '0790000001',
    EMAIL: 'sam@example.com',
    DISPLAY_PHOTOGRAPH: 'data:image/png;base64,AAAA',
  },
} as unknown as UserAccountData;
const profile: LoadedProfile = { account, template };

describe('profile fields', () => {
  it('orders the fields by sort_order and labels them in the locale, else English, else "-"', () => {
    expect(sortedFields(template).map((f) => f.name)).toEqual([
      'DISPLAY_PHOTOGRAPH',
      'FULL_NAME_IN_ENGLISH',
      'PHONE',
      'EMAIL',
    ]);
    const phone = template.fields[2]!;
    expect(fieldLabel(phone, 'ar')).toBe('الجوال');
    expect(fieldLabel(phone, 'ku')).toBe('Mobile');
    expect(fieldLabel(template.fields[1]!, 'ar')).toBe('-');
  });

  it('sends only the changed, editable fields', () => {
    const request = buildProfileRequest(
      profile,
      { FULL_NAME_IN_ENGLISH: 'Someone Else', PHONE: ' 0790000002 ', EMAIL: 'sam@example.com' },
      { kind: 'keep' },
    );
    expect(request).toEqual({ fields: { PHONE: '0790000002' } });
  });

  it('sends a new photo as base64 and a removed one as null', () => {
    const text = { PHONE: '0790000001', EMAIL: 'sam@example.com' };
    expect(
      buildProfileRequest(profile, text, {
        kind: 'new',
        mimeType: 'image/png',
        dataBase64: 'iVBORw0K',
        dataUrl: 'data:image/png;base64,iVBORw0K',
        fileName: 'me.png',
      }),
    ).toEqual({ fields: {}, photo: { mimeType: 'image/png', dataBase64: 'iVBORw0K' } });
    expect(buildProfileRequest(profile, text, { kind: 'remove' })).toEqual({ fields: {}, photo: null });
  });

  it('shows a two-factor key in blocks of four', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
