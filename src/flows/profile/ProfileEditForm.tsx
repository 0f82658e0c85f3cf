import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FlowFailure } from '../../../machines/shared';
import type { ProfileTemplateField, UpdateProfileRequest } from '../../api/contract/account';
import type { LoadedProfile } from './profile.logic';
import { FailureAlert } from '../../ui/FailureAlert';
import { serverFieldErrors, useCredentialRules } from '../../ui/credentialRules';
import { useServerFieldMessage } from '../../ui/fieldMessages';
import { PhotoField } from './PhotoField';
import {
  buildProfileRequest,
  fieldLabel,
  isTextField,
  sortedFields,
  textValue,
  type PhotoChange,
} from './profileFields';
import { useFailureEffect } from '../../ui/useFailureEffect';

interface Props {
  profile: LoadedProfile;
  locale: string;
  initials: string;
  failure: FlowFailure | null;
  saving: boolean;
  onSave: (request: UpdateProfileRequest) => void;
  onCancel: () => void;
}

const PHOTO = 'DISPLAY_PHOTOGRAPH';

/** the server's names for the form's fields */
const serverNames: Record<string, string> = {
  'fields.FULL_NAME_IN_ENGLISH': 'FULL_NAME_IN_ENGLISH',
  'fields.FULL_NAME_IN_ARABIC': 'FULL_NAME_IN_ARABIC',
  'fields.PHONE': 'PHONE',
  'fields.EMAIL': 'EMAIL',
  photo: PHOTO,
};

/**
 * The profile form, built from the template for the user's type (requirements#profile): its fields in
 * their order, read-only ones shown but locked, each checked by its own rules. It stays mounted
 * while saving, so a refused save keeps everything typed.
 */
export function ProfileEditForm({ profile, locale, initials, failure, saving, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const rules = useCredentialRules();
  const fieldMessage = useServerFieldMessage();
  const fields = sortedFields(profile.template);
  const textFields = fields.filter(isTextField);
  const photoField = fields.find((f) => !isTextField(f));
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const check = (field: ProfileTemplateField, raw: string): string | null => {
    if (field.isReadOnly) return null;
    const value = raw.trim();
    if (!value) return field.isMandatory ? t`This field is required.` : null;
    if (field.maxLength !== undefined && [...value].length > field.maxLength) {
      const max = field.maxLength;
      return t`Use at most ${max} characters.`;
    }
    const configured = field.validationMsg?.[locale] || field.validationMsg?.en || t`Check this value.`;
    if (field.regex) {
      try {
        if (!new RegExp(field.regex).test(value)) return configured;
      } catch {
        // a broken pattern in configuration must not lock the user out of saving
      }
    }
    if (field.type === 'tel') return rules.phone(value);
    if (field.type === 'email') return rules.email(value);
    return null;
  };

  const form = useForm<Record<string, string>>({
    mode: 'controlled',
    initialValues: Object.fromEntries(textFields.map((f) => [f.name, textValue(profile.account, f.name)])),
    validate: (values) =>
      Object.fromEntries(textFields.map((f) => [f.name, check(f, values[f.name] ?? '')]).filter(([, e]) => e)),
  });

  // a refused save: the server's field errors land on their fields; the values stay
  useFailureEffect(failure, (failure) => {
    if (!failure) return;
    const { [PHOTO]: photoProblem, ...errors } = serverFieldErrors(failure, serverNames, fieldMessage);
    form.setErrors(errors);
    if (photoProblem) setPhotoError(photoProblem);
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  });

  const firstEditable = textFields.find((f) => !f.isReadOnly)?.name;

  return (
    <form
      noValidate
      aria-label={t`Edit profile`}
      onSubmit={form.onSubmit(
        (values) => {
          if (reading || photoError) return;
          onSave(buildProfileRequest(profile, values, photo));
        },
        (errors) => {
          const first = textFields.find((f) => errors[f.name]);
          if (first) form.getInputNode(first.name)?.focus();
        },
      )}
    >
      <Stack gap="md">
        <FailureAlert failure={failure} title={t`Your changes were not saved`} />
        {fields.map((field) => {
          const label = fieldLabel(field, locale);
          if (!isTextField(field)) {
            if (field !== photoField) return null;
            return (
              <PhotoField
                key={field.name}
                field={field}
                label={label}
                current={profile.account.fields.DISPLAY_PHOTOGRAPH}
                initials={initials}
                value={photo}
                onChange={setPhoto}
                error={photoError}
                onError={setPhotoError}
                onReading={setReading}
                disabled={field.isReadOnly || saving}
              />
            );
          }
          const ltr = field.type === 'tel' || field.type === 'email';
          const placeholder = field.placeholder?.[locale] || field.placeholder?.en;
          return (
            <TextInput
              key={field.name}
              label={label}
              type={field.type}
              dir={ltr ? 'ltr' : undefined}
              inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
              autoComplete={autoComplete(field)}
              placeholder={placeholder}
              maxLength={field.maxLength}
              required={field.isMandatory && !field.isReadOnly}
              disabled={field.isReadOnly}
              description={field.isReadOnly ? <Trans>This cannot be changed here.</Trans> : undefined}
              autoFocus={field.name === firstEditable}
              {...form.getInputProps(field.name)}
            />
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving} disabled={reading}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function autoComplete(field: ProfileTemplateField): string | undefined {
  switch (field.name) {
    case 'PHONE':
      return 'tel';
    case 'EMAIL':
      return 'email';
    case 'FULL_NAME_IN_ENGLISH':
      return 'name';
    default:
      return 'off';
  }
}
