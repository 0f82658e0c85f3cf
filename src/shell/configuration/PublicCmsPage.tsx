import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PublicLayout } from '../layout/PublicLayout';
import { ConfigurationError, PageSkeleton } from '../../ui/ConfigurationError';
import { PageTitle } from '../../ui/PageTitle';
import { CmsPage } from './CmsPage';
import { useActivePages } from './useActivePages';

/**
 * `/pages/<slug>` (requirements#landing): a content page the content service lists as active, in
 * the public layout. A slug it does not list is not found, even when a page of that id exists (the
 * signed-in area's pages are not all public).
 */
export function PublicCmsPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const active = useActivePages();
  const listed = active.status === 'ready' && active.pages.some((page) => page.page_id === slug);
  return (
    <PublicLayout wide>
      {active.status === 'loading' ? <PageSkeleton /> : null}
      {active.status === 'failed' ? (
        <ConfigurationError title={t`This page could not be loaded`} failure={active.failure} onRetry={active.retry} />
      ) : null}
      {active.status === 'ready' && listed ? <CmsPage pageId={slug} /> : null}
      {active.status === 'ready' && !listed ? (
        <Stack gap="md" align="flex-start" maw={640} mx="auto">
          <PageTitle>
            <Trans>Page not found</Trans>
          </PageTitle>
          <Text>
            <Trans>The page you are looking for does not exist or has moved.</Trans>
          </Text>
          <Button component={Link} to="/">
            <Trans>Go to home</Trans>
          </Button>
        </Stack>
      ) : null}
    </PublicLayout>
  );
}
