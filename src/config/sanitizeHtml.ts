import DOMPurify from 'dompurify';

/**
 * HTML from the content service is written by editors, not by us: it is sanitized before it is
 * shown (no scripts, handlers, styles, frames or forms; only web, mail and phone links). Links
 * that leave the portal open in a new tab without handing it the opener.
 */
const purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    else if (/^https?:/i.test(href) && new URL(href).origin !== window.location.origin) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else node.removeAttribute('target');
  }
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    // the page's own images or inline ones; nothing that reports a reader to a third party
    if (!/^(?:\/(?!\/)|data:image\/(?:png|jpeg|gif|webp);)/i.test(src.trim())) node.remove();
  }
});

/** Where the sanitizer cannot run (no DOM worth the name), no markup at all is let through. */
function textOnly(html: string): string {
  return html.replace(/<[^>]*>?/g, ' ').replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) return textOnly(html);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
