import type { EducationLevel } from '../contracts/enums';
import { findDateRanges, isYearlessDate, withoutRange, type DateRange } from './dates';
import { partTimeIn } from './part-time';
import { isBullet, stripBullet, STRONG_SEPARATOR } from './text';
import type { Line } from './types';

type Found<T> = { value: T; confidence: number };

export interface FoundEducation {
  level?: Found<EducationLevel>;
  degree?: Found<string>;
  institution?: Found<string>;
  fieldOfStudy?: Found<string>;
  graduationYear?: Found<number>;
  gpa?: Found<string>;
  /** The study's dates as written (for the years of work: jobs during full-time study, decision 0161); not a fact. */
  period?: DateRange;
  /** The line says the study was part-time ('deeltijd', 'part-time'): work beside it counts in full. Not a fact. */
  partTime?: boolean;
}

const INSTITUTION =
  /\b(university|universiteit|[a-zäöü]*schule|berufskolleg|universit[äa]t|universit[ée]|universidad|universidade|universit[àa]|hogeschool|hochschule|fachhochschule|college|institute|instituut|institut|instituto|school|academy|academie|akademie|polytechnic|politecnico|polytechnique|gymnasium|lyceum|lyc[ée]e|atheneum|roc|mbo college|[ée]cole|escuela|colegio|conservatory|conservatorium|seminary|tu delft|eth z[üu]rich|epfl)\b/i;

/** Degree patterns, most specific first, with the level they imply. */
const degree = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'iu');
const DEGREES: [RegExp, EducationLevel][] = [
  [
    degree('ph\\.?\\s?d\\.?|doctor of philosophy|doctorate|doctoraat|dr\\.\\s?rer\\.?|doctorat|doctorado'),
    'phd',
  ],
  [
    degree(
      "m\\.?\\s?sc\\.?|m\\.\\s?s\\.|m\\.\\s?a\\.|mba|m\\.?\\s?eng\\.?|master'?s?|llm|ll\\.m\\.?|mphil|drs\\.|ir\\.|diplom(?:-|\\s)?ingenieur|magister|m[áa]ster",
    ),
    'masters',
  ],
  [
    degree(
      "b\\.?\\s?sc\\.?|b\\.\\s?s\\.|bs|b\\.\\s?a\\.|b\\.?\\s?f\\.?\\s?a\\.|b\\.?\\s?eng\\.?|b\\.?\\s?comm?\\.?|b\\.\\s?ed\\.?|b\\.\\s?econ\\.?|ll\\.?\\s?b\\.?|bachelor'?s?|bba|hbo|wo[- ]bachelor|licenciatura|licence|grado|bakkalaureus",
    ),
    'bachelors',
  ],
  [
    degree(
      "associate'?s? degree|a\\.a\\.s?\\.?|a\\.s\\.|mbo|hnd|btec|berufsausbildung|dut|bts|ciclo formativo",
    ),
    'associates',
  ],
  [degree('bootcamp|boot camp|nanodegree'), 'bootcamp'],
  [
    degree(
      'high school|secondary school|vwo|havo|vmbo|abitur|gymnasium|lyceum|atheneum|baccalaur[ée]at|bachillerato|a-levels|gcse|matura|fachabitur|realschule',
    ),
    'high-school',
  ],
];

const GPA =
  /\b(gpa|cgpa|grade point average|gemiddeld cijfer|gemiddelde|cijfer|note|notendurchschnitt|moyenne|nota media)\s*[:=]?\s*(\d{1,2}[.,]\d{1,2}(?:\s*\/\s*\d{1,2}(?:[.,]\d{1,2})?)?)/i;
const HONOURS =
  /\b(summa cum laude|magna cum laude|cum laude|with distinction|met lof|mit auszeichnung|first class honours)\b/i;

/**
 * British degrees written without dots, "BA (Hons) Accounting and Finance", "MA History" (walk 0112): in capitals and
 * followed by "(Hons)", "in", "of" or a capitalised subject, so that the state in "Boston, MA 02115" is not a master's.
 */
const PLAIN_DEGREES: [RegExp, EducationLevel][] = [
  [/(?<![\p{L}])MA(?=\s+(?:\(Hons\)|in\s|of\s|\p{Lu}))/u, 'masters'],
  [/(?<![\p{L}])BA(?=\s+(?:\(Hons\)|in\s|of\s|\p{Lu}))/u, 'bachelors'],
];

function degreeLevel(text: string): EducationLevel | null {
  for (const [pattern, level] of DEGREES) if (pattern.test(text)) return level;
  for (const [pattern, level] of PLAIN_DEGREES) if (pattern.test(text)) return level;
  return null;
}

/** 'B.S. in Computer Science' -> 'Computer Science'; 'MSc Data Science' -> 'Data Science'. */
export function fieldOfStudy(degree: string): string | null {
  const cleaned = degree
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const inOf = /\b(?:in|of|en|im|in de|van|de)\s+(\p{Lu}[\p{L}&,' -]{2,80})$/u.exec(cleaned);
  if (inOf) {
    const field = inOf[1]!.replace(/^(science|arts|engineering)\s+in\s+/i, '').trim();
    if (!/^(science|arts)$/i.test(field)) return field.replace(/,.*$/, '').trim();
  }
  // 'MSc Data Science', 'B.Comm. (Hons), Accounting and Finance' (walk W411): the subject after the degree.
  const after =
    /^(?:b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?s\.?|m\.?\s?s\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?comm?\.?|b\.\s?ed\.?|ll\.?\s?b\.?|mba|ba|ma|bsc|msc|hbo|wo|mbo|bachelor|master|ph\.?\s?d\.?)(?:\s*[,:–-]\s*|\s+)(\p{Lu}[\p{L}&' -]{2,80})$/iu.exec(
      cleaned,
    );
  if (after) return after[1]!.trim();
  return null;
}

/** Education entries from the lines of an education section. */
export function parseEducation(lines: Line[]): FoundEducation[] {
  const entries: FoundEducation[] = [];
  let entry = null as FoundEducation | null;
  let lastYear: number | null = null;
  // Names without an institution word ('Noorderpoort') seen since the last entry: the institution when none is found.
  let unnamed: { text: string; afterDegree: boolean }[] = [];
  const flush = () => {
    if (entry && !entry.institution && entry.degree && unnamed.length) {
      const pick = unnamed.find((candidate) => candidate.afterDegree) ?? unnamed[0]!;
      entry.institution = { value: cleanInstitution(pick.text), confidence: 0.6 };
    }
    if (entry) unnamed = [];
    if (entry && (entry.institution || entry.degree)) {
      if (!entry.graduationYear && lastYear) entry.graduationYear = { value: lastYear, confidence: 0.6 };
      entries.push(entry);
    }
  };
  for (const line of lines) {
    const raw = line.text.trim();
    if (isBullet(raw) && !INSTITUTION.test(raw) && !degreeLevel(raw)) {
      const gpa = GPA.exec(raw);
      if (gpa && entry && !entry.gpa) entry.gpa = { value: gpa[2]!.replace(/\s+/g, ''), confidence: 0.85 };
      continue;
    }
    // Dates without a year ('Sep,' beside the school) say nothing.
    let text = line.segments
      .map((segment) => segment.text)
      .filter((segment) => !isYearlessDate(segment))
      .join('   ');
    text = stripBullet(text.trim() || raw);
    const ranges = findDateRanges(text);
    const range = ranges.find((found) => found.end || found.current) ?? ranges[ranges.length - 1];
    let year: number | null = null;
    if (range) {
      year = range.end?.year ?? (range.current ? null : range.start.year);
      text = withoutRange(text, range);
    }
    const gpa = GPA.exec(text);
    if (gpa) text = text.replace(gpa[0], ' ');
    const parts = text
      .split(STRONG_SEPARATOR)
      .flatMap((part) =>
        (INSTITUTION.test(part) && (degreeLevel(part) || part.split(',').length >= 3)) ||
        (degreeLevel(part) && /,/.test(part))
          ? splitComma(part)
          : [part],
      )
      // 'Master Data Science at Universiteit Utrecht', 'Bachelor bij Hogeschool Rotterdam'
      .flatMap((part) => {
        const at = /^(.+?)\s+(?:at|bij|bei|an der|aan de|en|@)\s+(\p{Lu}.+)$/u.exec(part.trim());
        return at && INSTITUTION.test(at[2]!) && !INSTITUTION.test(at[1]!) ? [at[1]!, at[2]!] : [part];
      })
      .map((part) =>
        part
          .trim()
          .replace(/^[,;:]+|[,;:]+$/g, '')
          .trim(),
      )
      .filter((part) => part.length >= 2);
    const touched = { institution: false, degree: false };
    const lineUnnamed: { text: string; afterDegree: boolean }[] = [];
    for (const [index, part] of parts.entries()) {
      // 'B.Comm. (Hons), Accounting and Finance': the subject written after the degree, split off at the comma.
      if (entry?.degree && !entry.fieldOfStudy && index > 0 && parts[index - 1] === entry.degree.value) {
        if (SUBJECT.test(part) && !INSTITUTION.test(part) && !degreeLevel(part)) {
          entry.fieldOfStudy = { value: part.slice(0, 200), confidence: 0.7 };
          continue;
        }
      }
      const level = degreeLevel(part);
      const isInstitution = INSTITUTION.test(part) && !/^(b|m)\.?\s?(sc|s|a)\b/i.test(part);
      if (level && !(isInstitution && !/\b(in|of)\b/i.test(part) && !/^[A-Z.]{2,6}\b/.test(part))) {
        if (!entry || entry.degree) {
          flush();
          entry = {};
          lastYear = null;
        }
        entry.degree = { value: part.slice(0, 200), confidence: 0.85 };
        entry.level = { value: level, confidence: 0.85 };
        const field = fieldOfStudy(part.replace(/,\s*(19|20)\d\d$/, ''));
        if (field) entry.fieldOfStudy = { value: field.slice(0, 200), confidence: 0.75 };
        touched.degree = true;
      } else if (isInstitution) {
        if (!entry || entry.institution) {
          flush();
          entry = {};
          lastYear = null;
        }
        entry.institution = { value: cleanInstitution(part), confidence: 0.85 };
        const implied = degreeLevel(part);
        if (implied === 'high-school' && !entry.level) entry.level = { value: implied, confidence: 0.6 };
        touched.institution = true;
      } else if (
        /^\p{Lu}[\p{L}'’.&-]+(?:\s+[\p{L}'’.&-]+){0,4}$/u.test(part) &&
        !findDateRanges(part).length &&
        !isYearlessDate(part)
      )
        lineUnnamed.push({ text: part, afterDegree: touched.degree });
    }
    unnamed.push(...lineUnnamed);
    if (!entry) continue;
    if (range && (!entry.period || touched.degree || touched.institution)) entry.period = range;
    if (partTimeIn(line.text)) entry.partTime = true;
    if (year) {
      lastYear = year;
      if (!entry.graduationYear || touched.degree || touched.institution)
        entry.graduationYear = { value: year, confidence: range?.end || !range?.current ? 0.8 : 0.5 };
    }
    if (gpa && !entry.gpa) entry.gpa = { value: gpa[2]!.replace(/\s+/g, ''), confidence: 0.85 };
    const honours = HONOURS.exec(text);
    if (honours && !entry.gpa) entry.gpa = { value: honours[1]!.slice(0, 20), confidence: 0.6 };
  }
  flush();
  return entries.slice(0, 20);
}

/** A subject of study written on its own ('Accounting and Finance', 'Computer Science', 'Psychologie'). */
const SUBJECT =
  /^\p{Lu}[\p{L}&' -]{2,80}$(?<=\b(?:\p{L}+ (?:and|&|en|und) \p{L}+|\p{L}*(?:studies|science|sciences|engineering|finance|accounting|economics|management|business|law|medicine|psychology|psychologie|history|mathematics|physics|chemistry|biology|informatics|informatica|education|nursing|design|marketing|commerce|administration|kunde|wetenschappen|wissenschaften?))$)/iu;

function splitComma(part: string): string[] {
  return part.split(/\s*,\s*/);
}

function cleanInstitution(part: string): string {
  return part
    .replace(/\s*,\s*(\p{Lu}{2}|USA|UK)$/u, '')
    .trim()
    .slice(0, 200);
}
