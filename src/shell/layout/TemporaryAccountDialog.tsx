import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The temporary account's notice itself (its code loads when it opens: TemporaryAccountNotice.tsx). */
export default function TemporaryAccountDialog({ opened, onClose: close }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Your account is temporary`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Until your identity is verified, your wallet has lower limits and some services are not available. Complete
            your profile to start the verification.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            <Trans>Later</Trans>
          </Button>
          <Button component={Link} to="/app/my-account" onClick={close}>
            <Trans>Complete my profile</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
