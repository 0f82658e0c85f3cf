import { Title, type TitleProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A page's heading, focused when the page opens so a screen reader starts there and keyboard
 * users continue from it (the portal moves focus to the new heading on navigation).
 */
export function PageTitle({ children, ...props }: { children: ReactNode } & Omit<TitleProps, 'children' | 'ref'>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }} {...props}>
      {children}
    </Title>
  );
}
