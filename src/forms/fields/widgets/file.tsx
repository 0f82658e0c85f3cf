// the widget's own styles travel with its code (a lazy group: registry.ts)
import '@mantine/dropzone/styles.css';
import { Button, Group, Input, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import type { FileValue } from '../../types';
import { filesOfValue } from '../common';
import { formatBytes } from '../messages';
import { DEFAULT_MAX_FILES } from '../../validation/file';
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
  inList,
}: {
  file: FileValue;
  onCancel: () => void;
  onRemove: () => void;
  readOnly: boolean;
  /** one of several cards: its buttons name their file, or every one would read "Remove" */
  inList: boolean;
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
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            color="gray"
            onClick={onCancel}
            aria-label={inList ? t`Cancel ${name}` : undefined}
          >
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
            aria-label={inList ? t`Remove ${name}` : undefined}
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
 *
 * With isMultiple (requirements#field-attributes) several files may be chosen or dropped at once
 * and added later; each is handed over on its own and gets its own card, and the value is the list
 * (at most maxFiles, tooManyFiles beyond).
 */
export function FileField(p: WidgetProps) {
  const { t } = useLingui();
  const multiple = p.parameter.isMultiple === true;
  const files = filesOfValue(p.value);
  const accept = acceptedTypes(p.parameter.fileType);
  const limit = formatBytes(p.parameter.size ?? DEFAULT_FILE_SIZE);
  const types = p.parameter.fileType?.join(', ');
  const count = p.parameter.maxFiles ?? DEFAULT_MAX_FILES;
  const inputId = `${p.id}-input`;
  const openRef = useRef<() => void>(null);
  const label = p.label;
  const hand = (chosen: readonly (File | undefined)[]) => {
    for (const one of multiple ? chosen : chosen.slice(0, 1)) if (one) p.onFile(one);
  };
  const remove = (index: number) => {
    const rest = files.filter((_, i) => i !== index);
    p.onChange(multiple && rest.length > 0 ? rest : null);
  };
  const uploading = files.some((one) => one.state === 'uploading');
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
          multiple={multiple}
          accept={accept.length ? accept : undefined}
          disabled={locked}
          // Dropzone's own checks would drop a wrong file silently; the form's rules word them
          onDrop={(dropped) => hand(dropped)}
          onReject={(rejections) => hand(rejections.map((rejection) => rejection.file))}
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
                {multiple ? (
                  <Trans>Drag files here or click to choose them</Trans>
                ) : (
                  <Trans>Drag a file here or click to choose one</Trans>
                )}
              </Text>
              {/* not dimmed: on the drop area's dark fill dimmed text falls under 4.5:1 */}
              <Text size="xs">
                {multiple ? (
                  types ? (
                    <Trans>
                      Up to {count} files: {types}, each up to {limit}
                    </Trans>
                  ) : (
                    <Trans>
                      Up to {count} files, each up to {limit}
                    </Trans>
                  )
                ) : types ? (
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
            <span aria-hidden>{multiple ? t`Choose files` : t`Choose a file`}</span>
            <VisuallyHidden>{multiple ? t`Choose files for ${label}` : t`Choose a file for ${label}`}</VisuallyHidden>
          </Button>
        </Group>
        {files.map((file, index) => (
          <FileCard
            key={file.key ?? `${index}:${file.name}`}
            file={file}
            readOnly={p.readOnly || p.disabled}
            inList={multiple}
            onCancel={p.onCancelFile}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
