import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';

/**
 * requirements#web-view-sandbox: `/sandbox/webview`, a native host played in the browser. The page
 * frames the portal (same origin: the server lets only same-origin pages frame the portal, and only
 * with the sandbox tools on), injects the bridge a React Native, iOS or Android host would inject,
 * logs every message both ways and sends the host's DEVICE_INFO, BACK or a malformed message.
 */
const script = readFileSync(new URL('./webviewSandbox.js', import.meta.url), 'utf8');

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f5f7}
@media (prefers-color-scheme:dark){body{color:#e8e8e8;background:#1a1b1e}fieldset,.log{background:#25262b!important;border-color:#444!important}input,select,button{background:#2c2e33;color:#e8e8e8;border:1px solid #555}}
main{display:flex;flex-wrap:wrap;gap:1rem;padding:1rem;align-items:flex-start}
h1{font-size:1.25rem;margin:1rem 1rem 0}p.lead{margin:.25rem 1rem 0;max-width:60rem}
.device{width:390px;max-width:100%;height:760px;border:10px solid #111;border-radius:36px;overflow:hidden;background:#fff;flex:none}
.device iframe{border:0;width:100%;height:100%}
.panel{flex:1;min-width:18rem;display:flex;flex-direction:column;gap:.75rem}
fieldset{border:1px solid #ccc;border-radius:8px;background:#fff;display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
label{display:flex;flex-direction:column;font-size:.85rem;gap:.2rem}
input,select,button{font:inherit;padding:.35rem .5rem;border-radius:6px}
button{cursor:pointer}
.log{list-style:none;margin:0;padding:.5rem;background:#fff;border:1px solid #ccc;border-radius:8px;max-height:420px;overflow:auto;font-family:ui-monospace,monospace;font-size:.8rem}
.log li{padding:.25rem 0;border-bottom:1px solid #eee;overflow-wrap:anywhere}
.log .out{color:#1864ab}.log .in{color:#2b8a3e}.log .note{color:#868e96}
@media (prefers-color-scheme:dark){.log .out{color:#74c0fc}.log .in{color:#8ce99a}.log li{border-color:#373a40}}`;

export const webviewSandboxCsp = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "frame-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>Sandbox: native web-view host</title><style>${STYLE}</style></head>
<body><h1>Native web-view host</h1>
<p class="lead">The portal as a native app shows it: pick a host, load the portal, and watch the bridge.
Messages the portal posts appear in blue, what this host sends in green.</p>
<main>
<div class="device"><iframe id="portal" title="The portal in a web view"></iframe></div>
<div class="panel">
<fieldset><legend>Host</legend>
<label>Bridge <select id="host"><option value="rn">React Native (ReactNativeWebView)</option>
<option value="ios">iOS (webkit.messageHandlers.walletPortal)</option>
<option value="android">Android (WalletPortalAndroid)</option></select></label>
<label>Start page <input id="path" value="/signin" size="14"></label>
<label><span><input type="checkbox" id="answer" checked> answer READY with DEVICE_INFO</span></label>
<button type="button" id="load">Load the portal</button></fieldset>
<fieldset><legend>DEVICE_INFO</legend>
<label>deviceId <input id="deviceId" value="sandbox-device-1"></label>
<label>deviceUniqueId <input id="deviceUniqueId" value="sandbox-unique-1"></label>
<label>fcmToken <input id="fcmToken" value="sandbox-push-token-1"></label>
<button type="button" id="sendDevice">Send DEVICE_INFO</button></fieldset>
<fieldset><legend>Host actions</legend>
<button type="button" id="sendBack">Send BACK</button>
<button type="button" id="sendMalformed">Send a malformed message</button>
<button type="button" id="clear">Clear the log</button></fieldset>
<ol class="log" id="log" aria-live="polite" aria-label="Messages"></ol>
</div></main>
<script src="/sandbox/webview.js"></script>
</body></html>
`;

export function webviewSandboxRoutes(app: Hono): void {
  app.get('/webview', (c) => {
    c.header('Content-Security-Policy', webviewSandboxCsp);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(PAGE);
  });
  app.get('/webview.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(script);
  });
}
