import { createHash } from 'node:crypto';
import { escapeHtml } from '../outbox/outboxPage';
import type { DeviceRecord } from './devices';

/** The testers' list of a user's devices (requirements#device-details): server-rendered, no scripts. */
const STYLE = `body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
form{margin:1rem 0;display:flex;gap:.75rem;flex-wrap:wrap;align-items:end}td{overflow-wrap:break-word}
.scroll{overflow-x:auto}.scroll table{min-width:56rem}`;

export const devicesPageCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function renderDevicesPage(
  login: string,
  found: { login: string; userIdentifier: string; devices: readonly DeviceRecord[] } | undefined,
): string {
  let body: string;
  if (login === '') body = '<p>Enter a login to list the devices it signed in on.</p>';
  else if (!found) body = `<p>No user with the login <bdi>${escapeHtml(login)}</bdi>.</p>`;
  else if (found.devices.length === 0)
    body = `<p><bdi>${escapeHtml(found.login)}</bdi> has not signed in on any device yet.</p>`;
  else
    body =
      `<p><bdi>${escapeHtml(found.login)}</bdi> (user ${escapeHtml(found.userIdentifier)}), most recent first.</p>` +
      `<div class="scroll" role="region" aria-label="Devices" tabindex="0"><table><thead><tr><th scope="col">Device unique id</th><th scope="col">Device id</th><th scope="col">Channel</th>` +
      `<th scope="col">Browser</th><th scope="col">OS</th><th scope="col">App version</th><th scope="col">Push token</th>` +
      `<th scope="col">First signed in</th><th scope="col">Updated</th></tr></thead><tbody>` +
      found.devices
        .map(
          (d) =>
            `<tr><td>${escapeHtml(d.deviceUniqueId)}</td><td>${escapeHtml(d.deviceId)}</td><td>${escapeHtml(d.channel)}</td>` +
            `<td>${escapeHtml(d.browser)}</td><td>${escapeHtml(d.os)}</td><td>${escapeHtml(d.appVersion)}</td>` +
            `<td>${d.hasPushToken ? 'yes' : 'no'}</td><td><time>${escapeHtml(d.firstSeenAt)}</time></td>` +
            `<td><time>${escapeHtml(d.updatedAt)}</time></td></tr>`,
        )
        .join('') +
      '</tbody></table></div>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Sandbox devices</title><style>${STYLE}</style></head>
<body><main><h1>Sandbox devices</h1>
<p>The devices a user signed in on (adddevicedetails, updatedevicedetails). Push tokens are never shown.</p>
<form method="get"><label>Login <input name="user" value="${escapeHtml(login)}"></label>
<button type="submit">Show</button></form>
${body}
</main></body></html>
`;
}
