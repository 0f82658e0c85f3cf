import { Button, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTool } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { localized } from '../../config/siteSettings';
import { useApp } from '../../platform/context';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { PreferencesMenu } from '../preferences/PreferencesMenu';

/** requirements#maintenance: the maintenance page, with the configured message or 'Site Under Maintenance'. */
export function MaintenancePage() {
  const { t } = useLingui();
  const { actors } = useApp();
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const checking = useSelector(actors.startup, (s) => s.matches('loadingSiteSettings'));
  const configured = localized(settings?.general.maintenance_message, locale);
  return (
    <CenteredMessage
      top={
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconTool size={32} />
        </ThemeIcon>
      }
      title={configured === '-' ? t`Site Under Maintenance` : configured}
    >
      <Text c="dimmed">
        <Trans>We are improving the portal. This page checks again by itself every few seconds.</Trans>
      </Text>
      <Button variant="light" loading={checking} onClick={() => actors.startup.send({ type: 'startup.retry' })}>
        <Trans>Check now</Trans>
      </Button>
      <PreferencesMenu />
    </CenteredMessage>
  );
}
