import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ExportFormatName, reportExportMachine } from '../../../machines/reportExport.machine';
import { FailureAlert } from '../../ui/FailureAlert';

/** The file an export saved, as the page's status and the toast of an export that ended elsewhere say it. */
export function SavedFileText({ saved }: { saved: { fileName: string; rows: number } }) {
  return saved.rows === 1 ? (
    <Trans>
      Saved <bdi>{saved.fileName}</bdi> (1 row).
    </Trans>
  ) : (
    <Trans>
      Saved <bdi>{saved.fileName}</bdi> ({saved.rows.toLocaleString('en')} rows).
    </Trans>
  );
}

/** Where an export stands: progress with cancel, the saved file, nothing to export, or a failure with retry. */
export function ExportStatus({
  actor,
  onRetry,
}: {
  actor: ActorRefFrom<typeof reportExportMachine>;
  onRetry: (format: ExportFormatName) => void;
}) {
  const { t } = useLingui();
  const state = useSelector(actor, (s) =>
    s.matches('exporting')
      ? 'exporting'
      : s.matches('saved')
        ? 'saved'
        : s.matches('nothingToExport')
          ? 'nothing'
          : s.matches('failed')
            ? 'failed'
            : 'idle',
  );
  const { fetched, total, saved, failure, format } = useSelector(actor, (s) => s.context);
  const dismiss = () => actor.send({ type: 'export.dismiss' });

  if (state === 'exporting') {
    const percent = total ? Math.min(100, Math.round((fetched / total) * 100)) : 0;
    return (
      <Alert color="primary" variant="light" title={t`Exporting…`}>
        <Stack gap="xs">
          <Progress value={percent} aria-label={t`Export progress`} animated />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" aria-live="polite">
              {total === null ? (
                <Trans>Fetching the rows…</Trans>
              ) : (
                <Trans>
                  {fetched.toLocaleString('en')} of {total.toLocaleString('en')} rows
                </Trans>
              )}
            </Text>
            <Button size="xs" variant="default" onClick={() => actor.send({ type: 'export.cancel' })}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (state === 'saved' && saved)
    return (
      <Alert
        color="success"
        variant="light"
        withCloseButton
        closeButtonLabel={t`Dismiss`}
        onClose={dismiss}
        role="status"
      >
        <SavedFileText saved={saved} />
      </Alert>
    );
  if (state === 'nothing')
    return (
      <Alert
        color="warning"
        variant="light"
        withCloseButton
        closeButtonLabel={t`Dismiss`}
        onClose={dismiss}
        role="status"
      >
        <Trans>There is nothing to export: no transaction matches the filters.</Trans>
      </Alert>
    );
  if (state === 'failed')
    return (
      <Stack gap="xs" align="flex-start">
        <FailureAlert failure={failure} title={t`The export failed`} />
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => format && onRetry(format)}>
            <Trans>Try again</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={dismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        </Group>
      </Stack>
    );
  return null;
}
