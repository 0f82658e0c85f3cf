import { createHash } from 'node:crypto';
import type { InvalidAccessRow } from '../access/invalidAccess';
import { outboxPurposes, type OutboxMessage, type OutboxPurpose } from './outbox';

/**
 * The testers' view of the outbox: server-rendered, no scripts. Every value is escaped, since
 * recipients, names and bodies come from whoever signed up. The one style block is allowed by
 * its hash, so the page's CSP needs no 'unsafe-inline'.
 */
const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
td.body{white-space:pre-wrap;max-width:40rem}form{margin:1rem 0;display:flex;gap:.75rem;flex-wrap:wrap;align-items:end}`;

export const outboxPageCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Only web links become anchors; anything else (javascript:, data:) is shown as text. */
function linkCell(link: string | null): string {
  if (link === null) return '';
  let safe = link.startsWith('/') && !link.startsWith('//');
  try {
    safe ||= ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    // not an absolute URL: only the root-relative form above is linked
  }
  const text = escapeHtml(link);
  return safe ? `<a href="${text}" rel="noreferrer noopener">${text}</a>` : text;
}

const purposes: readonly OutboxPurpose[] = outboxPurposes;

/** requirements#invalid-access: who was denied what, and when (newest first). */
function accessSection(accesses: readonly InvalidAccessRow[]): string {
  const rows = accesses.map(
    (a) =>
      `<tr><td><time datetime="${escapeHtml(a.at)}">${escapeHtml(a.at)}</time></td><td>${escapeHtml(a.login)}</td>` +
      `<td>${escapeHtml(a.category)}</td><td>${escapeHtml(a.route)}</td><td>${escapeHtml(a.reason)}</td></tr>`,
  );
  const table =
    rows.length === 0
      ? '<p>No invalid component accesses.</p>'
      : `<table><thead><tr><th scope="col">Time</th><th scope="col">User</th><th scope="col">Category</th>` +
        `<th scope="col">Route</th><th scope="col">Reason</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return `<section aria-labelledby="invalid-access"><h2 id="invalid-access">Invalid component accesses</h2>
<p>Screens a signed-in user's category may not open, as the portal reported them (the last 50).</p>
${table}</section>`;
}

export function renderOutboxPage(
  messages: readonly OutboxMessage[],
  filter: { recipient?: string | undefined; purpose?: OutboxPurpose | undefined; limit: number },
  accesses: readonly InvalidAccessRow[] = [],
): string {
  const rows = messages.map(
    (m) =>
      `<tr><td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td>` +
      `<td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.purpose)}</td>` +
      `<td>${escapeHtml(m.subject)}</td><td class="body">${escapeHtml(m.body)}</td><td>${linkCell(m.link)}</td></tr>`,
  );
  const options = ['', ...purposes]
    .map(
      (p) => `<option value="${p}"${p === (filter.purpose ?? '') ? ' selected' : ''}>${p === '' ? 'any' : p}</option>`,
    )
    .join('');
  const table =
    rows.length === 0
      ? '<p>No messages.</p>'
      : `<table><thead><tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Recipient</th>` +
        `<th scope="col">Purpose</th><th scope="col">Subject</th><th scope="col">Message</th><th scope="col">Link</th>` +
        `</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox outbox</title><style>${STYLE}</style></head>
<body><h1>Sandbox outbox</h1>
<p>E-mails and SMS the sandbox “sent”, newest first. Nothing here left this machine.</p>
<form method="get"><label>Recipient <input name="recipient" value="${escapeHtml(filter.recipient ?? '')}"></label>
<label>Purpose <select name="purpose">${options}</select></label>
<label>Show <input name="limit" type="number" min="1" max="200" value="${filter.limit}"></label>
<button type="submit">Filter</button></form>
${table}
${accessSection(accesses)}
</body></html>
`;
}
