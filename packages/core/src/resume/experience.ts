import {
  DURATION,
  findDateRange,
  formatYearMonth,
  isYearlessDate,
  withoutRange,
  type DateRange,
} from './dates';
import { isSectionHeadingText } from './sections';
import { companyScore, titleScore } from './roles';
import { partTimeIn, withoutPartTime } from './part-time';
import { clamp01, isBullet, stripBullet, STRONG_SEPARATOR } from './text';
import type { Line } from './types';

export interface FoundExperience {
  title: { value: string; confidence: number };
  company?: { value: string; confidence: number };
  start?: { value: string; confidence: number };
  end?: { value: string; confidence: number };
  current: { value: boolean; confidence: number };
  /** Share of a full-time week when the CV marks the job part-time (decision 0085). */
  fte?: { value: number; confidence: number };
  /** The parsed range, for total years. */
  range?: DateRange;
}

interface Block {
  header: { text: string; range: DateRange | null }[];
  descriptions: number;
  /** The first description lines, read for a part-time marker ('Part-time, 20 hrs/week'). */
  notes: string[];
}

const LOCATION_PART =
  /^(remote|hybrid|on-?site|thuiswerk|home ?office)\b|^\p{Lu}[\p{L}.' -]+,\s*(\p{Lu}{2}|USA|UK|Ohio|\p{Lu}\p{Ll}+)$/u;
const TEAM_PART = /\b(team|department|afdeling|abteilung|service desk)\b/i;

/** A description line: a bullet, an indented line or running prose. */
function isDescription(line: Line, baseX: number): boolean {
  const text = line.text.trim();
  if (isBullet(text)) return true;
  if (findDateRange(text)) return false;
  if (line.x0 > baseX + 8) return true;
  const wordCount = text.split(/\s+/).length;
  if (wordCount >= 12) return true;
  if (/[.;]$/.test(text) && wordCount >= 7) return true;
  // A sentence ('Rapportages voor 40 ziekenhuizen.'): a full stop after a lower-case word. 'Zorgdata B.V.' is not.
  if (/\p{Ll}{2,}[.!]$/u.test(text) && wordCount >= 3 && /\s\p{Ll}{2,}/u.test(text)) return true;
  if (/^\p{Ll}/u.test(text)) return true;
  return false;
}

/** Experience entries from the lines of an experience section (or, with `strict`, from a section without heading). */
export function parseExperience(lines: Line[], options: { strict?: boolean } = {}): FoundExperience[] {
  if (lines.length === 0) return [];
  const baseX = Math.min(...lines.map((line) => line.x0));
  const blocks: Block[] = [];
  let block: Block | null = null;
  let pendingDateOnly = false;
  for (const line of lines) {
    const text = line.text.trim();
    // A date without a year ('Mar, – Present') and a sub-heading ('Highlights') are neither title nor company.
    if (isYearlessDate(text)) continue;
    if (isSectionHeadingText(text)) {
      if (block) block.descriptions += 1;
      continue;
    }
    const range = findDateRange(text);
    const rest = range ? withoutRange(text, range).replace(/\s+\|\s+$/, '') : text;
    const description = !range && isDescription(line, baseX);
    if (description) {
      // 'Mar 2021 - Present' then '• Staff Engineer, Globex': the first bullet after a bare date is the role.
      if (block && pendingDateOnly && isBullet(text) && block.header.every((entry) => !entry.text.trim())) {
        block.header.push({ text: stripBullet(text), range: null });
        pendingDateOnly = false;
        continue;
      }
      if (block) {
        block.descriptions += 1;
        if (block.notes.length < 3) block.notes.push(text);
      }
      continue;
    }
    if (!block || block.descriptions > 0) {
      block = { header: [], descriptions: 0, notes: [] };
      blocks.push(block);
    }
    block!.header.push({ text: rest, range });
    pendingDateOnly = range !== null && rest.trim().length === 0;
  }

  // The entries of one section share a layout: where the title and the employer carry words that tell them apart
  // ('Senior Data Analist' above 'Zorgdata B.V.'), an entry whose two lines carry none ('Jansen' above 'Timmerman')
  // is read in the same order (decision 0095).
  const headers = blocks.flatMap((current) =>
    splitBlock(current).map((group, index, groups) => ({
      group,
      current,
      last: index === groups.length - 1,
    })),
  );
  const orders = headers.map(({ group }) => toEntry(group, options.strict === true)?.order);
  const titleFirst = orders.filter((order) => order === 'title-first').length;
  const companyFirst = orders.filter((order) => order === 'company-first').length;
  const layout =
    titleFirst > companyFirst ? 'title-first' : companyFirst > titleFirst ? 'company-first' : undefined;
  const entries: FoundExperience[] = [];
  for (const { group, current, last } of headers) {
    const found = toEntry(group, options.strict === true, layout);
    if (!found) continue;
    const { order: _order, ...entry } = found;
    // A part-time marker in the header lines, else in the notes under the job (the last job of the block).
    const marked = [...group.map((line) => line.text), ...(last ? current.notes : [])]
      .map(partTimeIn)
      .find((marker) => marker !== null);
    if (marked) entry.fte = { value: marked.value, confidence: marked.confidence };
    entries.push(entry);
  }
  return entries.slice(0, 50);
}

/** A header block with two dated lines and no description between them holds two entries. */
function splitBlock(block: Block): Block['header'][] {
  const dated = block.header.filter((entry) => entry.range && (entry.range.end || entry.range.current));
  if (dated.length <= 1) return [block.header];
  const groups: Block['header'][] = [];
  const dateFirst = block.header[0]?.range != null;
  let group: Block['header'] = [];
  for (const entry of block.header) {
    if (dateFirst && entry.range && group.length > 0) {
      groups.push(group);
      group = [];
    }
    group.push(entry);
    if (!dateFirst && entry.range) {
      groups.push(group);
      group = [];
    }
  }
  if (group.length) {
    if (groups.length && !dateFirst) groups[groups.length - 1]!.push(...group);
    else groups.push(group);
  }
  return groups;
}

function splitParts(text: string): string[] {
  const parts: string[] = [];
  for (const strong of text.split(STRONG_SEPARATOR)) {
    let trimmed = strong.trim();
    if (DURATION.test(trimmed)) continue;
    if (/^\(.*\)$/.test(trimmed)) trimmed = trimmed.slice(1, -1).trim();
    if (!trimmed) continue;
    // 'Title at Company', 'Functie bij Bedrijf', 'Stelle bei Firma', 'Poste chez Société'
    const at = /^(.+?)\s+(?:at|bij|bei|chez|en)\s+(\p{Lu}.+)$/u.exec(trimmed);
    if (
      at &&
      (titleScore(at[1]!) > 0 ||
        companyScore(at[2]!) > 0 ||
        (at[1]!.split(/\s+/).length <= 5 && /^\p{Lu}/u.test(at[1]!)))
    ) {
      parts.push(at[1]!, at[2]!);
      continue;
    }
    // Commas split title, company and city, except in 'Globex, Inc.' or 'Portland, OR'.
    const commaParts = trimmed.split(/\s*,\s*/);
    const merged: string[] = [];
    for (const piece of commaParts) {
      const previous = merged[merged.length - 1];
      if (previous !== undefined && /^(inc|llc|ltd|gmbh|b\.?v|n\.?v|s\.?a|ag|co)\.?$/i.test(piece))
        merged[merged.length - 1] = `${previous}, ${piece}`;
      else if (previous !== undefined && /^(\p{Lu}{2}|USA|UK)$/u.test(piece) && !titleScore(previous))
        merged[merged.length - 1] = `${previous}, ${piece}`;
      else merged.push(piece);
    }
    parts.push(...merged.filter(Boolean));
  }
  return parts;
}

/** 'Part-time', 'Teilzeit, 50 %', '20 hrs/week', '0.6 FTE': a part that says how much, not what or where. */
function isOnlyMarker(text: string): boolean {
  return (
    text.replace(
      /part[- ]?time|parttime|deeltijds?|teilzeit|tempo parcial|temps partiel|mi-temps|\d+([.,]\d+)?|fte|%|hrs?|hours?|uur|std|stunden|per|week|woche|\b(?:u|h|of|van|von|out|days?|dagen|tage|a)\b|[\s/.,():;-]/giu,
      '',
    ).length === 0
  );
}

type Order = 'title-first' | 'company-first';

/**
 * One entry from its header lines. `order` says which of title and employer came first when words told them apart
 * ('cued'); `layout` is the section's usual order, used when no word tells the two apart.
 */
function toEntry(
  header: Block['header'],
  strict: boolean,
  layout?: Order,
): (FoundExperience & { order?: Order }) | null {
  const range =
    header.find((entry) => entry.range && (entry.range.end || entry.range.current))?.range ??
    header.find((entry) => entry.range)?.range ??
    null;
  const parts = header.flatMap((entry, lineIndex) =>
    splitParts(entry.text)
      // 'Teacher (part-time)': the marker is not part of the title; a part that is only a marker is dropped.
      .map((text) => (partTimeIn(text) ? withoutPartTime(text) : text))
      .filter((text) => !(partTimeIn(text) && isOnlyMarker(text)))
      .map((text, partIndex) => ({ text, lineIndex, partIndex })),
  );
  const useful = parts.filter(
    (part) =>
      part.text.length >= 2 &&
      part.text.length <= 120 &&
      !LOCATION_PART.test(part.text) &&
      !(TEAM_PART.test(part.text) && companyScore(part.text) === 0 && titleScore(part.text) === 0) &&
      !/^(19|20)\d\d$/.test(part.text) &&
      // A sentence ('BBL-traject.', 'Abrechnungssysteme in Java.') is a description, not a title or a company.
      !(/\p{Ll}{3,}\.$/u.test(part.text) && !/\b(corp|inc|ltd|co|plc|llc)\.$/i.test(part.text)),
  );
  if (useful.length === 0) return null;
  const scored = useful.map((part) => ({
    ...part,
    title: titleScore(part.text),
    company: companyScore(part.text),
  }));
  const cued = scored.some((part) => part.title !== part.company);
  const position = (part: (typeof scored)[number]) => part.lineIndex * 100 + part.partIndex;
  const byTitle = [...scored].sort(
    (a, b) =>
      b.title - b.company - (a.title - a.company) ||
      (!cued && layout === 'company-first' ? position(b) - position(a) : position(a) - position(b)),
  );
  const title = byTitle[0]!;
  if (strict && (title.title === 0 || !range)) return null;
  const rest = scored.filter((part) => part !== title);
  const company = [...rest].sort(
    (a, b) =>
      b.company - b.title - (a.company - a.title) ||
      Math.abs(a.lineIndex - title.lineIndex) - Math.abs(b.lineIndex - title.lineIndex) ||
      a.lineIndex - b.lineIndex ||
      a.partIndex - b.partIndex,
  )[0];
  const titleConfidence = clamp01(
    (title.title > 0 ? 0.75 : 0.45) + (title.title > (company?.title ?? 0) ? 0.1 : 0) + (range ? 0.1 : 0),
  );
  const entry: FoundExperience & { order?: Order } = {
    title: { value: title.text.slice(0, 200), confidence: titleConfidence },
    current: { value: range?.current === true, confidence: range ? 0.9 : 0.4 },
    range: range ?? undefined,
  };
  if (cued && company && title.title - title.company > company.title - company.company)
    entry.order = position(title) < position(company) ? 'title-first' : 'company-first';
  if (company && company.title <= title.title)
    entry.company = {
      value: company.text.slice(0, 200),
      confidence: clamp01((company.company > 0 ? 0.8 : 0.55) + (range ? 0.05 : 0)),
    };
  if (range) {
    entry.start = { value: formatYearMonth(range.start), confidence: range.start.month ? 0.9 : 0.8 };
    if (range.end) entry.end = { value: formatYearMonth(range.end), confidence: range.end.month ? 0.9 : 0.8 };
  }
  return entry;
}
