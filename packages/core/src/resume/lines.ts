import type { Line, PageText, ResumeText, Segment, TextItem } from './types';

/** Hard caps so a hostile text layer cannot make the pure stages slow. */
export const MAX_ITEMS = 20_000;
export const MAX_CHARS = 200_000;

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
      str: item.str.replace(/\s+/g, ' '),
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
    let current: Segment | null = null;
    let previous: Placed | null = null;
    const sizes = new Map<string, number>();
    for (const item of row) {
      sizes.set(
        `${item.fontName}|${item.fontSize}`,
        (sizes.get(`${item.fontName}|${item.fontSize}`) ?? 0) + item.str.length,
      );
      const gap = previous ? item.x - previous.x1 : 0;
      const em = item.fontSize;
      if (!current || !previous || gap > em * 2.2) {
        current = { text: item.str.trim(), x0: item.x, x1: item.x1 };
        segments.push(current);
      } else {
        const needsSpace = gap > em * 0.12 && !current.text.endsWith(' ') && !item.str.startsWith(' ');
        current.text = (current.text + (needsSpace ? ' ' : '') + item.str).replace(/\s+/g, ' ');
        current.x1 = Math.max(current.x1, item.x1);
      }
      previous = item;
    }
    for (const segment of segments) segment.text = segment.text.trim();
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
      kept.push(item.str.length > 2_000 ? { ...item, str: item.str.slice(0, 2_000) } : item);
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
