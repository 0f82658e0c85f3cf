import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { ProfileTemplateField } from '../../api/contract/account';
import {
  acceptedPhotoTypes,
  photoLimitBytes,
  readFileAsBase64,
  type PhotoChange,
  type PhotoMimeType,
} from './profileFields';

interface Props {
  field: ProfileTemplateField;
  label: string;
  /** the photograph saved now (a data: URL) */
  current: string | null;
  initials: string;
  value: PhotoChange;
  onChange: (value: PhotoChange) => void;
  error: string | null;
  onError: (error: string | null) => void;
  /** true while a chosen file is being read */
  onReading: (reading: boolean) => void;
  disabled: boolean;
}

/** The display photograph: a preview, a JPEG or PNG of limited size to upload, or none. */
export function PhotoField({
  field,
  label,
  current,
  initials,
  value,
  onChange,
  error,
  onError,
  onReading,
  disabled,
}: Props) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  // only the last chosen file may land: an earlier, slower read is dropped
  const lastRead = useRef(0);
  const accept = acceptedPhotoTypes(field);
  const limit = photoLimitBytes(field);
  const limitMb = Math.round((limit / 1_000_000) * 10) / 10;
  const preview = value.kind === 'new' ? value.dataUrl : value.kind === 'remove' ? null : current;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    onError(null);
    const token = ++lastRead.current;
    if (!chosen) {
      onChange({ kind: 'keep' });
      return;
    }
    if (!(accept as readonly string[]).includes(chosen.type)) {
      setFile(null);
      onError(t`Choose a JPEG or PNG image.`);
      return;
    }
    if (chosen.size > limit) {
      setFile(null);
      onError(t`The photo must be at most ${limitMb} MB.`);
      return;
    }
    onReading(true);
    try {
      const { dataUrl, dataBase64 } = await readFileAsBase64(chosen);
      if (token !== lastRead.current) return;
      onChange({ kind: 'new', mimeType: chosen.type as PhotoMimeType, dataBase64, dataUrl, fileName: chosen.name });
    } catch {
      if (token !== lastRead.current) return;
      setFile(null);
      onError(t`Failed to read the file.`);
    } finally {
      if (token === lastRead.current) onReading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProfileAvatar photo={preview} initials={initials} testId="photo-preview" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <FileInput
            label={label}
            description={<Trans>A JPEG or PNG image of at most {limitMb} MB.</Trans>}
            placeholder={t`Choose a photo`}
            accept={accept.join(',')}
            value={file}
            onChange={(chosen) => void choose(chosen)}
            error={error}
            clearable
            clearButtonProps={{ 'aria-label': t`Clear the chosen photo` }}
            leftSection={<IconPhoto size={16} aria-hidden />}
            disabled={disabled}
          />
          {preview ? (
            <Group>
              <Button
                variant="subtle"
                color="danger"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                disabled={disabled}
                onClick={() => {
                  lastRead.current++;
                  setFile(null);
                  onError(null);
                  onReading(false);
                  onChange({ kind: 'remove' });
                }}
              >
                <Trans>Remove photo</Trans>
              </Button>
            </Group>
          ) : value.kind === 'remove' && current ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>The photo will be removed when you save.</Trans>
              </Text>
              <Button variant="subtle" size="compact-sm" disabled={disabled} onClick={() => onChange({ kind: 'keep' })}>
                <Trans>Undo</Trans>
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}

/** The user's photo, or their initials where there is none. */
export function ProfileAvatar({ photo, initials, testId }: { photo: string | null; initials: string; testId: string }) {
  const { t } = useLingui();
  return (
    <Avatar
      src={photo ?? undefined}
      alt={photo ? t`Your photo` : undefined}
      size={72}
      radius="xl"
      color="brand"
      data-testid={testId}
    >
      {initials}
    </Avatar>
  );
}
