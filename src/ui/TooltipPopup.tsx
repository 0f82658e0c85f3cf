import { Tooltip, type FloatingPosition } from '@mantine/core';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { Reach } from './lazyOnReach';

/** Mantine's tooltip, shown at once when the pointer brought its code (TooltipOnReach.tsx). */
export default function TooltipPopup({
  label,
  position,
  reach,
  children,
}: {
  label: ReactNode;
  position?: FloatingPosition | undefined;
  reach: Reach | undefined;
  children: ReactElement<{ autoFocus?: boolean }>;
}) {
  return (
    <Tooltip label={label} position={position} defaultOpened={reach === 'pointer'}>
      {reach === 'focus' || reach === 'click' ? cloneElement(children, { autoFocus: true }) : children}
    </Tooltip>
  );
}
