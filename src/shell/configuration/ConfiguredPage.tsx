import { Container, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { FixedAppRoute } from '../../api/contract/content';
import { alwaysAvailableRoutes, resolvePage } from '../../config/routes';
import { selectRouteMap, useShellConfiguration } from './ShellConfiguration';
import { CmsPage } from './CmsPage';
import { ConfigurationError, PageSkeleton } from '../../ui/ConfigurationError';
import { NotAvailablePage } from './NotAvailablePage';

/**
 * A fixed route (requirements#route-table), drawn as the user's category configures it: the
 * portal's own screen, a content page, or "not available for your account". Never blank: while the
 * route table loads a skeleton shows, and a table that cannot be loaded says so with a retry.
 */
export function ConfiguredPage({
  route,
  screen: Screen,
  belowContent: Below,
}: {
  route: FixedAppRoute;
  screen?: ComponentType | undefined;
  /** drawn under the content page when the route is one (requirements#contact-us: the form under the text) */
  belowContent?: ComponentType | undefined;
}) {
  const { t } = useLingui();
  const { routes, category } = useShellConfiguration();
  const routeMap = useSelector(routes, selectRouteMap);
  const failed = useSelector(routes, (s) => s.matches('failed'));
  const failure = useSelector(routes, (s) => s.context.failure);

  if (Screen && alwaysAvailableRoutes.has(route)) return <Screen />;
  if (failed)
    return (
      <ConfigurationError
        title={t`Your pages could not be loaded`}
        failure={failure}
        onRetry={() => routes.send({ type: 'configuration.retry' })}
      />
    );
  if (!routeMap) return <PageSkeleton />;

  const page = resolvePage(routeMap, route, Screen !== undefined);
  if (page.kind === 'cms')
    return Below ? (
      <Stack gap="xl">
        <CmsPage key={page.pageId} pageId={page.pageId} />
        <Container size="md" px={0} w="100%">
          <Below />
        </Container>
      </Stack>
    ) : (
      <CmsPage key={page.pageId} pageId={page.pageId} />
    );
  if (page.kind === 'screen' && Screen) return <Screen />;
  return (
    <NotAvailablePage
      route={route}
      category={category}
      reason={page.kind === 'notAvailable' ? page.reason : 'unknownScreen'}
    />
  );
}
