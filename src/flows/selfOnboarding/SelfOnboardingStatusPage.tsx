import { Anchor, Badge, Box, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { selfOnboardingStatusMachine } from '../../../machines/selfOnboardingStatus.machine';
import { onboardingDocumentKinds, type ApplicationStatus, type OnboardingStatus } from '../../api/contract/onboarding';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { AccountCard } from '../../shell/layout/AccountCard';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { KycReuploadPanel } from './KycReuploadPanel';
import { selfOnboardingStatusLogic } from './selfOnboarding.logic';
import { formatDateTime } from '../../i18n/format';

type Snapshot = SnapshotFrom<typeof selfOnboardingStatusMachine>;
const selectLooking = (s: Snapshot) => s.matches('looking');
/** the flow carries the contract's status without looking inside */
const selectStatus = (s: Snapshot) => s.context.status as ApplicationStatus | null;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectQuery = (s: Snapshot) => ({ reference: s.context.reference, mobile: s.context.mobile });
const sameQuery = (a: { reference: string; mobile: string }, b: { reference: string; mobile: string }) =>
  a.reference === b.reference && a.mobile === b.mobile;

/** failures that may pass on their own: the same question may be asked again as it is */
const PASSING = new Set<string>(['network', 'timeout', 'unavailable', 'invalidResponse']);

const COLOURS: Record<OnboardingStatus, string> = { PENDING: 'yellow', APPROVED: 'teal', REJECTED: 'red' };

/**
 * /self-onboarding/status (requirements#onboarding): an application's status by its reference and
 * the applicant's mobile — pending, approved (then the SMS link sets the password), or rejected
 * with the reason, shown as text. Opened from a submitted application with its reference and the
 * applicant's mobile, it looks them up at once.
 */
export function SelfOnboardingStatusPage({
  reference: initialReference = '',
  mobile: initialMobile = '',
}: {
  reference?: string;
  mobile?: string;
}) {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => selfOnboardingStatusLogic(platform));
  const actor = useFlowActor(logic, { input: { reference: initialReference, mobile: initialMobile } });
  const looking = useSelector(actor, selectLooking);
  const status = useSelector(actor, selectStatus);
  const failure = useSelector(actor, selectFailure);
  const query = useSelector(actor, selectQuery, sameQuery);
  // a document sent again: the status shown is asked again (it lists the documents on file)
  const refresh = useCallback(() => actor.send({ type: 'status.retry' }), [actor]);
  const [reference, setReference] = useState(initialReference);
  const [mobile, setMobile] = useState(initialMobile);
  const answer = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status) answer.current?.focus();
  }, [status]);

  const labels: Record<OnboardingStatus, string> = {
    PENDING: t`Under review`,
    APPROVED: t`Approved`,
    REJECTED: t`Not approved`,
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');

  return (
    <AccountCard
      title={<Trans>Your wallet application</Trans>}
      subtitle={<Trans>Enter the reference you were given and your mobile number.</Trans>}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'status.lookup', reference: reference.trim(), mobile: mobile.trim() });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t`Reference`}
            placeholder="ON-XXXXXXXX"
            value={reference}
            dir="ltr"
            required
            autoComplete="off"
            onChange={(event) => setReference(event.currentTarget.value)}
          />
          <TextInput
            label={t`Mobile number`}
            placeholder="7XXXXXXXXX"
            value={mobile}
            dir="ltr"
            inputMode="tel"
            required
            autoComplete="tel-national"
            onChange={(event) => setMobile(event.currentTarget.value)}
          />
          <Button type="submit" loading={looking} leftSection={<IconSearch size={16} aria-hidden />}>
            <Trans>Check the status</Trans>
          </Button>
        </Stack>
      </form>
      <FailureAlert failure={failure} title={t`The status could not be shown`}>
        {failure && PASSING.has(failure.kind) ? (
          <Box mt="xs">
            <Button size="xs" variant="light" onClick={() => actor.send({ type: 'status.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          </Box>
        ) : null}
      </FailureAlert>
      {status ? (
        <Paper withBorder radius="md" p="md" data-testid="onboarding-status">
          <Stack gap="xs">
            <Title order={2} size="h4" ref={answer} tabIndex={-1} style={{ outline: 'none' }}>
              <Trans>
                Application <bdi dir="ltr">{status.reference}</bdi>
              </Trans>
            </Title>
            <Badge variant="dot" color={COLOURS[status.status]} size="lg" data-testid="onboarding-status-badge">
              {labels[status.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              <Trans>Submitted {when(status.submittedAt)}</Trans>
            </Text>
            {status.status === 'PENDING' ? (
              <Text>
                <Trans>We are checking your documents. You will get an SMS when it is decided.</Trans>
              </Text>
            ) : null}

            {status.status === 'APPROVED' ? (
              <Text>
                <Trans>
                  Your wallet is open. Use the link we sent you by SMS to choose your password, then{' '}
                  <Anchor component={Link} to="/signin" underline="always">
                    sign in
                  </Anchor>{' '}
                  with your mobile number.
                </Trans>
              </Text>
            ) : null}
            {status.status === 'REJECTED' ? (
              <>
                <Text fw={500}>
                  <Trans>Reason:</Trans>
                </Text>
                <Text data-testid="onboarding-status-reason" style={{ whiteSpace: 'pre-wrap' }}>
                  <bdi dir="auto">{status.reason}</bdi>
                </Text>
                {status.resubmit.length > 0 ? (
                  <Text>
                    <Trans>Send the documents asked for again below: your application is then reviewed again.</Trans>
                  </Text>
                ) : (
                  <Text>
                    <Anchor component={Link} to="/self-onboarding">
                      <Trans>Apply again</Trans>
                    </Anchor>
                  </Text>
                )}
              </>
            ) : null}
            {/* requirements#kyc-reupload: under review any document; rejected, those asked for again */}
            {status.status === 'PENDING' || (status.status === 'REJECTED' && status.resubmit.length > 0) ? (
              <KycReuploadPanel
                key={`${query.reference} ${query.mobile} ${status.status}`}
                reference={query.reference}
                mobile={query.mobile}
                kinds={status.status === 'PENDING' ? onboardingDocumentKinds : status.resubmit}
                onSent={refresh}
              />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </AccountCard>
  );
}
