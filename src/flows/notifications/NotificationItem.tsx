import { Anchor, Box, Button, Group, Paper, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconArrowsExchange, IconCheck, IconGift, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Notification, NotificationCategory } from '../../api/contract/notifications';
import { localizedTitle } from '../../config/menu';
import { formatDateTime } from '../../i18n/format';
import { alertColour, alertColourVar } from '../../ui/alertLevels';
import { relativeTime } from './notificationFormat';

const icons: Record<NotificationCategory, typeof IconGift> = {
  TRANSACTION: IconArrowsExchange,
  SECURITY: IconShieldLock,
  PROMOTION: IconGift,
};

/**
 * One notification: its alert level's colour (requirements#alert-levels), unread ones bold with a
 * dot (and said so to screen readers), how long ago (the full date on hover), and the link to its
 * transaction. A click anywhere on an unread one marks it read; the button does it by keyboard.
 */
export function NotificationItem({
  notification,
  locale,
  nowMs,
  busy,
  onMarkRead,
}: {
  notification: Notification;
  locale: string;
  nowMs: number;
  /** a mark is on its way: another waits */
  busy: boolean;
  onMarkRead: (id: string) => void;
}) {
  const { id, read, alertLevel, transactionId } = notification;
  const Icon = icons[notification.category];
  const colour = alertColour(alertLevel) ?? undefined;
  const markRead = () => {
    if (!read && !busy) onMarkRead(id);
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="notification"
      data-read={read}
      onClick={markRead}
      style={{
        // logical: the mark sits at the start of the line in either direction
        borderInlineStart: `4px solid ${alertColourVar(alertLevel)}`,
        cursor: read ? undefined : 'pointer',
        listStyle: 'none',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon color={colour} variant="light" radius="xl" size="lg" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Group gap={6} wrap="nowrap" miw={0}>
              {read ? null : (
                <Box
                  w={8}
                  h={8}
                  bg="var(--mantine-primary-color-filled)"
                  style={{ borderRadius: '50%', flexShrink: 0 }}
                  aria-hidden
                  data-testid="unread-dot"
                />
              )}
              <Text component="h2" fz="md" fw={read ? 500 : 700} m={0} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {read ? null : (
                  <VisuallyHidden>
                    <Trans>Unread:</Trans>{' '}
                  </VisuallyHidden>
                )}
                {localizedTitle(notification.title, locale)}
              </Text>
            </Group>
            <Tooltip label={formatDateTime(notification.createdAt, locale)}>
              <Text
                component="time"
                dateTime={notification.createdAt}
                size="xs"
                c="dimmed"
                style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {relativeTime(notification.createdAt, nowMs, locale)}
              </Text>
            </Tooltip>
          </Group>
          <Text size="sm" c="dimmed" mt={4} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {localizedTitle(notification.body, locale)}
          </Text>
          {transactionId !== null || !read ? (
            <Group gap="md" mt="xs">
              {transactionId !== null ? (
                <Anchor
                  size="sm"
                  component={Link}
                  // a configured page, served by /app/$: the router knows it by that route only
                  to={'/app/report/transactionView' as never}
                  search={{ transactionId } as never}
                >
                  <Trans>View the transaction</Trans>
                </Anchor>
              ) : null}
              {read ? null : (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconCheck size={14} />}
                  disabled={busy}
                  onClick={(event) => {
                    event.stopPropagation();
                    markRead();
                  }}
                >
                  <Trans>Mark as read</Trans>
                  <VisuallyHidden>: {localizedTitle(notification.title, locale)}</VisuallyHidden>
                </Button>
              )}
            </Group>
          ) : null}
        </Box>
      </Group>
    </Paper>
  );
}
