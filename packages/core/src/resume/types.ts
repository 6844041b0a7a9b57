/**
 * The input of the resume reader: text items with positions and fonts, as a PDF text layer gives them. The PDF step
 * lives in the API (adapters/resume-reader.ts); everything from here on is pure.
 */

export interface TextItem {
  str: string;
  /** Left edge, in PDF units (1/72 inch), from the page's left. */
  x: number;
  /** Baseline, in PDF units, from the page's bottom (PDF coordinates). */
  y: number;
  width: number;
  fontSize: number;
  /** The PDF's font resource name; only equality between items is meaningful. */
  fontName: string;
}

export interface PageText {
  width: number;
  height: number;
  items: TextItem[];
}

export interface ResumeText {
  pages: PageText[];
}

/** A run of text inside a line, separated from its neighbours by a wide gap (e.g. a right-aligned date). */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
  /**
   * The segment's text split where its pieces stand clearly apart (more than a word space, less than a segment
   * gap): the tags of a tag cloud ('Java' 'Kotlin'). Absent when the segment is one run of text.
   */
  cells?: string[];
  /** The font size of the segment's first piece. */
  fontSize?: number;
}

export interface Line {
  page: number;
  /** Distance of the baseline from the page's top. */
  top: number;
  x0: number;
  x1: number;
  fontSize: number;
  fontName: string;
  text: string;
  segments: Segment[];
  /** Which column of a multi-column page the line belongs to (0 = left or only, 1 = right, -1 = spans both). */
  column: number;
}

export type SectionKind =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'certifications'
  | 'interests'
  | 'references'
  | 'other';

export interface Section {
  kind: SectionKind;
  /** The heading as written; empty for the header block and sections without a heading. */
  heading: string;
  lines: Line[];
}

/** A year and an optional month (1..12). */
export interface YearMonth {
  year: number;
  month?: number;
}

/** Looks a skill up in the taxonomy by its name or one of its aliases. */
export type SkillLookup = (nameOrAlias: string) => { id: string; name: string } | null | undefined;

/**
 * Looks a place name up in the app's gazetteer (decision 0181): `bundled` when it is one of the cities the planner
 * prices, else a known town; null when the app does not know it. `country` is the country as the CV writes it
 * ('United Kingdom', 'NL'), to read a name in that country.
 */
export type PlaceLookup = (name: string, country?: string) => { bundled: boolean } | null | undefined;

export interface ParseOptions {
  /** Today, for 'Present' and total years. */
  now: YearMonth;
  findSkill?: SkillLookup;
  findPlace?: PlaceLookup;
}
