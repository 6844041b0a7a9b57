import { pageLines } from './lines';
import type { Line, TextItem } from './types';

/**
 * The lines of an A4 page holding `rows`, one row of 10 pt text each, 14 pt apart: a CV's contact block or education
 * entry as the reader sees it (tests only).
 */
export function rowsAsLines(...rows: string[]): Line[] {
  const height = 842;
  const item = (str: string, top: number): TextItem => ({
    str,
    x: 50,
    y: height - top,
    width: str.length * 5,
    fontSize: 10,
    fontName: 'F1',
  });
  return pageLines({ width: 595, height, items: rows.map((row, index) => item(row, 40 + index * 14)) }, 0);
}
