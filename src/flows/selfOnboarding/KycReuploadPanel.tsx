import { Alert, Button, FileButton, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconPhotoUp, IconSend } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { kycReuploadMachine } from '../../../machines/kycReupload.machine';
import { onboardingImageTypes, type OnboardingDocumentKind } from '../../api/contract/onboarding';
import { formatBytes } from '../../forms/fields';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { kycReuploadLogic, type KycDocument } from './selfOnboarding.logic';

type Snapshot = SnapshotFrom<typeof kycReuploadMachine>;
const selectKind = (s: Snapshot) => s.context.kind as OnboardingDocumentKind;
const selectKinds = (s: Snapshot) => s.context.kinds as OnboardingDocumentKind[];
/** the flow carries the document as read here */
const selectDocument = (s: Snapshot) => s.context.document as KycDocument | null;
const selectProblem = (s: Snapshot) => (s.context.problem as { key?: string } | null)?.key ?? null;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectReading = (s: Snapshot) => s.matches('reading');
const selectSending = (s: Snapshot) => s.matches('sending');
const selectSent = (s: Snapshot) => s.matches('sent');
const selectFailed = (s: Snapshot) => s.matches('failed');

/**
 * requirements#kyc-reupload: on the status page of an application under review, its applicant
 * sends the front or back of the ID or the selfie again (JPEG or PNG, at most 2 MB, checked here
 * before it is sent; the server checks it again). `onSent` lets the page show the new status.
 */
export function KycReuploadPanel({
  reference,
  mobile,
  kinds,
  onSent,
}: {
  reference: string;
  mobile: string;
  kinds: readonly OnboardingDocumentKind[];
  onSent: () => void;
}) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => kycReuploadLogic(platform));
  const actor = useFlowActor(logic, { input: { reference, mobile, kinds } });
  const kind = useSelector(actor, selectKind);
  const offered = useSelector(actor, selectKinds);
  const document = useSelector(actor, selectDocument);
  const problem = useSelector(actor, selectProblem);
  const failure = useSelector(actor, selectFailure);
  const reading = useSelector(actor, selectReading);
  const sending = useSelector(actor, selectSending);
  const sent = useSelector(actor, selectSent);
  const failed = useSelector(actor, selectFailed);
  useEffect(() => {
    if (sent) onSent();
  }, [sent, onSent]);

  const names: Record<OnboardingDocumentKind, string> = {
    idFront: t`Front of the ID`,
    idBack: t`Back of the ID`,
    selfie: t`Selfie`,
  };
  const problems: Record<string, string> = {
    invalidFileType: t`Choose a JPEG or PNG image.`,
    fileSizeBig: t`The image must be at most 2 MB.`,
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="kyc-reupload">
      <Stack gap="sm">
        <Title order={3} size="h5">
          <Trans>Send a document again</Trans>
        </Title>
        {sent ? (
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap" role="status">
              <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text>
                <Trans>We received the new {names[kind]}.</Trans>
              </Text>
            </Group>
            <Button variant="default" onClick={() => actor.send({ type: 'document.another' })}>
              <Trans>Send another document</Trans>
            </Button>
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>If a photo was unclear, replace it here: JPEG or PNG, at most 2 MB.</Trans>
            </Text>
            <Radio.Group
              label={t`Document`}
              value={kind}
              onChange={(value) => actor.send({ type: 'kind.change', kind: value })}
            >
              <Group gap="md" mt={6}>
                {offered.map((value) => (
                  <Radio key={value} value={value} label={names[value]} disabled={sending || failed} />
                ))}
              </Group>
            </Radio.Group>
            <Group gap="sm">
              <FileButton
                accept={onboardingImageTypes.join(',')}
                onChange={(file) => {
                  if (file) actor.send({ type: 'file.select', file });
                }}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={reading}
                    disabled={sending}
                    leftSection={<IconPhotoUp size={16} aria-hidden />}
                    // a long document name in a narrow screen wraps instead of being cut
                    styles={{
                      root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
                      label: { whiteSpace: 'normal' },
                    }}
                  >
                    <Trans>Choose an image for {names[kind]}</Trans>
                  </Button>
                )}
              </FileButton>
              {document ? (
                <Text size="sm" data-testid="kyc-chosen">
                  <bdi>{document.name}</bdi> ({formatBytes(document.size)})
                </Text>
              ) : null}
            </Group>
            {problem ? (
              <Alert color="red" variant="light" role="alert" data-testid="kyc-problem">
                {problems[problem] ?? t`This file cannot be used.`}
              </Alert>
            ) : null}
            <FailureAlert failure={failed ? failure : null} title={t`The document was not sent`} />
            <Group>
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                loading={sending}
                disabled={document === null}
                onClick={() => actor.send({ type: 'document.send' })}
              >
                {failed ? <Trans>Try again</Trans> : <Trans>Send the document</Trans>}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
