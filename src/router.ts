import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './platform/context';

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  context.platform.navigation.bind({
    navigate: (to, options) =>
      void router.navigate({
        to,
        replace: options?.replace ?? false,
        ...(options?.search ? { search: options.search as never } : {}),
      }),
    currentPath: () => router.state.location.href,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * the applicant's mobile, carried from a submitted application to its status page in the tab's
     * history (never in the address, which is shared and logged): the status shows at once
     */
    onboardingMobile?: string;
  }
}
