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
  const segments = lines.flatMap((line) => line.segments);
  if (lines.length < 8 || segments.length < 8) return { gutter: null, lines };
  const minX = Math.min(...segments.map((segment) => segment.x0));
  const maxX = Math.max(...segments.map((segment) => segment.x1));
  const width = Math.max(maxX - minX, pageWidth * 0.3);

  let best: { x: number; crossing: number; run: number } | null = null;
  let runStart = -1;
  const step = 2;
  const candidates: { x: number; crossing: number }[] = [];
  for (let x = minX + width * 0.18; x <= minX + width * 0.82; x += step) {
    let crossing = 0;
    let leftLines = 0;
    let rightLines = 0;
    let leftSubstantive = 0;
    let rightSubstantive = 0;
    for (const segment of segments) {
      if (segment.x0 < x - 1 && segment.x1 > x + 1) crossing += 1;
      else if (segment.x1 <= x) {
        leftLines += 1;
        if (isSubstantive(segment)) leftSubstantive += 1;
      } else {
        rightLines += 1;
        if (isSubstantive(segment)) rightSubstantive += 1;
      }
    }
    const allowed = Math.max(2, Math.floor(segments.length * 0.05));
    if (
      crossing <= allowed &&
      leftLines >= 4 &&
      rightLines >= 4 &&
      leftSubstantive >= 3 &&
      rightSubstantive >= 3
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
    const leftPart = line.segments.filter((segment) => segment.x1 <= gutter);
    const rightPart = line.segments.filter((segment) => segment.x0 >= gutter);
    if (leftPart.length) left.push(part(line, leftPart, 0));
    if (rightPart.length) right.push(part(line, rightPart, 1));
  }
  // Gutter headings ('Work', 'Education' in a margin, each on the baseline of its section's first line) are not a
  // column: keep the rows whole so that the sections can open at them.
  const rightTops = new Set(right.map((line) => Math.round(line.top)));
  const gutterHeadings =
    left.length > 0 &&
    left.length <= 12 &&
    left.every(
      (line) =>
        line.text.split(/\s+/).length <= 3 &&
        !/\d|@/.test(line.text) &&
        [-1, 0, 1].some((delta) => rightTops.has(Math.round(line.top) + delta)),
    );
  if (gutterHeadings) return { gutter: null, lines };
  const firstColumnTop = Math.min(...[...left, ...right].map((line) => line.top));
  const above = spanning.filter((line) => line.top < firstColumnTop);
  const below = spanning.filter((line) => line.top >= firstColumnTop);
  return { gutter, lines: [...above, ...left, ...right, ...below] };
}

function part(line: Line, segments: Segment[], column: number): Line {
  return {
    ...line,
    column,
    segments,
    x0: segments[0]!.x0,
    x1: Math.max(...segments.map((segment) => segment.x1)),
    text: segments.map((segment) => segment.text).join('   '),
  };
}
