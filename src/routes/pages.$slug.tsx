import { createFileRoute } from '@tanstack/react-router';
import { PublicCmsPage } from '../shell/configuration/PublicCmsPage';

/** requirements#landing: a public content page by its readable slug (pages_getActivePages). */
export const Route = createFileRoute('/pages/$slug')({ component: PublicPage });

function PublicPage() {
  const { slug } = Route.useParams();
  return <PublicCmsPage slug={slug} />;
}
