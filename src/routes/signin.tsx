import { createFileRoute, redirect } from '@tanstack/react-router';
import { afterLoginRoute, afterSignInPath } from '../platform/navigation';
import { storageKeys } from '../platform/storage';
import { isSignInNotice, type SignInNotice } from '../flows/signIn/notices';
import { SignInPage } from '../flows/signIn/SignInPage';

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
    const { store, gateway } = context.platform;
    throw redirect({
      to: afterSignInPath(search.redirect, store.get(storageKeys.loginSuccess), afterLoginRoute(gateway)),
      replace: true,
    });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target, notice } = Route.useSearch();
  return <SignInPage redirect={target} notice={notice} />;
}
