import { createFileRoute } from '@tanstack/react-router';
import { useApp } from '../app/context';
import { loadAtlasCatalogs } from '../atlas/catalog';
import { AtlasPage } from '../views/atlas/AtlasPage';
import { PageNotFound } from '../views/shell/PageNotFound';

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
  const { services } = useApp();
  const { machine } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!services.gateway.config?.atlas) return <PageNotFound />;
  return <AtlasPage machine={machine} onSelect={(id) => void navigate({ search: { machine: id }, replace: true })} />;
}
