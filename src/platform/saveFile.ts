/**
 * Saves a Blob as a file under a name (requirements#reports exports, #downloads): the one place the
 * portal hands a file to the user, so a native web-view host can take it over here later.
 * An object URL and a temporary `<a download>`; the URL is revoked once the browser has had time
 * to start reading it (revoking at once cancels the download in some browsers).
 */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const view = doc.defaultView ?? globalThis;
  const url = view.URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    view.setTimeout(() => view.URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
