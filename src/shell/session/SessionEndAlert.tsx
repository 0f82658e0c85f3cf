import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useApp } from '../../platform/context';

/** requirements#session-expiry: for -5100012 the stored message is shown as an alert before the sign-out. */
export default function SessionEndAlert() {
  const { t } = useLingui();
  const { actors } = useApp();
  const message = useSelector(actors.session, (s) => (s.matches('alerting') ? s.context.alertMessage : null));
  const dismiss = () => actors.session.send({ type: 'session.alertDismissed' });
  return (
    <Modal
      opened={message !== null}
      onClose={dismiss}
      title={t`Your session has ended`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={dismiss} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
