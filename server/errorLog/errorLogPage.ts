import { createHash } from 'node:crypto';
import { ERROR_LOG_ENTRY_EVENT, ERROR_LOG_VIEWERS_EVENT, type ErrorLogEvent } from '../../src/api/contract/errorLog';
import { escapeHtml } from '../outbox/outboxPage';
import type { ErrorLogEntry } from './errorLog';
import { ERROR_LOG_SOCKET_PATH } from './errorLogSocket';

/**
 * The testers' error log (requirements#error-log): the stored events, newest first, then live ones
 * as the socket server passes them on. Values are escaped on the server and set as text by the
 * script, never as markup. The style and the one inline script are allowed by their hashes.
 */
const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
td{overflow-wrap:break-word}pre{white-space:pre-wrap;margin:.25rem 0;font-size:.8rem;max-width:40rem}
form{margin:1rem 0;display:flex;gap:.75rem;flex-wrap:wrap;align-items:end}
#live{padding:.3rem .6rem;background:#eef3ff;border-radius:.3rem;display:inline-block}
tr.new{background:#fff6d6}.scroll{overflow-x:auto}.scroll table{min-width:48rem}`;

const SCRIPT = `(function(){
var table=document.getElementById('errors');var body=table.tBodies[0];var live=document.getElementById('live');
var user=table.getAttribute('data-user')||'';var code=table.getAttribute('data-err-code')||'';
function text(row,value){var td=row.insertCell();td.textContent=value;return td;}
function add(e){
if(user&&e.userIdentifier!==user)return;if(code&&e.errCode!==code)return;
var row=body.insertRow(0);row.className='new';
var t=document.createElement('time');t.textContent=e.receivedAt;t.setAttribute('datetime',e.receivedAt);row.insertCell().appendChild(t);
text(row,e.userIdentifier||'-');text(row,e.method+' '+e.path);text(row,e.errCode);
text(row,(e.event&&e.event.response&&e.event.response.message)||'');
var d=document.createElement('details');var s=document.createElement('summary');s.textContent='Event';
var pre=document.createElement('pre');pre.textContent=JSON.stringify(e.event,null,1);d.appendChild(s);d.appendChild(pre);
row.insertCell().appendChild(d);
var empty=document.getElementById('empty');if(empty)empty.remove();table.hidden=false;}
if(typeof io!=='function'){live.textContent='Live updates are unavailable.';return;}
var socket=io({path:'${ERROR_LOG_SOCKET_PATH}'});
socket.on('connect',function(){socket.emit('${ERROR_LOG_VIEWERS_EVENT}',function(ok){live.textContent=ok?'Live: new events appear at the top.':'Live updates are off.';live.setAttribute('data-state',ok?'live':'off');});});
socket.on('disconnect',function(){live.textContent='Disconnected, reconnecting…';live.setAttribute('data-state','offline');});
socket.on('${ERROR_LOG_ENTRY_EVENT}',add);
})();`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const errorLogPageCsp = [
  "default-src 'none'",
  `style-src ${hash(STYLE)}`,
  `script-src 'self' ${hash(SCRIPT)}`,
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

function row(entry: ErrorLogEntry): string {
  const event = entry.event as Partial<ErrorLogEvent> | null;
  const message = typeof event?.response?.message === 'string' ? event.response.message : '';
  return (
    `<tr><td><time datetime="${escapeHtml(entry.receivedAt)}">${escapeHtml(entry.receivedAt)}</time></td>` +
    `<td>${escapeHtml(entry.userIdentifier ?? '-')}</td><td>${escapeHtml(`${entry.method} ${entry.path}`)}</td>` +
    `<td>${escapeHtml(entry.errCode)}</td><td>${escapeHtml(message)}</td>` +
    `<td><details><summary>Event</summary><pre>${escapeHtml(JSON.stringify(entry.event, null, 1))}</pre></details></td></tr>`
  );
}

export function renderErrorLogPage(
  entries: readonly ErrorLogEntry[],
  filter: { userIdentifier?: string | undefined; errCode?: string | undefined; limit: number },
): string {
  const user = escapeHtml(filter.userIdentifier ?? '');
  const code = escapeHtml(filter.errCode ?? '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox error log</title><style>${STYLE}</style></head>
<body><main><h1>Sandbox error log</h1>
<p>Every call of the portal that failed (a non-zero responseCode, or no answer), as its ErrorLog event reached the
socket server: secrets are masked before they are sent and again here. Newest first.</p>
<p id="live" role="status" data-state="connecting">Connecting for live updates…</p>
<form method="get"><label>User identifier <input name="user" value="${user}"></label>
<label>errCode <input name="errCode" value="${code}"></label>
<label>Show <input name="limit" type="number" min="1" max="200" value="${filter.limit}"></label>
<button type="submit">Filter</button></form>
${entries.length === 0 ? '<p id="empty">No events yet.</p>' : ''}
<div class="scroll" role="region" aria-label="Events" tabindex="0">
<table id="errors" data-user="${user}" data-err-code="${code}"${entries.length === 0 ? ' hidden' : ''}>
<thead><tr><th scope="col">Received</th><th scope="col">User</th><th scope="col">Call</th><th scope="col">errCode</th>
<th scope="col">Message</th><th scope="col">Event</th></tr></thead>
<tbody>${entries.map(row).join('')}</tbody></table></div>
</main>
<script src="${ERROR_LOG_SOCKET_PATH}/socket.io.min.js"></script>
<script>${SCRIPT}</script>
</body></html>
`;
}
