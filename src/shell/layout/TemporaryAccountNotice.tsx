import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useApp } from '../../platform/context';
import { useSiteSettings } from '../../ui/hooks';

const SEEN_KEY = 'temporaryAccountNoticeSeen';

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * requirements#temporary-account: extraOptions.showTempAccDialog: a self-registered account that is
 * still temporary is told, once per session, that limits apply until its holder is verified. The
 * session's own storage remembers the answer, so a sign-out (which clears it) brings it back.
 */
export function TemporaryAccountNotice() {
  const { t } = useLingui();
  const { actors } = useApp();
  const settings = useSiteSettings();
  const temporary = useSelector(actors.session, (s) => s.context.user?.accountLevel === 'TEMPORARY');
  const [seen, setSeen] = useState(seenThisSession);
  const enabled = settings?.extraOptions.showTempAccDialog.enabled === true;
  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // no session storage in this web-view: the notice closes for this page's life
    }
    setSeen(true);
  };
  return (
    <Modal
      opened={enabled && temporary && !seen}
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
