import { Alert, Button, Text, ThemeIcon } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconDeviceFloppy, IconTool } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { startupMachine } from '../../../machines/startup.machine';
import { localized } from '../../config/siteSettings';
import { useApp } from '../../platform/context';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { CenteredMessage } from '../../ui/CenteredMessage';
import { PreferencesMenu } from '../preferences/PreferencesMenu';

type Startup = SnapshotFrom<typeof startupMachine>;
const selectChecking = (s: Startup) => s.matches('loadingSiteSettings');
const selectInterrupted = (s: Startup) => s.context.returnPath !== null;

/**
 * How soon the page looks again, from the configured poll (requirements#maintenance: maintenancePollMs,
 * 30 s by default): whole minutes when it is a number of minutes, else seconds.
 */
export function pollInterval(pollMs: number): { unit: 'minutes' | 'seconds'; count: number } {
  const seconds = Math.max(1, Math.round(pollMs / 1000));
  return seconds % 60 === 0 ? { unit: 'minutes', count: seconds / 60 } : { unit: 'seconds', count: seconds };
}

function CheckingAgain({ pollMs }: { pollMs: number }) {
  const { unit, count } = pollInterval(pollMs);
  return unit === 'minutes' ? (
    <Plural
      value={count}
      one="We are improving the portal. This page checks again by itself within # minute."
      other="We are improving the portal. This page checks again by itself within # minutes."
    />
  ) : (
    <Plural
      value={count}
      one="We are improving the portal. This page checks again by itself within # second."
      other="We are improving the portal. This page checks again by itself within # seconds."
    />
  );
}

/**
 * requirements#maintenance: the maintenance page, with the configured message or 'Site Under Maintenance'.
 * requirements#maintenance-session: when maintenance interrupted a session, it says that what was entered
 * is kept and that the user goes back to where they were.
 */
export function MaintenancePage() {
  const { t } = useLingui();
  const { actors, platform } = useApp();
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const checking = useSelector(actors.startup, selectChecking);
  const interrupted = useSelector(actors.startup, selectInterrupted);
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
        <CheckingAgain pollMs={platform.gateway.config?.maintenancePollMs ?? 30_000} />
      </Text>
      {interrupted ? (
        <Alert
          variant="light"
          icon={<IconDeviceFloppy size={20} aria-hidden />}
          ta="start"
          data-testid="maintenance-kept"
        >
          <Trans>
            Maintenance began while you were using the portal. What you entered is kept (except PINs and codes): when it
            ends, you go back to where you were.
          </Trans>
        </Alert>
      ) : null}
      <Button variant="light" loading={checking} onClick={() => actors.startup.send({ type: 'startup.retry' })}>
        <Trans>Check now</Trans>
      </Button>
      <PreferencesMenu />
    </CenteredMessage>
  );
}
