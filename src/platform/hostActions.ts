import { MAX_DOWNLOAD_BASE64 } from '../api/contract/webviewBridge';
import type { NativeShell } from './nativeShell';
import { saveFile } from './saveFile';

/**
 * What a web view cannot do by itself — save a file, open the share sheet, open a link outside the
 * app — goes to the native host when one is connected (requirements#web-view-protocol: DOWNLOAD,
 * SHARE, OPEN_EXTERNAL), and to the browser otherwise.
 */

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** A receipt, a QR code, an export: handed to the host's download, else saved by the browser. */
export async function deliverFile(shell: NativeShell, blob: Blob, fileName: string, doc?: Document): Promise<void> {
  // base64 is 4/3 of the bytes: a file too big for one message is saved by the web view itself
  if (shell.connected() && (blob.size * 4) / 3 < MAX_DOWNLOAD_BASE64) {
    shell.post({
      type: 'DOWNLOAD',
      name: fileName,
      mime: blob.type.trim() === '' ? 'application/octet-stream' : blob.type,
      base64: await toBase64(blob),
    });
    return;
  }
  saveFile(blob, fileName, doc);
}

/** The host's share sheet: true when it took the share. */
export function shareThroughHost(shell: NativeShell, share: { title?: string; text?: string; url?: string }): boolean {
  if (!shell.connected()) return false;
  shell.post({ type: 'SHARE', ...share });
  return true;
}

function externalUrl(anchor: HTMLAnchorElement, win: Window): string | null {
  let url: URL;
  try {
    url = new URL(anchor.href, win.location.href);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol)) return null;
  return url.origin !== win.location.origin || anchor.target === '_blank' ? url.href : null;
}

/**
 * In a web view a link to another site (or one meant for a new window) would replace the portal or
 * do nothing: with a host connected it is opened by the host instead. One listener for every link
 * the portal draws, configured content included.
 */
export function routeExternalLinks(shell: NativeShell, win: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || !shell.connected()) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
    if (!anchor) return;
    const url = externalUrl(anchor, win);
    if (url === null) return;
    event.preventDefault();
    shell.post({ type: 'OPEN_EXTERNAL', url });
  };
  win.document.addEventListener('click', onClick, true);
  return () => win.document.removeEventListener('click', onClick, true);
}
