import { Button, Group, Input, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import type { FileValue } from '../../types';
import { isFileValue } from '../common';
import { formatBytes } from '../messages';
import type { WidgetProps } from '../types';

export const DEFAULT_FILE_SIZE = 2_000_000;

/** requirements#validation-file: fileType families (pdf, image, audio, video) and MIME types as accept patterns. */
export function acceptedTypes(fileType: readonly string[] | undefined): string[] {
  const families: Record<string, string> = {
    image: 'image/*',
    pdf: 'application/pdf',
    audio: 'audio/*',
    video: 'video/*',
  };
  return (fileType ?? []).map((type) => families[type] ?? type).filter((type) => type.includes('/'));
}

function FileCard({
  file,
  onCancel,
  onRemove,
  readOnly,
}: {
  file: FileValue;
  onCancel: () => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const name = file.name;
  const percent = Math.round(Math.min(1, Math.max(0, file.progress ?? 0)) * 100);
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {file.state === 'failed' ? (
          <IconAlertTriangle size={20} color="var(--mantine-color-error)" aria-hidden />
        ) : (
          <IconFile size={20} aria-hidden />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={500} truncate="end" dir="auto">
              {name}
            </Text>
            <Text size="xs" c="dimmed" dir="ltr" style={{ flexShrink: 0 }}>
              {formatBytes(file.size)}
            </Text>
          </Group>
          {file.state === 'uploading' ? (
            <Progress.Root size="sm">
              <Progress.Section value={percent} aria-label={t`Uploading ${name}`} />
            </Progress.Root>
          ) : null}
          {file.state === 'failed' ? (
            <Text size="xs" c="error" role="alert">
              <Trans>The upload failed. Choose the file again.</Trans>
            </Text>
          ) : null}
        </Stack>
        {file.state === 'uploading' ? (
          <Button type="button" variant="subtle" size="compact-sm" color="gray" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : !readOnly ? (
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onRemove}
          >
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * file: a drop area (or the file dialog) whose File goes to the app (onFile), which uploads it or
 * reads it as base64 and sets the FileValue; the card below shows its name, size, the progress of
 * the upload with a Cancel, and a failure to choose again. Every chosen file is handed over, even
 * one of the wrong type or too big: the form's file rules word those errors (invalidFileType,
 * fileSizeBig) the same way for every path in.
 */
export function FileField(p: WidgetProps) {
  const { t } = useLingui();
  const file = isFileValue(p.value) ? p.value : null;
  const accept = acceptedTypes(p.parameter.fileType);
  const limit = formatBytes(p.parameter.size ?? DEFAULT_FILE_SIZE);
  const types = p.parameter.fileType?.join(', ');
  const inputId = `${p.id}-input`;
  const openRef = useRef<() => void>(null);
  const label = p.label;
  const hand = (chosen: File | undefined) => {
    if (chosen) p.onFile(chosen);
  };
  const uploading = file?.state === 'uploading';
  const locked = p.readOnly || p.disabled || uploading;
  const describedBy = [p.errorText ? `${p.id}-error` : null, p.description ? `${p.id}-description` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      id={p.id}
      label={p.label}
      labelProps={{ htmlFor: inputId }}
      description={p.description}
      descriptionProps={{ id: `${p.id}-description` }}
      error={p.errorText}
      errorProps={{ id: `${p.id}-error` }}
      withAsterisk={p.required}
    >
      <Stack gap="xs" mt={4}>
        {/*
          The drop area is for the mouse (click or drop); keyboards and screen readers get the
          button under it. A role="button" around the file input would nest one control in another.
        */}
        <Dropzone
          openRef={openRef}
          activateOnKeyboard={false}
          multiple={false}
          accept={accept.length ? accept : undefined}
          disabled={locked}
          onDrop={(files) => hand(files[0])}
          onReject={(rejections) => hand(rejections[0]?.file)}
          onFileDialogCancel={p.onBlur}
          inputProps={{
            id: inputId,
            disabled: locked,
            'aria-required': p.required || undefined,
            'aria-invalid': Boolean(p.errorText) || undefined,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }}
          name={p.parameter.ParameterId}
          p="md"
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={24} stroke={1.5} aria-hidden />
            <div>
              <Text size="sm">
                <Trans>Drag a file here or click to choose one</Trans>
              </Text>
              {/* not dimmed: on the drop area's dark fill dimmed text falls under 4.5:1 */}
              <Text size="xs">
                {types ? (
                  <Trans>
                    {types}, up to {limit}
                  </Trans>
                ) : (
                  <Trans>Up to {limit}</Trans>
                )}
              </Text>
            </div>
          </Group>
        </Dropzone>
        <Group>
          <Button type="button" variant="default" size="xs" disabled={locked} onClick={() => openRef.current?.()}>
            {/* the name says which field; the short text is what the eye needs */}
            <span aria-hidden>{t`Choose a file`}</span>
            <VisuallyHidden>{t`Choose a file for ${label}`}</VisuallyHidden>
          </Button>
        </Group>
        {file ? (
          <FileCard
            file={file}
            readOnly={p.readOnly || p.disabled}
            onCancel={p.onCancelFile}
            onRemove={() => p.onChange(null)}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
