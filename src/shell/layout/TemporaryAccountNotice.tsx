import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useApp } from '../../platform/context';
import { useSiteSettings } from '../../ui/hooks';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened';

const TemporaryAccountDialog = lazyWhenOpened(() => import('./TemporaryAccountDialog'));

const SEEN_KEY = 'temporaryAccountNoticeSeen';

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * requirements#temporary-account: extraOptions.showTempAccDialog: a self-registered account that is
 * still temporary is told, once per session, that limits apply until its holder is verified. The
 * session's own storage remembers the answer, so a sign-out (which clears it) brings it back. The
 * dialog's code loads when it opens (issue 20).
 */
export function TemporaryAccountNotice() {
  const { actors } = useApp();
  const settings = useSiteSettings();
  const temporary = useSelector(actors.session, (s) => s.context.user?.accountLevel === 'TEMPORARY');
  const [seen, setSeen] = useState(seenThisSession);
  const enabled = settings?.extraOptions.showTempAccDialog.enabled === true;
  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // no session storage in this web-view: the notice closes for this page's life
    }
    setSeen(true);
  };
  return <TemporaryAccountDialog opened={enabled && temporary && !seen} onClose={close} />;
}
