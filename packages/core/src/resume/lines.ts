import { cleanText } from './clean';
import type { Line, PageText, ResumeText, Segment, TextItem } from './types';

/** Hard caps so a hostile text layer cannot make the pure stages slow. */
export const MAX_ITEMS = 20_000;
export const MAX_CHARS = 200_000;
/**
 * Longer runs without white space are split: no word, e-mail address or link in a CV is longer, and the reader's
 * patterns (e-mail, phone, link) then cost at most this much per position, so every stage stays linear in the text
 * (thousands of pieces drawn at one position made one 40,000-character "word", issue 13 row 3).
 */
export const MAX_RUN = 100;
/** A gap wider than this many ems starts a new segment (a tab stop, a right-aligned date, a gutter heading). */
const SEGMENT_GAP_EM = 1.5;
/** A gap wider than this many ems inside a segment separates cells (tags drawn as boxes), not words. */
const CELL_GAP_EM = 0.8;
/** HTML tags some CV generators print literally ('<p>Backend developer</p>'). */
const LITERAL_TAG = /<\/?(?:p|br|li|ul|ol|strong|em|b|i|span|div)\s*\/?>/gi;

interface Placed extends TextItem {
  top: number;
  x1: number;
}

/**
 * Groups a page's text items into lines: items whose baselines are within half a font size share a line; inside a
 * line, items are ordered left to right, joined with a space when there is a visible gap, and split into segments
 * where the gap is wide (a tab stop, a right-aligned date or a second column).
 */
export function pageLines(page: PageText, pageIndex: number): Line[] {
  const placed: Placed[] = [];
  for (const item of page.items) {
    if (!item.str || !item.str.trim()) continue;
    const fontSize = item.fontSize > 0 && Number.isFinite(item.fontSize) ? item.fontSize : 10;
    placed.push({
      ...item,
      fontSize,
      str: item.str.replace(LITERAL_TAG, ' ').replace(/\s+/g, ' '),
      top: page.height - item.y,
      x1: item.x + Math.max(item.width, 0),
    });
  }
  placed.sort((a, b) => a.top - b.top || a.x - b.x);

  const rows: Placed[][] = [];
  for (const item of placed) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    if (row && anchor && Math.abs(item.top - anchor.top) <= Math.min(item.fontSize, anchor.fontSize) * 0.5)
      row.push(item);
    else rows.push([item]);
  }

  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    const segments: Segment[] = [];
    // Each segment's pieces are collected and joined once (appending to a growing string was quadratic when
    // thousands of pieces sit at one position, issue 13 row 3).
    const pieces = new Map<Segment, string[]>();
    const cellBreaks = new Map<Segment, number[]>();
    let current: Segment | null = null;
    let endsWithSpace = false;
    let previous: Placed | null = null;
    const sizes = new Map<string, number>();
    for (const item of row) {
      sizes.set(
        `${item.fontName}|${item.fontSize}`,
        (sizes.get(`${item.fontName}|${item.fontSize}`) ?? 0) + item.str.length,
      );
      const gap = previous ? item.x - previous.x1 : 0;
      const em = item.fontSize;
      // A narrower gap still separates when the font changes (a heading in the margin beside the first entry).
      const fontChange = previous !== null && previous.fontName !== item.fontName && gap > em * 0.8;
      if (!current || !previous || gap > em * SEGMENT_GAP_EM || fontChange) {
        current = { text: '', x0: item.x, x1: item.x1, fontSize: item.fontSize };
        segments.push(current);
        pieces.set(current, [item.str.trim()]);
        endsWithSpace = false;
      } else {
        const needsSpace = gap > em * 0.12 && !endsWithSpace && !item.str.startsWith(' ');
        const parts = pieces.get(current)!;
        if (gap > em * CELL_GAP_EM) {
          const breaks = cellBreaks.get(current) ?? [];
          breaks.push(parts.length);
          cellBreaks.set(current, breaks);
        }
        if (needsSpace) parts.push(' ');
        parts.push(item.str);
        endsWithSpace = item.str.endsWith(' ');
        current.x1 = Math.max(current.x1, item.x1);
      }
      previous = item;
    }
    for (const segment of segments) {
      const parts = pieces.get(segment)!;
      segment.text = splitLongRuns(parts.join('').replace(/\s+/g, ' ').trim());
      const breaks = cellBreaks.get(segment);
      if (breaks && breaks.length < 200) {
        const cells = [0, ...breaks, parts.length]
          .slice(1)
          .map((end, at, ends) =>
            parts
              .slice(at === 0 ? 0 : ends[at - 1], end)
              .join('')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .filter(Boolean);
        if (cells.length > 1) segment.cells = cells;
      }
    }
    const kept = segments.filter((segment) => segment.text.length > 0);
    if (kept.length === 0) continue;
    const [dominant] = [...sizes.entries()].sort((a, b) => b[1] - a[1]);
    const [fontName = '', size = '10'] = (dominant?.[0] ?? '').split('|');
    lines.push({
      page: pageIndex,
      top: row[0]!.top,
      x0: kept[0]!.x0,
      x1: Math.max(...kept.map((segment) => segment.x1)),
      fontSize: Number(size) || 10,
      fontName,
      text: kept.map((segment) => segment.text).join('   '),
      segments: kept,
      column: 0,
    });
  }
  return lines;
}

/** Breaks every run of more than MAX_RUN non-space characters with spaces (one pass). */
export function splitLongRuns(text: string): string {
  let run = 0;
  let longest = 0;
  for (let i = 0; i < text.length; i += 1) {
    run = text.charCodeAt(i) === 32 ? 0 : run + 1;
    if (run > longest) longest = run;
  }
  if (longest <= MAX_RUN) return text;
  const out: string[] = [];
  run = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === ' ') run = 0;
    else if (run === MAX_RUN) {
      out.push(' ');
      run = 1;
    } else run += 1;
    out.push(char);
  }
  return out.join('');
}

/** Applies the item and character caps, keeping the first pages. */
export function capText(text: ResumeText): ResumeText {
  let items = 0;
  let chars = 0;
  const pages: PageText[] = [];
  for (const page of text.pages) {
    const kept: TextItem[] = [];
    for (const item of page.items) {
      if (items >= MAX_ITEMS || chars >= MAX_CHARS) break;
      items += 1;
      chars += item.str.length;
      // Control, private-use and lone surrogate characters never reach the reader (issue 13 row 10).
      kept.push({ ...item, str: cleanText(item.str.length > 2_000 ? item.str.slice(0, 2_000) : item.str) });
    }
    pages.push({ ...page, items: kept });
    if (items >= MAX_ITEMS || chars >= MAX_CHARS) break;
  }
  return { pages };
}

/** The font size most of the text is set in (the body size). */
export function bodyFontSize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** The font most of the text is set in. */
export function bodyFontName(lines: Line[]): string {
  const weight = new Map<string, number>();
  for (const line of lines) weight.set(line.fontName, (weight.get(line.fontName) ?? 0) + line.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
