import { ActionIcon, Badge, Button, Flex, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconLogout, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { activeSessionsMachine, ActiveSessionsNotice } from '../../../machines/activeSessions.machine';
import type { ActiveSession, DeviceType, SessionPlace } from '../../api/contract/activeSessions';
import { formatDateTime } from '../../i18n/format';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { FailureAlert } from '../../ui/FailureAlert';
import { NewsAlert } from '../../ui/OutcomePanel';
import { useActiveLocale } from '../../ui/hooks';
import { activeSessionsLogic } from './activeSessions.logic';

type Snapshot = SnapshotFrom<typeof activeSessionsMachine>;
type Actor = ActorRefFrom<typeof activeSessionsMachine>;

const selectLoading = (s: Snapshot) => s.matches('loading') || s.matches('refreshing');
const selectFailed = (s: Snapshot) => s.matches('failed');
/** the flow carries the sessions without looking inside; activeSessionsLogic loads ActiveSession[] */
const selectSessions = (s: Snapshot) => s.context.sessions as ActiveSession[];
const selectNotice = (s: Snapshot) => s.context.notice;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectTarget = (s: Snapshot) => s.context.target as ActiveSession | null;
const selectConfirming = (s: Snapshot) => s.matches('confirmingRevoke') || s.matches('revoking');
const selectRevoking = (s: Snapshot) => s.matches('revoking');
const selectConfirmingOthers = (s: Snapshot) => s.matches('confirmingRevokeOthers') || s.matches('revokingOthers');
const selectRevokingOthers = (s: Snapshot) => s.matches('revokingOthers');
const selectDialogFailure = (s: Snapshot) =>
  s.matches('confirmingRevoke') || s.matches('confirmingRevokeOthers') ? s.context.failure : null;

/** a date and time stays on one line */
const noBreak = { whiteSpace: 'nowrap' } as const;

const deviceIcons: Record<DeviceType, typeof IconDeviceDesktop> = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
};

/**
 * requirements#active-sessions: the user's signed-in sessions on My account, this device marked;
 * sign out another one, or all others. Times are in the user's language and time zone.
 */
export function ActiveSessionsPanel() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => activeSessionsLogic(platform));
  const actor = useFlowActor(logic);
  const loading = useSelector(actor, selectLoading);
  const failed = useSelector(actor, selectFailed);
  const sessions = useSelector(actor, selectSessions);
  const notice = useSelector(actor, selectNotice);
  const failure = useSelector(actor, selectFailure);
  const hasOthers = sessions.some((s) => !s.current);
  const headingId = useId();

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId} data-testid="active-sessions">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h5" id={headingId}>
              <Trans>Active sessions</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Where you are signed in. Sign out any session you do not recognise.</Trans>
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            aria-label={t`Refresh sessions`}
            onClick={() => actor.send({ type: 'list.refresh' })}
            disabled={loading}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Group>
        {notice ? <NoticeAlert notice={notice} /> : null}
        {loading ? (
          <Group justify="center" gap="sm" py="md" role="status" aria-live="polite">
            <Loader size="sm" />
            <Text c="dimmed">
              <Trans>Loading…</Trans>
            </Text>
          </Group>
        ) : failed ? (
          <Stack gap="sm">
            <FailureAlert failure={failure} title={t`Your sessions could not be loaded`} />
            <Group>
              <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'list.retry' })}>
                <Trans>Retry</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {sessions.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  onSignOut={() => actor.send({ type: 'revoke.start', id: session.id })}
                />
              ))}
            </Stack>
            {hasOthers ? (
              <Group>
                <Button
                  variant="light"
                  color="danger"
                  leftSection={<IconLogout size={16} />}
                  onClick={() => actor.send({ type: 'revokeOthers.start' })}
                >
                  <Trans>Sign out all other sessions</Trans>
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
      <RevokeDialog actor={actor} />
      <RevokeOthersDialog actor={actor} />
    </Paper>
  );
}

function NoticeAlert({ notice }: { notice: ActiveSessionsNotice }) {
  const { t } = useLingui();
  const text =
    notice.kind === 'ended'
      ? t`The session was signed out.`
      : notice.kind === 'alreadyEnded'
        ? t`That session had already ended.`
        : plural(notice.count, {
            one: '# other session was signed out.',
            other: '# other sessions were signed out.',
          });
  return <NewsAlert tone={notice.kind === 'alreadyEnded' ? 'info' : 'success'}>{text}</NewsAlert>;
}

/** `Chrome 131 on Android 14`, each part isolated (they come from the browser's own header) */
function DeviceName({ session }: { session: ActiveSession }) {
  const { t } = useLingui();
  const browser = session.browser ?? t`Unknown browser`;
  const os = session.os ?? t`unknown system`;
  return (
    <Trans>
      <bdi dir="auto">{browser}</bdi> on <bdi dir="auto">{os}</bdi>
    </Trans>
  );
}

function PlaceName({ place }: { place: SessionPlace }) {
  const locale = useActiveLocale();
  switch (place.kind) {
    case 'thisNetwork':
      return <Trans>This network</Trans>;
    case 'localNetwork':
      return <Trans>Local network</Trans>;
    case 'unknown':
      return <Trans>Unknown place</Trans>;
    case 'city': {
      const pick = (names: { en: string; ar: string; ku: string }) =>
        locale === 'ar' || locale === 'ku' ? names[locale] : names.en;
      const city = pick(place.city);
      const country = pick(place.country);
      return (
        <Trans>
          <bdi dir="auto">{city}</bdi>, <bdi dir="auto">{country}</bdi>
        </Trans>
      );
    }
  }
}

function SessionItem({ session, onSignOut }: { session: ActiveSession; onSignOut: () => void }) {
  const locale = useActiveLocale();
  const nameId = useId();
  const Icon = deviceIcons[session.deviceType];
  const signedIn = formatDateTime(session.signedInAt, locale);
  const lastActive = formatDateTime(session.lastActiveAt, locale);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={nameId} data-testid="session-item">
      {/* on a phone the button goes under the details, which keep the width */}
      <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-start' }}>
        <Group wrap="nowrap" align="flex-start" gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Icon size={28} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
                <DeviceName session={session} />
              </Text>
              {session.current ? (
                <Badge color="success" variant="light">
                  <Trans>This device</Trans>
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              <PlaceName place={session.place} />
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Signed in <bdi style={noBreak}>{signedIn}</bdi>
              </Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {session.current ? (
                <Trans>Active now</Trans>
              ) : (
                <Trans>
                  Last active <bdi style={noBreak}>{lastActive}</bdi>
                </Trans>
              )}
            </Text>
          </Stack>
        </Group>
        {session.current ? null : (
          <Button
            size="xs"
            variant="default"
            onClick={onSignOut}
            aria-describedby={nameId}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Sign out</Trans>
          </Button>
        )}
      </Flex>
    </Paper>
  );
}

function RevokeDialog({ actor }: { actor: Actor }) {
  const { t } = useLingui();
  const opened = useSelector(actor, selectConfirming);
  const revoking = useSelector(actor, selectRevoking);
  const target = useSelector(actor, selectTarget);
  const failure = useSelector(actor, selectDialogFailure);
  return (
    <Modal
      opened={opened}
      onClose={() => (revoking ? undefined : actor.send({ type: 'revoke.cancel' }))}
      title={t`Sign out this session?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {target ? (
          <Text>
            <Trans>
              <DeviceName session={target} /> (<PlaceName place={target.place} />) will be signed out at its next
              action.
            </Trans>
          </Text>
        ) : null}
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => actor.send({ type: 'revoke.cancel' })} disabled={revoking}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="danger"
            loading={revoking}
            onClick={() => actor.send({ type: 'revoke.confirm' })}
            data-autofocus
          >
            <Trans>Sign out</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RevokeOthersDialog({ actor }: { actor: Actor }) {
  const { t } = useLingui();
  const opened = useSelector(actor, selectConfirmingOthers);
  const revoking = useSelector(actor, selectRevokingOthers);
  const failure = useSelector(actor, selectDialogFailure);
  return (
    <Modal
      opened={opened}
      onClose={() => (revoking ? undefined : actor.send({ type: 'revokeOthers.cancel' }))}
      title={t`Sign out all other sessions?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Trans>Every session but this device will be signed out at its next action.</Trans>
        </Text>
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => actor.send({ type: 'revokeOthers.cancel' })} disabled={revoking}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="danger"
            loading={revoking}
            onClick={() => actor.send({ type: 'revokeOthers.confirm' })}
            data-autofocus
          >
            <Trans>Sign out all others</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
