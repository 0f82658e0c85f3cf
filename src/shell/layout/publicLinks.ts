import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * requirements#public-routes: the public side's navigation, in the header and the footer. Some of
 * these screens are built by other flows (FAQ, contact us, self-onboarding); the list is one
 * constant so the header, the footer and their tests agree.
 */
export const publicNavLinks: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/', label: msg`Home` },
  { to: '/faq', label: msg`FAQ` },
  { to: '/contact-us', label: msg`Contact us` },
  { to: '/self-onboarding', label: msg`Open an account` },
  { to: '/signin', label: msg`Sign in` },
];

/** A public content page's readable address (requirements#landing): /pages/<page id>. */
export function publicPagePath(pageId: string): string {
  return `/pages/${pageId}`;
}
