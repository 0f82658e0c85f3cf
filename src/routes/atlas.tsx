import { createFileRoute } from '@tanstack/react-router';
import { useApp } from '../platform/context';
import { loadAtlasCatalogs } from '../atlas/catalog';
import { AtlasPage } from '../flows/atlas/AtlasPage';
import { PageNotFound } from '../shell/layout/PageNotFound';

interface AtlasSearch {
  /** the statechart shown (a registry id) */
  machine?: string;
}

export const Route = createFileRoute('/atlas')({
  validateSearch: (search: Record<string, unknown>): AtlasSearch =>
    typeof search.machine === 'string' && /^[A-Za-z]{1,40}$/.test(search.machine) ? { machine: search.machine } : {},
  loader: () => loadAtlasCatalogs(),
  component: AtlasRoute,
});

/** The flow atlas, where the runtime configuration turns it on (off by default). */
function AtlasRoute() {
  const { platform } = useApp();
  const { machine } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!platform.gateway.config?.atlas) return <PageNotFound />;
  return <AtlasPage machine={machine} onSelect={(id) => void navigate({ search: { machine: id }, replace: true })} />;
}
