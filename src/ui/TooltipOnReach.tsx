import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { FloatingPosition } from '@mantine/core';
import { lazyOnReach } from './lazyOnReach';

// the control keeps its own click: a press is not split by the tooltip's arrival
const Tooltip = lazyOnReach(() => import('./TooltipPopup'), { holdWhilePressed: true });

type Handlers = {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onPointerUp?: () => void;
  onPointerCancel?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
};

/**
 * A Mantine tooltip whose code (and floating-ui's) loads when the user reaches for its control
 * (issue 20: the first screen does not carry it). The control keeps its own click.
 */
export function TooltipOnReach({
  label,
  position,
  children,
}: {
  label: ReactNode;
  position?: FloatingPosition;
  children: ReactElement<Handlers>;
}) {
  const own = children.props;
  return (
    <Tooltip
      label={label}
      position={position}
      placeholder={(reach) =>
        // the control keeps its own click, and the tooltip does not open on one
        cloneElement(children, {
          onPointerEnter: () => {
            reach.onPointerEnter();
            own.onPointerEnter?.();
          },
          onPointerDown: () => {
            reach.onPointerDown();
            own.onPointerDown?.();
          },
          onPointerUp: () => {
            reach.onPointerUp();
            own.onPointerUp?.();
          },
          onPointerCancel: () => {
            reach.onPointerCancel();
            own.onPointerCancel?.();
          },
          onFocus: () => {
            reach.onFocus();
            own.onFocus?.();
          },
          onClick: () => {
            reach.onClick();
            own.onClick?.();
          },
        })
      }
    >
      {children}
    </Tooltip>
  );
}
