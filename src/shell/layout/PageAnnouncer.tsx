import { useRouter } from '@tanstack/react-router';
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
  const router = useRouter();
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const name = localized(settings?.general.sitename, locale);
  const meta = localized(settings?.general.meta_title, locale);
  const site = useRef({ name: '', meta: '' });
  /** a navigation waits for its page's heading: not the heading (and focus) the page left had */
  const pending = useRef<{ heading: HTMLElement | null; text: string; active: Element | null } | null>(null);
  const update = useRef(() => {});

  useEffect(() => {
    let frame = 0;
    update.current = () => {
      const heading = pageHeading();
      const title = documentTitle(heading?.textContent ?? '', site.current.name, site.current.meta);
      if (title && document.title !== title) document.title = title;
      const left = pending.current;
      if (!left || !heading || (heading === left.heading && heading.textContent === left.text)) return;
      pending.current = null;
      const active = document.activeElement;
      const ownFocus = active && active !== document.body && active !== left.active && active.isConnected;
      if (ownFocus && heading.closest('main')?.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    // the heading comes (and changes, on a language switch) after the page's data: follow the page
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), update.current()));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // a navigation to another path (not the first page, not a query change) waits for its heading
    const unsubscribe = router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
      if (!fromLocation || !pathChanged) return;
      const heading = pageHeading();
      pending.current = { heading, text: heading?.textContent ?? '', active: document.activeElement };
    });
    const acted = () => (pending.current = null);
    document.addEventListener('pointerdown', acted, true);
    document.addEventListener('keydown', acted, true);
    return () => {
      unsubscribe();
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', acted, true);
      document.removeEventListener('keydown', acted, true);
    };
  }, [router]);

  useEffect(() => {
    site.current = { name: name === '-' ? '' : name, meta: meta === '-' ? '' : meta };
    update.current();
  }, [name, meta]);
  return null;
}
