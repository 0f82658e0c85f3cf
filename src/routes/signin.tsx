import { createFileRoute, redirect } from '@tanstack/react-router';
import { afterSignInPath } from '../app/navigation';
import { storageKeys } from '../shell/storage';
import { isSignInNotice, type SignInNotice } from '../views/signin/notices';
import { SignInPage } from '../views/signin/SignInPage';

interface SignInSearch {
  /** where the user was sent away from (kept by the /app guard) */
  redirect?: string;
  notice?: SignInNotice;
}

export const Route = createFileRoute('/signin')({
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(isSignInNotice(search.notice) ? { notice: search.notice } : {}),
  }),
  beforeLoad: ({ context, search }) => {
    if (!context.actors.session.getSnapshot().matches('signedIn')) return;
    const { store, gateway } = context.services;
    throw redirect({
      to: afterSignInPath(
        search.redirect,
        store.get(storageKeys.loginSuccess),
        gateway.config?.afterLoginRoute ?? '/app/dashboard',
      ),
      replace: true,
    });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target, notice } = Route.useSearch();
  return <SignInPage redirect={target} notice={notice} />;
}
