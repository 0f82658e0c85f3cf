import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

const looks = {
  success: { color: 'success', icon: <IconCircleCheck /> },
  info: { color: 'info', icon: <IconInfoCircle /> },
  warning: { color: 'warning', icon: <IconAlertTriangle /> },
} as const;

/**
 * Where a flow ends up (a link sent, a password changed, nothing to activate): focused when it
 * appears, so keyboard and screen-reader users land on the news instead of on a form that is gone.
 */
export function OutcomePanel({
  tone = 'success',
  title,
  children,
  actions,
}: {
  tone?: keyof typeof looks;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const look = looks[tone];
  return (
    <Stack gap="md">
      <Alert
        ref={ref}
        tabIndex={-1}
        color={look.color}
        variant="light"
        icon={look.icon}
        role="status"
        title={title}
        style={{ outlineOffset: 2 }}
      >
        {children}
      </Alert>
      {actions}
    </Stack>
  );
}
