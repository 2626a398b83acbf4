import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { rgb } from 'pdf-lib';

/** Characters the standard (WinAnsi) fonts can draw; anything else is shown as '?'. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function drawable(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    const ok =
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.includes(char);
    out += ok ? char : '?';
  }
  return out;
}

/**
 * Breaks text into lines no wider than `width`, word by word; a word wider than a line is cut
 * where its running width (one measurement per character) passes the width. Each character is
 * measured a bounded number of times, so the time is linear in the text's length: a long
 * unbroken word cannot keep the process busy.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (value: string) => font.widthOfTextAtSize(value, size);
  const charWidths = new Map<string, number>();
  const charWidth = (char: string) => {
    let known = charWidths.get(char);
    if (known === undefined) charWidths.set(char, (known = measure(char)));
    return known;
  };
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of drawable(text).split(/ +/)) {
    if (!word) continue;
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    // Cut the long word into pieces that fit (at least one character each).
    line = '';
    lineWidth = 0;
    for (const char of word) {
      const w = charWidth(char);
      if (line && lineWidth + w > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += char;
      lineWidth += w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const colours = {
  // The app's tokens: header #0b2545, primary #0a4f94, primary subtle #e5eef8, success #1d6b38.
  brand: rgb(11 / 255, 37 / 255, 69 / 255),
  primary: rgb(10 / 255, 79 / 255, 148 / 255),
  brandLight: rgb(229 / 255, 238 / 255, 248 / 255),
  ink: rgb(27 / 255, 31 / 255, 36 / 255),
  muted: rgb(74 / 255, 85 / 255, 99 / 255),
  rule: rgb(213 / 255, 219 / 255, 227 / 255),
  white: rgb(1, 1, 1),
  accept: rgb(29 / 255, 107 / 255, 56 / 255),
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** A cursor that writes top-down on one page. */
export class PageWriter {
  y: number;

  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly left: number,
    readonly right: number,
    top: number,
  ) {
    this.y = top;
  }

  get width() {
    return this.right - this.left;
  }

  text(
    value: string,
    options: { x?: number; size?: number; font?: PDFFont; color?: RGB; maxWidth?: number } = {},
  ) {
    const size = options.size ?? 9.5;
    const font = options.font ?? this.fonts.regular;
    const x = options.x ?? this.left;
    for (const line of wrap(value, font, size, options.maxWidth ?? this.right - x)) {
      this.page.drawText(line, {
        x,
        y: this.y - size,
        size,
        font,
        color: options.color ?? colours.ink,
      });
      this.y -= size * 1.35;
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  heading(value: string) {
    this.gap(10);
    this.page.drawText(drawable(value.toUpperCase()), {
      x: this.left,
      y: this.y - 9,
      size: 9,
      font: this.fonts.bold,
      color: colours.primary,
    });
    this.y -= 13;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.right, y: this.y },
      thickness: 0.75,
      color: colours.primary,
    });
    this.y -= 7;
  }

  /** Label/value pairs in two columns, rows aligned. */
  fields(
    pairs: Array<[string, string]>,
    columns = 2,
    labelWidth = Math.min(112, (this.width / 2) * 0.45),
  ) {
    const columnWidth = this.width / columns;
    for (let i = 0; i < pairs.length; i += columns) {
      const row = pairs.slice(i, i + columns);
      const top = this.y;
      let lowest = top;
      row.forEach(([label, value], column) => {
        const x = this.left + column * columnWidth;
        this.y = top;
        this.text(label, { x, size: 8, color: colours.muted, maxWidth: labelWidth - 6 });
        const afterLabel = this.y;
        this.y = top;
        this.text(value || '—', {
          x: x + labelWidth,
          font: this.fonts.bold,
          size: 9,
          maxWidth: columnWidth - labelWidth - 10,
        });
        lowest = Math.min(lowest, this.y, afterLabel);
      });
      this.y = lowest - 3;
    }
  }
}
