import { ResumeFacts, type ResumeFactsInput } from '../contracts/resume-facts';
import { detectColumns } from './columns';
import { findEmail, findLinks, findLocation, findName, findPhone } from './contact';
import { compare, monthsBetween } from './dates';
import { parseEducation, type FoundEducation } from './education';
import { parseExperience, type FoundExperience } from './experience';
import { isLanguageList, languagesInProse, parseLanguages, type FoundLanguage } from './languages';
import { bodyFontSize, capText, pageLines } from './lines';
import { splitSections } from './sections';
import { inferSkills, matchListedSkills } from './skills';
import { clamp01 } from './text';
import type { Line, ParseOptions, ResumeText, Section, YearMonth } from './types';

export interface ResumeLayout {
  pages: number;
  /** Pages on which a second column or sidebar was found. */
  multiColumnPages: number;
  sections: string[];
  lines: number;
}

/** Stage 1 and 2: text items to lines in reading order (columns resolved), page by page. */
export function readingOrder(text: ResumeText): { lines: Line[]; multiColumnPages: number } {
  const capped = capText(text);
  const lines: Line[] = [];
  let multiColumnPages = 0;
  capped.pages.forEach((page, index) => {
    const layout = detectColumns(pageLines(page, index), page.width);
    if (layout.gutter !== null) multiColumnPages += 1;
    lines.push(...layout.lines);
  });
  return { lines, multiColumnPages };
}

/**
 * The resume reader: positioned text (from the PDF adapter) to facts, each with a confidence. Pure: `now` and the
 * taxonomy lookup are arguments.
 */
export function parseResume(text: ResumeText, options: ParseOptions & { skillNames?: readonly string[] }) {
  const { lines, multiColumnPages } = readingOrder(text);
  const sections = splitSections(lines);
  const bodySize = bodyFontSize(lines);
  const of = (kind: Section['kind']) =>
    sections.filter((section) => section.kind === kind).flatMap((s) => s.lines);
  const header = of('header');
  const firstLines = lines.slice(0, 15);

  const facts: ResumeFactsInput = {};
  const name =
    findName(header.length ? header : firstLines, bodySize, lines) ?? findName(firstLines, bodySize, lines);
  if (name) facts.name = name;
  const email = findEmail(header.length ? [...header, ...lines] : lines);
  if (email) facts.email = email;
  const phone = findPhone(header) ?? findPhone(lines);
  if (phone) facts.phone = phone;
  const location = findLocation(header.length ? header : firstLines, lines, options.findPlace);
  if (location) facts.location = location;
  facts.links = findLinks(lines);

  // Experience: the experience sections; without one, dated entries with a job title anywhere outside education.
  let experience: FoundExperience[] = sections
    .filter((section) => section.kind === 'experience')
    .flatMap((section) => parseExperience(section.lines));
  if (experience.length === 0) {
    experience = sections
      .filter((section) => ['summary', 'other', 'header', 'projects'].includes(section.kind))
      .flatMap((section) =>
        parseExperience(section.kind === 'header' ? section.lines.slice(3) : section.lines, { strict: true }),
      )
      .map((entry) => ({
        ...entry,
        title: { ...entry.title, confidence: clamp01(entry.title.confidence - 0.2) },
      }));
  }
  let education = parseEducation(of('education'));
  if (education.length === 0) {
    // No education heading: institution lines anywhere outside the experience and skills sections.
    education = parseEducation(
      sections
        .filter((section) => !['experience', 'skills', 'languages'].includes(section.kind))
        .flatMap((section) => section.lines),
    )
      .filter((entry) => entry.institution)
      .map((entry) => ({ ...entry, institution: { ...entry.institution!, confidence: 0.65 } }));
  }
  facts.education = education.map(({ period: _period, partTime: _partTime, ...entry }) => entry);

  // Years of work (decision 0161): a student or side job, and any job during full-time study, counts partly.
  const studies = studyPeriods(education, options.now);
  const counted = experience.map((entry) => ({
    ...entry,
    studyJob: isStudyJob(entry, studies, options.now),
  }));
  facts.experience = counted.map(({ range: _range, studyJob, ...entry }) =>
    studyJob ? { ...entry, whileStudying: true } : entry,
  );
  const years = totalYears(counted, options.now, studies);
  if (years) facts.totalYears = years;

  // A section under an unknown heading whose short lines are mostly skills of the taxonomy is a skills group
  // ('Data' above 'Python', 'SQL', 'Power BI'). So is (decision 0095) a group of such short lines beside a skills
  // section or group ('Zorg' above 'Patiëntenzorg', 'Reanimatie' between two groups of tags), and a 'languages'
  // heading whose lines name no spoken language but skills ('Sprachen' above 'Java · Kotlin').
  const short = (section: Section) =>
    section.lines.length > 0 && section.lines.every((line) => line.text.split(/\s+/).length <= 4);
  const isGroup = sections.map(
    (section) =>
      section.kind === 'other' &&
      Boolean(section.heading) &&
      short(section) &&
      section.lines.filter((line) => options.findSkill?.(line.text.trim())).length * 2 >=
        section.lines.length,
  );
  const isSkills = (index: number) => sections[index]?.kind === 'skills' || isGroup[index] === true;
  sections.forEach((section, index) => {
    if (isGroup[index] || !section.heading) return;
    if (section.kind === 'other' && short(section) && (isSkills(index - 1) || isSkills(index + 1)))
      isGroup[index] = true;
    // A 'languages' section that names no spoken language but skills ('Sprachen' above 'Java', 'Kotlin'): under
    // 'Skills', or with most of its lines skills of the taxonomy.
    const skillsIn = section.lines.filter((line) =>
      options.findSkill?.(line.text.split(/\s*[·,|]\s*|\s{2,}/)[0]!.trim()),
    ).length;
    if (
      section.kind === 'languages' &&
      section.lines.every((line) => line.text.split(/\s+/).length <= 8) &&
      parseLanguages(section.lines).length === 0 &&
      skillsIn > 0 &&
      (isSkills(index - 1) || skillsIn * 2 >= section.lines.length)
    )
      isGroup[index] = true;
  });
  const skillGroups = sections.filter((_section, index) => isGroup[index]);
  const skillLines = [...of('skills'), ...skillGroups.flatMap((section) => section.lines)];
  const listed = matchListedSkills(skillLines, options.findSkill);
  const listedIds = new Set(listed.skills.map((skill) => skill.id));
  const prose = sections
    .filter((section) => ['experience', 'summary', 'projects', 'other'].includes(section.kind))
    .flatMap((section) => section.lines.map((line) => line.text))
    .join('\n');
  const inferred = inferSkills(prose, options.skillNames ?? [], options.findSkill, listedIds);
  facts.skills = [...listed.skills, ...inferred].slice(0, 200);
  facts.unmatchedSkills = listed.unmatched.slice(0, 50);

  const languageLines = of('languages');
  const languageRows = lines.filter((line) =>
    /^(languages?|talen|sprachen|langues|idiomas)\s*:/i.test(line.text.trim()),
  );
  // Also (new users' CVs, decision 0085): a 'Languages' group inside the skills section ('Fluent in Spanish'), a list
  // of language names beside the contact details, and languages said in sentences ('fluent in Spanish').
  // A language line keeps the row under it, which may hold its level ('English' then 'Fluent'; decision 0095).
  const speaks = skillLines.map((line) => parseLanguages([line]).length > 0);
  const skillLanguageLines = skillLines.filter((_line, index) => speaks[index] || speaks[index - 1]);
  const languageLists = lines.filter(
    (line) => !languageLines.includes(line) && line.segments.some((segment) => isLanguageList(segment.text)),
  );
  const sentences = sections
    .filter((section) => ['header', 'summary', 'other', 'experience'].includes(section.kind))
    .flatMap((section) => section.lines);
  facts.languages = mergeLanguages(
    parseLanguages([...languageLines, ...languageRows, ...skillLanguageLines]),
    parseLanguages(
      languageLists.map((line) => ({
        ...line,
        text: line.segments
          .filter((segment) => isLanguageList(segment.text))
          .map((s) => s.text)
          .join(', '),
      })),
    ),
    languagesInProse(sentences),
  );

  const layout: ResumeLayout = {
    pages: text.pages.length,
    multiColumnPages,
    sections: sections.map((section) => section.kind),
    lines: lines.length,
  };
  return { facts: ResumeFacts.parse(sanitize(facts)), layout };
}

/**
 * The share of a full-time week a student or side job counts for toward the years (decision 0161): a job beside
 * full-time study is mostly evenings, weekends and holidays (at most about 10 hours a week), and employers count
 * experience from after the study, so the level is not raised by it.
 */
export const STUDY_JOB_SHARE = 0.25;

/** Job titles that say a student or side job ('Werkstudent', 'Student assistant', 'Bijbaan', 'Summer job'). */
const STUDY_JOB_TITLE =
  /\b(student[- ]?(?:assistant|assistent|job|worker|helper|employee|medewerker|kracht)|werkstudent(?:in)?|studentische hilfskraft|studentenbaan|studentenjob|bijbaan|bijbaantje|vakantiewerk|vakantiebaan|zomerbaan|zaterdaghulp|side job|side hustle|summer job|holiday job|weekend job|nebenjob|minijob|ferienjob|aushilfe|jobiste|job étudiant|trabajo de estudiante)\b/i;

/** Studies whose full-time years leave little room for work: a secondary school (with its dates) and tertiary ones. */
const FULL_TIME_STUDY = new Set(['high-school', 'associates', 'bachelors', 'masters', 'phd']);
/** Nominal years of a study when the CV gives only its end year. */
const NOMINAL_YEARS: Record<string, number> = { associates: 2, bachelors: 3, masters: 2, phd: 4 };

/** Month indexes [from, to) of the person's full-time studies on the CV. */
function studyPeriods(education: FoundEducation[], now: YearMonth): [number, number][] {
  // A year without a month is a school year: from September, to the end of August ('2017 – 2019': 09/2017-08/2019).
  const index = (at: YearMonth, end = false) => at.year * 12 + ((at.month ?? (end ? 8 : 9)) - 1);
  const periods: [number, number][] = [];
  for (const entry of education) {
    const level = entry.level?.value;
    if (!level || !FULL_TIME_STUDY.has(level) || entry.partTime) continue;
    const period = entry.period;
    if (period && (period.end || period.current)) {
      const end = period.current ? index(now) + 1 : index(period.end!, true) + 1;
      periods.push([index(period.start), end]);
    } else if (entry.graduationYear && NOMINAL_YEARS[level]) {
      // Only the year it ended: the study's nominal school years up to the end of August of that year.
      const end = entry.graduationYear.value * 12 + 8;
      periods.push([end - NOMINAL_YEARS[level]! * 12, end]);
    }
  }
  return periods;
}

/** A student or side job by its title, or a job whose months lie mostly within a full-time study. */
function isStudyJob(entry: FoundExperience, studies: [number, number][], now: YearMonth): boolean {
  if (STUDY_JOB_TITLE.test(entry.title.value)) return true;
  const range = entry.range;
  if (!range || studies.length === 0) return false;
  const start = range.start.year * 12 + ((range.start.month ?? 1) - 1);
  const end = range.current
    ? now.year * 12 + ((now.month ?? 1) - 1) + 1
    : range.end
      ? range.end.year * 12 + ((range.end.month ?? 12) - 1) + 1
      : start + 1;
  const inside = studies.reduce(
    (sum, [from, to]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)),
    0,
  );
  const length = end - start;
  return length > 0 && inside * 2 >= length;
}

/**
 * Years of experience: the dated periods month by month, each month counted once however many jobs fill it, a
 * part-time job by its share of a full-time week (decision 0085: two half-time jobs at once make a full month, a
 * half-time job alone half a month), a student or side job, and every month of full-time study, at most at
 * {@link STUDY_JOB_SHARE} (decision 0161), up to `now` for current roles.
 */
export function totalYears(
  experience: (FoundExperience & { studyJob?: boolean })[],
  now: YearMonth,
  studies: readonly [number, number][] = [],
) {
  const periods: [number, number, number][] = [];
  let undated = 0;
  let partTimeGuessed = 0;
  for (const entry of experience) {
    const range = entry.range;
    if (!range || (!range.end && !range.current)) {
      undated += 1;
      continue;
    }
    const end = range.current ? now : range.end!;
    if (compare(end, range.start) < 0) continue;
    const startIndex = range.start.year * 12 + ((range.start.month ?? 1) - 1);
    const months = monthsBetween(range.start, end, !range.current && end.month === undefined);
    const share = Math.min(entry.fte?.value ?? 1, entry.studyJob ? STUDY_JOB_SHARE : 1);
    if (entry.fte && entry.fte.confidence < 0.7) partTimeGuessed += 1;
    periods.push([startIndex, startIndex + months, share]);
  }
  if (periods.length === 0) return undefined;
  const first = Math.min(...periods.map(([start]) => start));
  const last = Math.max(...periods.map(([, end]) => end));
  // At most 70 years of months (the contract's limit), so the month table stays small.
  const from = Math.max(first, last - 70 * 12);
  const filled = new Float64Array(last - from);
  for (const [start, end, share] of periods)
    for (let month = Math.max(start, from); month < end; month += 1)
      filled[month - from] = (filled[month - from] ?? 0) + share;
  let total = 0;
  filled.forEach((value, i) => {
    const during = studies.some(([start, end]) => from + i >= start && from + i < end);
    total += Math.min(during ? STUDY_JOB_SHARE : 1, value);
  });
  const value = Math.min(70, Math.round((total / 12) * 10) / 10);
  return { value, confidence: clamp01(0.85 - undated * 0.15 - partTimeGuessed * 0.1) };
}

/** The languages of several readings, each once: the first reading of a language wins unless a later one has a level. */
function mergeLanguages(...lists: FoundLanguage[][]): FoundLanguage[] {
  const merged = new Map<string, FoundLanguage>();
  for (const language of lists.flat()) {
    const known = merged.get(language.code);
    if (!known) merged.set(language.code, language);
    else if (!known.level && language.level) merged.set(language.code, { ...known, level: language.level });
  }
  return [...merged.values()].slice(0, 30);
}

/** Drops values the contract would refuse (e.g. an over-long line) instead of failing the whole analysis. */
function sanitize(facts: ResumeFactsInput): ResumeFactsInput {
  const attempt = ResumeFacts.safeParse(facts);
  if (attempt.success) return facts;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(facts)) {
    const single = ResumeFacts.safeParse({ [key]: value });
    if (single.success) out[key] = value;
    else if (Array.isArray(value))
      out[key] = value.filter((item) => ResumeFacts.safeParse({ [key]: [item] }).success);
  }
  return out as ResumeFactsInput;
}
