import { Anchor, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { CenteredMessage } from '../../ui/CenteredMessage';

/** requirements#framed-warning: shown inside a frame, this replaces the app and offers a safe way in. */
export function FramedWarning({ href }: { href: string }) {
  return (
    <CenteredMessage title={<Trans>This page may be under a clickjacking attack</Trans>}>
      <Text>
        <Trans>The portal was opened inside another site. To keep your account safe it will not run there.</Trans>
      </Text>
      <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600}>
        <Trans>Open the portal safely in a new window</Trans>
      </Anchor>
    </CenteredMessage>
  );
}
