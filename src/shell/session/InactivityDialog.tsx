import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useApp } from '../../platform/context';

/**
 * requirements#inactivity-timeout: signed out after the configured idle time, warned before. The
 * session statechart owns the clock; this dialog only asks. Only an answer counts: a click outside
 * does not close it, and Escape means "stay signed in". Its code loads when it first opens
 * (InactivityWarning.tsx).
 */
export default function InactivityDialog({ opened }: { opened: boolean }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const seconds = platform.gateway.config?.inactivityWarningSeconds ?? 60;
  const stay = () => actors.session.send({ type: 'session.staySignedIn' });
  return (
    <Modal
      opened={opened}
      onClose={stay}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      title={t`Are you still there?`}
      // above the app's loader overlays
      zIndex={500}
    >
      <Stack gap="md">
        <Text>
          <Trans>For your security you will be signed out soon because there has been no activity.</Trans>
        </Text>
        <Text c="dimmed" size="sm">
          <Plural
            value={seconds}
            one="You will be signed out in about # second."
            other="You will be signed out in about # seconds."
          />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => actors.session.send({ type: 'session.logout' })}>
            <Trans>Sign out</Trans>
          </Button>
          <Button data-autofocus onClick={stay}>
            <Trans>Stay signed in</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
