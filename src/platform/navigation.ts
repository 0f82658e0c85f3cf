import type { Gateway } from '../api/gateway';
/**
 * Navigation as the statecharts' actions need it. The router is created after the actors (its
 * context holds them), so the actions reach it through this late-bound handle.
 */
export interface Navigation {
  navigate(to: string, options?: { replace?: boolean; search?: Record<string, string> }): void;
  currentPath(): string;
}

export function createNavigationHandle(
  fallback: Location = window.location,
): Navigation & { bind(n: Navigation): void } {
  let target: Navigation | null = null;
  return {
    bind(n) {
      target = n;
    },
    navigate(to, options) {
      if (target) target.navigate(to, options);
      else fallback.assign(to);
    },
    currentPath() {
      return target ? target.currentPath() : fallback.pathname + fallback.search;
    },
  };
}

/**
 * Where to go after sign-in: the route the user was sent away from, else the stored loginSuccess
 * route, else the configured after-login route (requirements#after-login). Only paths inside this
 * portal are honoured, so a crafted link cannot send a user elsewhere.
 */
export function afterSignInPath(redirect: string | undefined, loginSuccess: string | null, fallback: string): string {
  for (const candidate of [redirect, loginSuccess]) if (candidate && isSafeInternalPath(candidate)) return candidate;
  return fallback;
}

export function isSafeInternalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  try {
    const url = new URL(path, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid') return false;
    return !['/signin', '/maintenance', '/500'].includes(url.pathname);
  } catch {
    return false;
  }
}

/** requirements#after-login: where a signed-in user lands, as configured (the dashboard by default). */
export function afterLoginRoute(gateway: Pick<Gateway, 'config'>): string {
  return gateway.config?.afterLoginRoute ?? '/app/dashboard';
}

/**
 * Goes to a path of this portal that may carry a query (`/payment-gateway?session=…`, a payment
 * gateway's return): the router takes the query as search parameters. Anything else is ignored.
 */
export function navigateToPath(navigation: Navigation, path: string, options: { replace?: boolean } = {}): void {
  if (!isSafeInternalPath(path)) return;
  const url = new URL(path, 'https://portal.invalid');
  navigation.navigate(url.pathname, {
    replace: options.replace ?? false,
    search: Object.fromEntries(url.searchParams),
  });
}
