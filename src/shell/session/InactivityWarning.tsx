import { useSelector } from '@xstate/react';
import { useApp } from '../../platform/context';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';

const InactivityDialog = lazyWhenOpened(() => import('./InactivityDialog'));

/**
 * requirements#inactivity-timeout: the warning before the idle sign-out (InactivityDialog.tsx); its
 * code loads when the session statechart first warns (issue 20).
 */
export function InactivityWarning() {
  const { actors } = useApp();
  const warned = useSelector(actors.session, (s) => s.matches({ signedIn: 'warned' }));
  return <InactivityDialog opened={warned} />;
}
