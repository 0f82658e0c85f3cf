import { Anchor, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLifebuoy } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { socialLinks } from '../config/social';
import { useSiteSettings } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

const helpPages = [{ route: '/app/support' }, { route: '/app/pages/contact-us' }];

/** CustomFooter: the dashboard's closing line — where to get help (the category's own pages) and the site's channels. */
export default function CustomFooter(_: WidgetProps) {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const social = socialLinks(settings?.social);
  const actor = useWidgetActor((l) => l.pages(helpPages));
  const labels: Record<string, string> = { '/app/support': t`Support`, '/app/pages/contact-us': t`Contact us` };
  return (
    <WidgetCard<Array<{ route: string }>>
      actor={actor}
      title={t`Need help?`}
      icon={<IconLifebuoy size={20} aria-hidden />}
      empty={t`Ask the people who opened your account.`}
      skeletonHeight={28}
    >
      {(pages) => (
        <Group justify="space-between" gap="sm">
          <Group gap="md">
            {pages.map((page) => (
              <Anchor key={page.route} component={Link} to={page.route} size="sm">
                {labels[page.route]}
              </Anchor>
            ))}
          </Group>
          {social.length > 0 ? (
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {t`Follow us:`}
              </Text>
              {social.map(({ network, url, label }) => (
                <Anchor key={network} href={url} target="_blank" rel="noopener noreferrer" size="sm">
                  {label}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </Group>
      )}
    </WidgetCard>
  );
}
