import '@mantine/nprogress/styles.css';
import { useLingui } from '@lingui/react/macro';
import { NavigationProgress, nprogress, nprogressStore, useNprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * issue 20: a thin progress bar along the top of the window while a navigation waits for its
 * page (the route's code, its guards and loaders), so a slow network shows that the click was
 * taken. The router's own state decides it: Mantine's navigation progress starts while the router
 * waits and completes when the page is there. Part of the boot's code (~1 KiB of gzip): loaded
 * lazily, it came over the same slow network as the page it was to announce. Named for assistive
 * technology while it shows, hidden from it while it does not.
 */
export function RouteProgress() {
  const { t } = useLingui();
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const { mounted } = useNprogress(nprogressStore);
  useEffect(() => {
    if (pending) nprogress.start();
    // completed only when it was started: completing an idle bar would draw it full for a moment
    else if (nprogressStore.getState().mounted) nprogress.complete();
  }, [pending]);
  return <NavigationProgress aria-label={t`Loading the page…`} aria-hidden={mounted ? undefined : true} />;
}
