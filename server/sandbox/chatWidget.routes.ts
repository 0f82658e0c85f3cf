import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';

/** Read once: the file ships with the server and never changes while it runs. */
const script = readFileSync(new URL('./chatWidget.js', import.meta.url), 'utf8');

/**
 * The demo chat widget a category's `chatscript` can point at (`/sandbox/chat-widget.js`, same
 * origin, so the portal's `script-src 'self'` admits it). Revalidated on every load (ETag), since
 * the file changes with the sandbox.
 */
export function chatWidgetRoutes(app: Hono): void {
  app.get('/chat-widget.js', etag(), (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(script);
  });
}
