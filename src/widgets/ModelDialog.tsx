import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFileText } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CmsPage } from '../api/contract/content';
import { localizedTitle } from '../config/menu';
import { sanitizeHtml } from '../config/sanitizeHtml';
import { useActiveLocale } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import { setting, type WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';

/**
 * ModelDialog: a content page (settings.pageId) the user should know, read in a dialog without
 * leaving the dashboard; only a page of the category's own route table.
 */
export default function ModelDialog(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const [opened, setOpened] = useState(false);
  const pageId = setting(props, 'pageId', '');
  const actor = useWidgetActor((l) => l.cmsPage(pageId));
  return (
    <WidgetCard<{ route: string; page: CmsPage }>
      actor={actor}
      title={t`Good to know`}
      icon={<IconFileText size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
      skeletonHeight={48}
    >
      {({ route, page }) => {
        const title = localizedTitle(page.title, locale);
        return (
          <>
            <Text size="sm" mb="sm">
              {title}
            </Text>
            <Group gap="sm">
              <Button size="xs" onClick={() => setOpened(true)}>
                <Trans>Read</Trans>
              </Button>
              <Anchor component={Link} to={route} size="sm">
                <Trans>Open</Trans>
              </Anchor>
            </Group>
            <Modal opened={opened} onClose={() => setOpened(false)} title={title} size="lg">
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(localizedTitle(page.content, locale)) }} />
            </Modal>
          </>
        );
      }}
    </WidgetCard>
  );
}
