import arabicBold from '@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff?url';
import arabicRegular from '@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff?url';
import latinBold from '@fontsource/vazirmatn/files/vazirmatn-latin-700-normal.woff?url';
import latinRegular from '@fontsource/vazirmatn/files/vazirmatn-latin-400-normal.woff?url';
import type { FontFiles } from './writer';

/**
 * requirements#receipt-pdf: Vazirmatn (SIL Open Font License), served by the portal itself: its
 * Arabic face covers Arabic and Sorani Kurdish (ڕ ڵ ۆ ێ ە), its Latin one digits, Latin names and
 * references. Fetched on the first PDF only (this module is part of the PDF chunk), then cached.
 */
let cached: Promise<FontFiles> | null = null;

async function bytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the PDF font ${url} did not load (${response.status})`);
  return response.arrayBuffer();
}

export function loadFontFiles(): Promise<FontFiles> {
  cached ??= Promise.all([bytes(arabicRegular), bytes(arabicBold), bytes(latinRegular), bytes(latinBold)]).then(
    ([ar, arB, la, laB]) => ({ arabic: { regular: ar, bold: arB }, latin: { regular: la, bold: laB } }),
  );
  cached.catch(() => {
    cached = null; // a failed load is tried again on the next PDF
  });
  return cached;
}
