import { Badge, Group } from '@mantine/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { IconApps } from '@tabler/icons-react';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';
import type { WidgetLink } from './widgets.logic';

/** ServiceHeader: above the services, how many the account can use and how many of them move money out. */
export default function ServiceHeader(_: WidgetProps) {
  const { t } = useLingui();
  const actor = useWidgetActor((l) => l.services((links) => links));
  return (
    <WidgetCard<WidgetLink[]>
      actor={actor}
      title={t`Services`}
      icon={<IconApps size={20} aria-hidden />}
      empty={t`Your account has no services.`}
      skeletonHeight={28}
    >
      {(links) => (
        <Group gap="sm">
          <Badge size="lg" variant="light">
            <Plural value={links.length} one="# service" other="# services" />
          </Badge>
        </Group>
      )}
    </WidgetCard>
  );
}
