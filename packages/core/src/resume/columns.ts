import type { Line, Segment } from './types';

/**
 * Finds a vertical gutter on a page (two columns or a sidebar) and puts the lines in reading order: lines spanning
 * the gutter above the columns (the name, the contact line), then the left column, then the right column, then any
 * spanning lines below. A row whose segments sit on both sides of the gutter is split into two lines.
 */
export interface ColumnLayout {
  /** The gutter's x, or null for a single column. */
  gutter: number | null;
  lines: Line[];
}

const YEARISH = /\b(19|20)\d\d\b/;

/** Short bits such as a right-aligned date or city do not make a column. */
function isSubstantive(segment: Segment): boolean {
  return segment.text.length >= 3 && !YEARISH.test(segment.text);
}

export function detectColumns(lines: Line[], pageWidth: number): ColumnLayout {
  const placed = lines.flatMap((line) => line.segments.map((segment) => ({ segment, top: line.top })));
  const segments = placed.map((item) => item.segment);
  if (lines.length < 8 || segments.length < 8) return { gutter: null, lines };
  const minX = Math.min(...segments.map((segment) => segment.x0));
  const maxX = Math.max(...segments.map((segment) => segment.x1));
  const width = Math.max(maxX - minX, pageWidth * 0.3);
  const firstTop = Math.min(...lines.map((line) => line.top));
  const lastTop = Math.max(...lines.map((line) => line.top));
  const height = Math.max(lastTop - firstTop, 1);

  let best: { x: number; crossing: number; run: number } | null = null;
  let runStart = -1;
  const step = 2;
  const candidates: { x: number; crossing: number }[] = [];
  for (let x = minX + width * 0.18; x <= minX + width * 0.82; x += step) {
    let leftLines = 0;
    let rightLines = 0;
    let leftSubstantive = 0;
    let rightSubstantive = 0;
    let leftTop = Infinity;
    let rightTop = Infinity;
    let leftBottom = -Infinity;
    let rightBottom = -Infinity;
    const crossingTops: number[] = [];
    for (const { segment, top } of placed) {
      if (segment.x0 < x - 1 && segment.x1 > x + 1) crossingTops.push(top);
      else if (segment.x0 + segment.x1 < 2 * x) {
        leftLines += 1;
        leftTop = Math.min(leftTop, top);
        leftBottom = Math.max(leftBottom, top);
        if (isSubstantive(segment)) leftSubstantive += 1;
      } else {
        rightLines += 1;
        rightTop = Math.min(rightTop, top);
        rightBottom = Math.max(rightBottom, top);
        if (isSubstantive(segment)) rightSubstantive += 1;
      }
    }
    // Lines spanning the gutter above both columns (a centred name, a title) do not argue against it; a line
    // crossing it between the columns' lines does.
    const columnsStart = Math.max(leftTop, rightTop);
    const crossing = crossingTops.filter((top) => top >= columnsStart - 1).length;
    const allowed = Math.max(2, Math.floor(segments.length * 0.05));
    if (
      crossing <= allowed &&
      leftLines >= 4 &&
      rightLines >= 4 &&
      leftSubstantive >= 3 &&
      rightSubstantive >= 3 &&
      // Both sides run down a good part of the page: a few contact items beside a photo are not a column.
      leftBottom - leftTop >= height * 0.3 &&
      rightBottom - rightTop >= height * 0.3
    )
      candidates.push({ x, crossing });
  }
  if (candidates.length === 0) return { gutter: null, lines };
  const fewest = Math.min(...candidates.map((candidate) => candidate.crossing));
  // The middle of the widest run of gutter positions with the fewest crossings.
  let previous = -Infinity;
  for (const candidate of candidates) {
    if (candidate.crossing !== fewest) {
      previous = -Infinity;
      continue;
    }
    if (candidate.x - previous > step + 0.01) runStart = candidate.x;
    previous = candidate.x;
    const run = candidate.x - runStart;
    if (!best || run > best.run) best = { x: (runStart + candidate.x) / 2, crossing: fewest, run };
  }
  if (!best) return { gutter: null, lines };
  const gutter = best.x;

  const spanning: Line[] = [];
  const left: Line[] = [];
  const right: Line[] = [];
  for (const line of lines) {
    const crosses = line.segments.some((segment) => segment.x0 < gutter - 1 && segment.x1 > gutter + 1);
    if (crosses) {
      spanning.push({ ...line, column: -1 });
      continue;
    }
    // A segment within a point of the gutter belongs to the side its middle is on (none is lost).
    const leftPart = line.segments.filter((segment) => segment.x0 + segment.x1 < 2 * gutter);
    const rightPart = line.segments.filter((segment) => segment.x0 + segment.x1 >= 2 * gutter);
    if (leftPart.length) left.push(part(line, leftPart, 0));
    if (rightPart.length) right.push(part(line, rightPart, 1));
  }
  // Gutter headings ('Work', 'Education' in a margin, each on the baseline of its section's first line) are not a
  // column: keep the rows whole so that the sections can open at them.
  const rightTops = new Set(right.map((line) => Math.round(line.top)));
  // Most of them share a baseline with a right-hand line; one may stand alone at the foot of a page.
  const besideRight = (line: Line) => [-1, 0, 1].some((delta) => rightTops.has(Math.round(line.top) + delta));
  const gutterHeadings =
    left.length > 0 &&
    left.length <= 12 &&
    left.every((line) => line.text.split(/\s+/).length <= 3 && !/\d|@/.test(line.text)) &&
    left.filter(besideRight).length >= Math.max(1, left.length - 1);
  if (gutterHeadings) return { gutter: null, lines };
  // The columns start where both sides have begun; what comes before (a name, then a contact line spanning the
  // page) is read top to bottom.
  const columnsStart = Math.max(
    Math.min(...left.map((line) => line.top), Infinity),
    Math.min(...right.map((line) => line.top), Infinity),
  );
  const isAbove = (line: Line) => line.top < columnsStart - 1;
  const head = [...spanning, ...left, ...right].filter(isAbove).sort((a, b) => a.top - b.top || a.x0 - b.x0);
  const below = spanning.filter((line) => !isAbove(line));
  return {
    gutter,
    lines: [
      ...head,
      ...left.filter((line) => !isAbove(line)),
      ...right.filter((line) => !isAbove(line)),
      ...below,
    ],
  };
}

function part(line: Line, segments: Segment[], column: number): Line {
  // A row split at the gutter keeps the size of its own side's text (a heading beside a body line in the sidebar).
  const longest = [...segments].sort((a, b) => b.text.length - a.text.length)[0]!;
  return {
    ...line,
    fontSize: segments.length === line.segments.length ? line.fontSize : (longest.fontSize ?? line.fontSize),
    column,
    segments,
    x0: segments[0]!.x0,
    x1: Math.max(...segments.map((segment) => segment.x1)),
    text: segments.map((segment) => segment.text).join('   '),
  };
}
