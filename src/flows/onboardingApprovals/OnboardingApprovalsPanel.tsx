import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle, IconCheck, IconPhoto, IconRefresh, IconX } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { MAX_REASON, type onboardingApprovalsMachine } from '../../../machines/onboardingApprovals.machine';
import type { OnboardingApplication, OnboardingDocument, OnboardingDocumentKind } from '../../api/contract/onboarding';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { selectWidgetData, selectWidgetStep, widgetDataLogic } from '../../ui/widgetData';
import { documentLoader, onboardingApprovalsLogic } from './onboardingApprovals.logic';
import { formatDateTime } from '../../i18n/format';

type Snapshot = SnapshotFrom<typeof onboardingApprovalsMachine>;
const selectStep = (s: Snapshot) =>
  s.matches('browsing') || s.matches('deciding') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
/** the flow carries the contract's applications without looking inside */
const selectApplications = (s: Snapshot) => s.context.applications as OnboardingApplication[];
const selectSelected = (s: Snapshot) =>
  s.matches('deciding') ? { id: s.context.selectedId, decision: s.context.decision } : null;
const selectReason = (s: Snapshot) => s.context.reason;
const selectReasonInvalid = (s: Snapshot) => s.context.reasonInvalid;
const selectDocuments = (s: Snapshot) => s.context.documents;
const selectSending = (s: Snapshot) => s.matches({ deciding: 'sending' });
const selectDecided = (s: Snapshot) => s.context.decided;
const selectFailure = (s: Snapshot) => s.context.failure;

/** One ID image, loaded when the rep opens it. */
function DocumentImage({ id, kind, label }: { id: string; kind: OnboardingDocumentKind; label: string }) {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => {
    const load = documentLoader(platform);
    return widgetDataLogic((signal) => load(id, kind, signal));
  });
  const actor = useActorRef(logic);
  const step = useSelector(actor, selectWidgetStep);
  const document = useSelector(actor, selectWidgetData) as OnboardingDocument | null;
  if (step === 'loading') return <Loader size="sm" aria-label={t`Loading ${label}`} />;
  if (step !== 'ready' || document === null)
    return (
      <Button size="xs" variant="default" onClick={() => actor.send({ type: 'widget.retry' })}>
        <Trans>Retry</Trans>
      </Button>
    );
  return <Image src={document.dataUrl} alt={label} radius="sm" fit="contain" mah={220} />;
}

/**
 * The approval queue (requirements#onboarding) on /app/table-list-full/onboarding-details for the
 * customer-service rep: pending self-onboarding applications, oldest first, with their ID images;
 * approve (a confirmation) or reject with a reason the applicant will read.
 */
export function OnboardingApprovalsPanel() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => onboardingApprovalsLogic(platform));
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);
  const applications = useSelector(actor, selectApplications);
  const selected = useSelector(actor, selectSelected);
  const reason = useSelector(actor, selectReason);
  const reasonInvalid = useSelector(actor, selectReasonInvalid);
  const documents = useSelector(actor, selectDocuments);
  const sending = useSelector(actor, selectSending);
  const decided = useSelector(actor, selectDecided);
  const failure = useSelector(actor, selectFailure);
  const [opened, setOpened] = useState<string | null>(null);
  const notSaved = t`The decision was not saved`;

  const kinds: Array<[OnboardingDocumentKind, string]> = [
    ['idFront', t`Front of the ID`],
    ['idBack', t`Back of the ID`],
    ['selfie', t`Selfie`],
  ];
  const current = applications.find((a) => a.id === selected?.id) ?? null;
  const decidedApplication = decided === null ? null : decided;

  return (
    <Stack gap="sm" component="section" aria-labelledby="approvals-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="approvals-heading">
          <Trans>Applications to review</Trans>
        </Title>
        <Tooltip label={t`Refresh the applications`}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Refresh the applications`}
            disabled={step !== 'ready'}
            onClick={() => actor.send({ type: 'list.refresh' })}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div role="status" aria-live="polite">
        {decidedApplication ? (
          <Alert color="teal" variant="light" data-testid="approval-decided">
            {decidedApplication.decision === 'APPROVE' ? (
              <Trans>Approved: the customer's wallet is open and the applicant was told by SMS.</Trans>
            ) : (
              <Trans>Rejected: the applicant was told the reason by SMS.</Trans>
            )}
          </Alert>
        ) : null}
      </div>
      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading the applications…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`The applications could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : applications.length === 0 ? (
        <Text c="dimmed">
          <Trans>No application is waiting for review.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {applications.map((application) => (
            <Paper key={application.id} withBorder radius="md" p="md" data-testid="approval-card">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{application.fullName}</bdi>
                    </Text>
                    <Text size="sm" c="dimmed">
                      <bdi dir="ltr">{application.reference}</bdi> · <bdi dir="ltr">{application.mobile}</bdi>
                    </Text>
                  </Stack>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(application.submittedAt, locale)}
                  </Text>
                </Group>
                <Text size="sm">
                  {application.idType === 'PASSPORT' ? t`Passport` : t`National ID card`}{' '}
                  <bdi dir="ltr">{application.idNumber}</bdi> · <Trans>born</Trans>{' '}
                  <bdi dir="ltr">{application.dateOfBirth}</bdi>
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{application.city}</bdi>, <bdi>{application.address}</bdi>
                </Text>
                {application.onboardedBy ? (
                  // requirements#agent-onboarding: made by an agent on the customer's behalf
                  <Text size="sm" c="dimmed" data-testid="approval-onboarded-by">
                    <Trans>
                      Onboarded by the agent <bdi dir="ltr">{application.onboardedBy}</bdi>
                    </Trans>
                  </Text>
                ) : null}
                {opened === application.id ? (
                  <SimpleGrid cols={3} spacing="xs">
                    {kinds
                      .filter(([kind]) => application.documents.includes(kind))
                      .map(([kind, label]) => (
                        <Stack key={kind} gap={4} align="center">
                          <DocumentImage id={application.id} kind={kind} label={label} />
                          <Text size="xs">{label}</Text>
                        </Stack>
                      ))}
                  </SimpleGrid>
                ) : (
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconPhoto size={16} aria-hidden />}
                    onClick={() => setOpened(application.id)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    <Trans>Show the ID images ({application.documents.length})</Trans>
                  </Button>
                )}
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="default"
                    color="danger"
                    leftSection={<IconX size={16} aria-hidden />}
                    onClick={() => actor.send({ type: 'decision.start', id: application.id, decision: 'REJECT' })}
                  >
                    <Trans>Reject</Trans>
                  </Button>
                  <Button
                    leftSection={<IconCheck size={16} aria-hidden />}
                    onClick={() => actor.send({ type: 'decision.start', id: application.id, decision: 'APPROVE' })}
                  >
                    <Trans>Approve</Trans>
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={selected !== null}
        onClose={() => {
          if (!sending) actor.send({ type: 'decision.cancel' });
        }}
        title={selected?.decision === 'REJECT' ? t`Reject the application` : t`Approve the application`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'decision.confirm' });
          }}
        >
          <Stack gap="md">
            <Text>
              {selected?.decision === 'REJECT' ? (
                <Trans>
                  The applicant <bdi>{current?.fullName}</bdi> will read the reason in an SMS and on the status page.
                </Trans>
              ) : (
                <Trans>
                  A customer wallet opens for <bdi>{current?.fullName}</bdi> under the mobile number{' '}
                  <bdi dir="ltr">{current?.mobile}</bdi>, and a link to choose a password is sent by SMS.
                </Trans>
              )}
            </Text>
            {selected?.decision === 'REJECT' ? (
              <Textarea
                label={t`Reason`}
                required
                autosize
                minRows={3}
                maxLength={MAX_REASON}
                value={reason}
                dir="auto"
                data-autofocus
                error={reasonInvalid ? t`Write a reason of 3 to 300 characters.` : undefined}
                onChange={(event) => actor.send({ type: 'reason.change', reason: event.currentTarget.value })}
              />
            ) : null}
            {selected?.decision === 'REJECT' ? (
              // requirements#kyc-reupload: the applicant may send these again, and the application is reviewed again
              <Checkbox.Group
                label={t`Ask for these documents again`}
                description={t`Leave empty when new documents would not change the decision.`}
                value={documents}
                onChange={(value) => actor.send({ type: 'documents.change', documents: value })}
              >
                <Group gap="md" mt={6}>
                  {kinds.map(([kind, label]) => (
                    <Checkbox key={kind} value={kind} label={label} disabled={sending} />
                  ))}
                </Group>
              </Checkbox.Group>
            ) : null}
            {failure?.kind === 'notFound' ? (
              // decided meanwhile (by another rep): the generic "nothing was found, check what you
              // entered" would send the rep to try again, which is refused again
              <Alert color="danger" variant="light" icon={<IconAlertCircle />} role="alert" title={notSaved}>
                <Trans>
                  This application has already been decided, by another rep meanwhile. Cancel, then refresh the
                  applications.
                </Trans>
              </Alert>
            ) : (
              <FailureAlert failure={failure} title={notSaved} />
            )}
            <Group justify="flex-end">
              <Button variant="default" disabled={sending} onClick={() => actor.send({ type: 'decision.cancel' })}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={sending} color={selected?.decision === 'REJECT' ? 'danger' : undefined}>
                {selected?.decision === 'REJECT' ? <Trans>Reject</Trans> : <Trans>Approve</Trans>}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
