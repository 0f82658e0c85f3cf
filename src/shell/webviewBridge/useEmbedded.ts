import { useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { useApp } from '../../platform/context';

/** Inside a native shell (requirements#web-view): the host draws the title bar and the frame. */
export function useEmbedded(): boolean {
  const { actors } = useApp();
  return useSelector(actors.webviewBridge, (s) => s.context.embedded);
}

/** The notch, the home indicator and rounded corners are the host's (`viewport-fit=cover`). */
export const safeAreaPadding: CSSProperties = {
  paddingTop: 'env(safe-area-inset-top)',
  paddingBottom: 'env(safe-area-inset-bottom)',
  paddingLeft: 'env(safe-area-inset-left)',
  paddingRight: 'env(safe-area-inset-right)',
};
