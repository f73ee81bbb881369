import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { GiftVoucherCopy } from './gift-voucher-copy';

/** What a gift voucher shows: the stay, its nights for two, the code, the last valid day (as the language writes it) and the giver's words. */
export interface GiftVoucherContent {
  readonly copy: GiftVoucherCopy;
  /** The stay's name in the order's language, as bought. */
  readonly title: string;
  readonly hotel: string;
  readonly nights: number;
  readonly code: string;
  /** 'Valid until 9 April 2027', written by the caller in the order's language. */
  readonly validity: string;
  readonly fromName: string;
  readonly message: string;
}

/** A4 in PDF points, and the margin around the text. */
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.33, 0.33, 0.33);
const BRAND = rgb(0.043, 0.361, 0.678);

/**
 * The text as the standard PDF fonts can draw it (their Latin-1 style encoding covers the markets'
 * languages): any other character (an emoji, another script) becomes '?', so a message never stops
 * the voucher from being made.
 */
export function drawableText(font: PDFFont, text: string): string {
  let drawable = '';
  for (const character of text.replace(/\s+/g, ' ')) {
    try {
      font.encodeText(character);
      drawable += character;
    } catch {
      drawable += '?';
    }
  }
  return drawable;
}

/** The text cut into lines no wider than `width` at `size`, at spaces (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Draws lines of text from `y` down and returns the `y` under them. */
function drawLines(page: PDFPage, lines: readonly string[], options: { font: PDFFont; size: number; y: number; color?: ReturnType<typeof rgb>; gap?: number }): number {
  let { y } = options;
  for (const line of lines) {
    page.drawText(line, { x: PAGE.margin, y, size: options.size, font: options.font, color: options.color ?? INK });
    y -= options.size * 1.35;
  }
  return y - (options.gap ?? 0);
}

/**
 * The gift voucher as a one-page A4 PDF in the order's language (architecture.md, documents): its
 * title, the stay and hotel, the nights for two, the code in large type, the last valid day, the
 * giver's name and message, and how to use it. Made with pdf-lib's standard fonts, so it needs no font
 * file; its content streams are compressed as usual.
 */
export async function giftVoucherPdf(content: GiftVoucherContent): Promise<Uint8Array> {
  const { copy } = content;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${copy.voucherTitle} – ${content.title}`);
  pdf.setLanguage(copy.language);
  pdf.setProducer('Escapade');
  pdf.setCreator('Escapade');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.CourierBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 2 * PAGE.margin;

  page.drawRectangle({ x: 0, y: PAGE.height - 110, width: PAGE.width, height: 110, color: BRAND });
  page.drawText(drawableText(bold, copy.voucherTitle), { x: PAGE.margin, y: PAGE.height - 72, size: 32, font: bold, color: rgb(1, 1, 1) });

  let y = PAGE.height - 160;
  y = drawLines(page, wrap(bold, drawableText(bold, content.title), 20, width), { font: bold, size: 20, y, gap: 2 });
  y = drawLines(page, wrap(regular, drawableText(regular, content.hotel), 13, width), { font: regular, size: 13, y, color: MUTED });
  y = drawLines(page, [drawableText(regular, copy.nightsForTwo(content.nights))], { font: regular, size: 13, y, gap: 24 });

  page.drawRectangle({ x: PAGE.margin - 12, y: y - 62, width: width + 24, height: 86, borderColor: BRAND, borderWidth: 2 });
  y = drawLines(page, [drawableText(regular, copy.codeLabel)], { font: regular, size: 12, y, color: MUTED, gap: 6 });
  y = drawLines(page, [content.code], { font: mono, size: 28, y: y - 10, color: BRAND, gap: 6 });
  y = drawLines(page, [drawableText(regular, content.validity)], { font: regular, size: 12, y, gap: 36 });

  if (content.fromName !== '') y = drawLines(page, [drawableText(bold, copy.from(content.fromName))], { font: bold, size: 14, y, gap: 6 });
  if (content.message !== '') {
    y = drawLines(page, [drawableText(regular, copy.messageLabel)], { font: regular, size: 11, y, color: MUTED });
    y = drawLines(page, wrap(regular, `“${drawableText(regular, content.message)}”`, 14, width), { font: regular, size: 14, y, gap: 24 });
  }
  drawLines(page, wrap(regular, drawableText(regular, copy.voucherHowTo), 11, width), { font: regular, size: 11, y: Math.min(y, 120), color: MUTED });
  return pdf.save();
}
