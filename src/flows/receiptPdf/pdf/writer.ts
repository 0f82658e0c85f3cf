import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { layoutLine, lineWidth, wrapText, type Direction, type FontPair, type Run } from './bidiText';

/**
 * A small drawing surface over pdf-lib for the receipt and the statement: text placed by its
 * logical side (start is the right edge in a right-to-left language), wrapped and laid out by
 * bidiText, in an embedded face that covers Arabic and Sorani Kurdish (Vazirmatn, SIL OFL) and
 * its Latin companion; subsetting keeps a receipt at a few tens of kilobytes.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 44 } as const;

export interface FontFiles {
  arabic: { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };
  latin: { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };
}

export interface Look {
  direction: Direction;
  /** the theme's brand colour, #rrggbb */
  brand: string;
  /** the theme's logo as PNG bytes (drawn in the browser from its SVG); null: the site name alone */
  logoPng: Uint8Array | null;
  siteName: string;
}

export type Align = 'start' | 'end' | 'center';

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  align?: Align;
  /** the box the text sits in, from its left edge (page coordinates) */
  left?: number;
  width?: number;
  /** wrap to the box's width (otherwise one line) */
  wrap?: boolean;
  lineHeight?: number;
}

export function hexColour(hex: string): RGB {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return rgb(0.2, 0.4, 0.8);
  return rgb(parseInt(match[1]!, 16) / 255, parseInt(match[2]!, 16) / 255, parseInt(match[3]!, 16) / 255);
}

export const ink = {
  text: rgb(0.13, 0.15, 0.2),
  dim: rgb(0.42, 0.45, 0.52),
  rule: rgb(0.87, 0.89, 0.92),
  white: rgb(1, 1, 1),
};

export class Writer {
  page: PDFPage;
  readonly pages: PDFPage[] = [];
  private logo: PDFImage | null = null;

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: FontPair<PDFFont>; bold: FontPair<PDFFont> },
    readonly look: Look,
  ) {
    this.page = this.addPage();
  }

  static async create(files: FontFiles, look: Look, meta: { title: string; subject: string }): Promise<Writer> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const embed = (bytes: ArrayBuffer | Uint8Array) => doc.embedFont(bytes, { subset: true });
    const [arabicRegular, arabicBold, latinRegular, latinBold] = await Promise.all([
      embed(files.arabic.regular),
      embed(files.arabic.bold),
      embed(files.latin.regular),
      embed(files.latin.bold),
    ]);
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor(look.siteName);
    doc.setCreator(look.siteName);
    doc.setProducer('pdf-lib');
    const writer = new Writer(
      doc,
      { regular: { arabic: arabicRegular, latin: latinRegular }, bold: { arabic: arabicBold, latin: latinBold } },
      look,
    );
    if (look.logoPng) {
      try {
        writer.logo = await doc.embedPng(look.logoPng);
      } catch {
        writer.logo = null; // a logo that is not a PNG: the site name alone
      }
    }
    return writer;
  }

  get rtl(): boolean {
    return this.look.direction === 'rtl';
  }

  get brand(): RGB {
    return hexColour(this.look.brand);
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    return this.page;
  }

  /** Laid-out lines of a text in this writer's direction. */
  lines(text: string, options: TextOptions = {}): Run<PDFFont>[][] {
    const size = options.size ?? 10;
    const fonts = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = options.width ?? PAGE.width - 2 * PAGE.margin;
    return options.wrap
      ? wrapText(text, this.look.direction, fonts, size, width)
      : [layoutLine(text, this.look.direction, fonts, size)];
  }

  measure(text: string, options: TextOptions = {}): number {
    return Math.max(0, ...this.lines(text, options).map(lineWidth));
  }

  /** Draws a text with its baseline at y; answers the height it took. */
  text(text: string, y: number, options: TextOptions = {}): number {
    const size = options.size ?? 10;
    const left = options.left ?? PAGE.margin;
    const width = options.width ?? PAGE.width - 2 * PAGE.margin;
    const lineHeight = options.lineHeight ?? size * 1.45;
    const align = options.align ?? 'start';
    const lines = this.lines(text, { ...options, left, width });
    lines.forEach((runs, index) => {
      const w = lineWidth(runs);
      const toRight = (align === 'start') === this.rtl;
      let x = align === 'center' ? left + (width - w) / 2 : toRight ? left + width - w : left;
      for (const run of runs) {
        this.page.drawText(run.text, {
          x,
          y: y - index * lineHeight,
          size,
          font: run.font,
          color: options.color ?? ink.text,
        });
        x += run.width;
      }
    });
    return lines.length * lineHeight;
  }

  /** x of a box of `width` placed `offset` from the logical start of the line. */
  fromStart(offset: number, width: number, left = PAGE.margin, lineWidth = PAGE.width - 2 * PAGE.margin): number {
    return this.rtl ? left + lineWidth - offset - width : left + offset;
  }

  rule(y: number, colour: RGB = ink.rule): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.7,
      color: colour,
    });
  }

  /** The brand band at the top of a page: logo and site name at the start, the document's name at the end. */
  header(title: string): number {
    const band = 92;
    const top = PAGE.height;
    this.page.drawRectangle({ x: 0, y: top - band, width: PAGE.width, height: band, color: this.brand });
    const box = 56;
    const boxX = this.fromStart(0, box);
    const boxY = top - band + (band - box) / 2;
    this.page.drawRectangle({ x: boxX, y: boxY, width: box, height: box, color: ink.white });
    if (this.logo) {
      const scaled = this.logo.scaleToFit(box - 12, box - 12);
      this.page.drawImage(this.logo, {
        x: boxX + (box - scaled.width) / 2,
        y: boxY + (box - scaled.height) / 2,
        width: scaled.width,
        height: scaled.height,
      });
    }
    const textWidth = PAGE.width - 2 * PAGE.margin - box - 16;
    this.text(this.look.siteName, top - band / 2 - 6, {
      size: 18,
      bold: true,
      color: ink.white,
      left: this.fromStart(box + 16, textWidth),
      width: textWidth,
    });
    this.text(title, top - band / 2 - 5, { size: 12, color: ink.white, align: 'end' });
    return top - band;
  }

  /** A filled pill with a text, its start edge `offset` from the line's start; answers its width. */
  pill(text: string, y: number, colour: RGB, align: Align = 'end'): number {
    const size = 10;
    const width = this.measure(text, { size, bold: true }) + 20;
    const line = PAGE.width - 2 * PAGE.margin;
    const left = align === 'end' ? this.fromStart(line - width, width) : this.fromStart(0, width);
    this.page.drawRectangle({ x: left, y: y - 6, width, height: 20, color: colour, opacity: 0.15 });
    this.text(text, y, { size, bold: true, color: colour, left, width, align: 'center' });
    return width;
  }

  async save(): Promise<Uint8Array> {
    // plain objects (no object streams): a few kilobytes more, and every PDF reader and check can see the fonts and logo
    return this.doc.save({ useObjectStreams: false });
  }
}
