import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { localized } from '../../config/siteSettings';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';

/** the page's heading: the first level-one heading of the main landmark */
const pageHeading = () => document.querySelector<HTMLElement>('main h1');

/** "page title · site name"; the site's own title where a page shows no heading */
export function documentTitle(heading: string, siteName: string, metaTitle: string): string {
  const text = heading.replace(/\s+/g, ' ').trim();
  if (text && text !== siteName) return siteName ? `${text} · ${siteName}` : text;
  return metaTitle || siteName;
}

/**
 * requirements#accessibility: every page names the browser tab "page title · site name" (from the
 * heading it shows, so configured pages need no title of their own), and after a navigation —
 * sign-in, a menu link, a wizard opening — focus moves to the new page's heading, so a screen
 * reader starts there and the keyboard continues from it instead of from <body> or from the link of
 * a page that is gone. A page that focuses something of its own keeps it; so does a user who acts
 * before the heading shows.
 */
export function PageAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const name = localized(settings?.general.sitename, locale);
  const meta = localized(settings?.general.meta_title, locale);
  const site = useRef({ name: '', meta: '' });
  const shown = useRef<string | null>(null);
  const focusPending = useRef(false);
  const update = useRef(() => {});

  useEffect(() => {
    let frame = 0;
    update.current = () => {
      const heading = pageHeading();
      const title = documentTitle(heading?.textContent ?? '', site.current.name, site.current.meta);
      if (title && document.title !== title) document.title = title;
      if (!focusPending.current || !heading) return;
      focusPending.current = false;
      const active = document.activeElement;
      if (active && active !== document.body && heading.closest('main')?.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    // the heading comes (and changes, on a language switch) after the page's data: follow the page
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), update.current()));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const acted = () => (focusPending.current = false);
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
    };
  }, []);

  useEffect(() => {
    site.current = { name: name === '-' ? '' : name, meta: meta === '-' ? '' : meta };
    if (shown.current !== null && shown.current !== pathname) focusPending.current = true;
    shown.current = pathname;
    update.current();
  }, [pathname, name, meta]);
  return null;
}
