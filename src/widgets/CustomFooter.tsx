import { Anchor, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

const helpPages = [{ route: '/app/support' }, { route: '/app/pages/contact-us' }];

/** CustomFooter: the dashboard's closing line — where to get help, on the category's own pages. */
export default function CustomFooter(_: WidgetProps) {
  const { t } = useLingui();
  const actor = useWidgetActor((l) => l.pages(helpPages));
  const labels: Record<string, string> = { '/app/support': t`Support`, '/app/pages/contact-us': t`Contact us` };
  return (
    <WidgetCard<Array<{ route: string }>>
      actor={actor}
      title={t`Need help?`}
      icon={<IconHelpCircle size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
      skeletonHeight={28}
    >
      {(pages) => (
        <Group gap="md">
          {pages.map((page) => (
            <Anchor key={page.route} component={Link} to={page.route} size="sm">
              {labels[page.route]}
            </Anchor>
          ))}
        </Group>
      )}
    </WidgetCard>
  );
}
