import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { FloatingPosition } from '@mantine/core';
import { lazyOnReach } from './lazyOnReach';

const Tooltip = lazyOnReach(() => import('./TooltipPopup'));

type Handlers = { onPointerEnter?: () => void; onFocus?: () => void; onClick?: () => void; autoFocus?: boolean };

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
        // no press handler: the control keeps its own click, and the tooltip does not open on one
        cloneElement(children, {
          onPointerEnter: () => {
            reach.onPointerEnter();
            own.onPointerEnter?.();
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
