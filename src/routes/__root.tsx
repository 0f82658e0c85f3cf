import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { startupMachine } from '../../machines/startup.machine';
import { useApp } from '../platform/context';
import type { RouterContext } from '../platform/context';
import { DirectionSync } from '../shell/locale/DirectionSync';
import { PageAnnouncer } from '../shell/layout/PageAnnouncer';
import { arrivalToasts } from '../shell/notifications/arrivals';
import { RouteProgress } from '../shell/layout/RouteProgress';
import { FramedWarning } from '../shell/startup/FramedWarning';
import { LoaderOverlay } from '../ui/LoaderOverlay';
import { useTransitionSelector } from '../ui/useTransitionSelector';
import { ReceiptSlotsContext, type ReceiptSlots } from '../ui/receiptSlots';
import { PageNotFound } from '../shell/layout/PageNotFound';
import { ServerErrorPage } from '../shell/layout/ServerErrorPage';
import { ServerNotFoundPage } from '../shell/startup/ServerNotFoundPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: PageNotFound,
  // requirements#error-page: any rendering error shows the /500 page
  errorComponent: ServerErrorPage,
});

// the alert of a session ended elsewhere is rare: its modal machinery loads when needed
const SessionEndAlert = lazy(() => import('../shell/session/SessionEndAlert'));

// requirements#receipt-pdf: the receipt PDF flow fills the receipt and statement slots of other
// flows' screens; its buttons load with the first screen that shows one, pdf-lib only on a click
const receiptSlots: ReceiptSlots = {
  receipt: lazy(() => import('../flows/receiptPdf/ReceiptPdfActions')),
  statement: lazy(() => import('../flows/receiptPdf/StatementPdfPanel')),
};

type StartupView = 'framed' | 'serverNotFound' | 'maintenance' | 'ready' | 'starting';

const selectStartupView = (s: SnapshotFrom<typeof startupMachine>): StartupView => {
  if (s.matches('framed')) return 'framed';
  if (s.matches('serverNotFound')) return 'serverNotFound';
  if (s.matches('maintenance') || (s.matches('loadingSiteSettings') && s.context.maintenance)) return 'maintenance';
  if (s.matches({ running: 'ready' })) return 'ready';
  return 'starting';
};

function Root() {
  const { actors } = useApp();
  // the loader giving way to the page is the largest render of a visit: a transition (issue 20)
  const view = useTransitionSelector(actors.startup, selectStartupView);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const alerting = useSelector(actors.session, (s) => s.matches('alerting'));
  // the toasts of arrivals: their container is drawn once the first one has loaded its code
  const toasts = useSyncExternalStore(arrivalToasts.subscribe, arrivalToasts.get, () => null);

  // the startup machine follows the location (maintenance routing)
  useEffect(() => actors.startup.send({ type: 'location.changed', pathname }), [actors.startup, pathname]);

  return (
    <ReceiptSlotsContext.Provider value={receiptSlots}>
      <DirectionSync />
      <PageAnnouncer />
      <RouteProgress />
      {view === 'framed' ? <FramedWarning href={window.location.href} /> : null}
      {view === 'serverNotFound' ? (
        <ServerNotFoundPage onRetry={() => actors.startup.send({ type: 'startup.retry' })} />
      ) : null}
      {view === 'ready' || (view === 'maintenance' && pathname === '/maintenance') ? <Outlet /> : null}
      {view === 'starting' || (view === 'maintenance' && pathname !== '/maintenance') ? <LoaderOverlay /> : null}
      {toasts ? <toasts.ArrivalToasts /> : null}
      {alerting ? (
        <Suspense fallback={null}>
          <SessionEndAlert />
        </Suspense>
      ) : null}
    </ReceiptSlotsContext.Provider>
  );
}
