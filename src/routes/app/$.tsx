import { createFileRoute, notFound } from '@tanstack/react-router';
import { ConfiguredPage } from '../../shell/configuration/ConfiguredPage';
import { isConfiguredRoute } from '../../config/routes';
import { configuredPages } from '../-configuredPages';

/** Every configured page of the signed-in area (`-configuredPages.ts`); any other path is not found. */
export const Route = createFileRoute('/app/$')({
  beforeLoad: ({ params }) => {
    if (!isConfiguredRoute(`/app/${params._splat ?? ''}`)) throw notFound();
  },
  component: function Configured() {
    const { _splat } = Route.useParams();
    const route = `/app/${_splat ?? ''}`;
    if (!isConfiguredRoute(route)) return null;
    const { screen, belowContent } = configuredPages[route];
    return <ConfiguredPage key={route} route={route} screen={screen} belowContent={belowContent} />;
  },
});
