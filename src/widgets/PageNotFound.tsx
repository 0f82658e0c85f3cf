import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { localizedTitle } from '../config/menu';
import { useActiveLocale } from '../ui/hooks';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';
import type { WidgetLink } from './widgets.logic';

/**
 * PageNotFound: "can't find a page?" — the category's services searched by name as typed, so a
 * user who cannot find something reaches it from the dashboard instead of a dead end.
 */
export default function PageNotFound(_: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const [query, setQuery] = useState('');
  const actor = useWidgetActor((l) => l.services((links) => links));
  return (
    <WidgetCard<WidgetLink[]>
      actor={actor}
      title={t`Can't find a page?`}
      icon={<IconSearch size={20} aria-hidden />}
      empty={t`Your account has no services.`}
    >
      {(links) => {
        const needle = query.trim().toLocaleLowerCase(locale);
        const found = needle
          ? links.filter((l) => localizedTitle(l.title, locale).toLocaleLowerCase(locale).includes(needle)).slice(0, 6)
          : [];
        return (
          <Stack gap="xs">
            <TextInput
              label={t`Search services`}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            {needle && found.length === 0 ? (
              <Text size="sm" c="dimmed" role="status">
                {t`Nothing matches.`}
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
                {found.map((link) => (
                  <li key={link.route}>
                    <Anchor component={Link} to={link.route} size="sm">
                      {localizedTitle(link.title, locale)}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        );
      }}
    </WidgetCard>
  );
}
