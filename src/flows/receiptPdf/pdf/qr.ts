import QRCode from 'qrcode';
import type { PDFPage, RGB } from 'pdf-lib';

/** The verification address as a vector QR code (sharp at any print size), quiet zone included. */
export function drawQr(page: PDFPage, text: string, box: { x: number; y: number; size: number }, colour: RGB): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = box.size / (count + 2 * quiet);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      page.drawRectangle({
        x: box.x + (col + quiet) * cell,
        y: box.y + box.size - (row + quiet + 1) * cell,
        width: cell + 0.05,
        height: cell + 0.05,
        color: colour,
      });
    }
  }
}
