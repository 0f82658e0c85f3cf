import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localized } from '../../config/siteSettings';
import { shownEntries } from '../../config/menu';
import { socialLinks } from '../../config/social';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';
import { selectMenu, useShellConfiguration } from '../configuration/ShellConfiguration';
import { useTransitionSelector } from '../../ui/useTransitionSelector';

const selectFooter = (s: { context: { configuration: unknown } }) => selectMenu(s)?.footer.layout_data.dataList ?? null;

/** The footer part of the menu (requirements#menu), the site's social links and copyright. */
export function AppFooter() {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const { menu } = useShellConfiguration();
  const footer = useTransitionSelector(menu, selectFooter);
  const links = footer ? shownEntries(footer, locale).filter((e) => e.to) : [];
  const social = socialLinks(settings?.social);
  const copyright = localized(settings?.general.copyrights, locale);
  return (
    <Stack
      component="footer"
      gap="xs"
      mt="xl"
      pt="md"
      pb="xs"
      align="center"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      {links.length > 0 ? (
        <Group component="nav" aria-label={t`Policies and information`} gap="md" justify="center">
          {links.map((entry) => (
            <Anchor key={entry.key} component={Link} to={entry.to!} size="sm" c="dimmed">
              {entry.title}
            </Anchor>
          ))}
        </Group>
      ) : null}
      {social.length > 0 ? (
        <Group gap="sm" justify="center">
          {social.map(({ network, url, label }) => (
            <Anchor key={network} href={url} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
              {label}
            </Anchor>
          ))}
        </Group>
      ) : null}
      {copyright !== '-' ? (
        <Text size="xs" c="dimmed" ta="center">
          {copyright}
        </Text>
      ) : null}
    </Stack>
  );
}
