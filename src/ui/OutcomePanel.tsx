import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

const looks = {
  success: { color: 'success', icon: <IconCircleCheck /> },
  info: { color: 'info', icon: <IconInfoCircle /> },
  warning: { color: 'warning', icon: <IconAlertTriangle /> },
} as const;

interface NewsProps {
  tone?: keyof typeof looks;
  /** another icon than the tone's */
  icon?: ReactNode;
  title?: string;
  children: ReactNode;
}

/**
 * News a flow has for the user (saved, turned on, sent): focused when it appears, so keyboard and
 * screen-reader users land on it instead of on a form that is gone.
 */
export function NewsAlert({ tone = 'success', icon, title, children }: NewsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const look = looks[tone];
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={look.color}
      variant="light"
      icon={icon ?? look.icon}
      role="status"
      title={title}
      style={{ outlineOffset: 2 }}
    >
      {children}
    </Alert>
  );
}

/** Where a flow ends up (a link sent, a password changed, nothing to activate): the news, then what to do next. */
export function OutcomePanel({ actions, ...news }: NewsProps & { actions?: ReactNode }) {
  return (
    <Stack gap="md">
      <NewsAlert {...news} />
      {actions}
    </Stack>
  );
}
