import { bodyFontName, bodyFontSize } from './lines';
import { fold, isBullet } from './text';
import type { Line, Section, SectionKind } from './types';

/**
 * Section headings in English, Dutch, German, French and Spanish. Exact headings (folded) first; then a short,
 * heading-styled line containing one of the keywords.
 */
const EXACT: Record<Exclude<SectionKind, 'header'>, string[]> = {
  summary: [
    'summary',
    'profile',
    'professional summary',
    'about',
    'about me',
    'objective',
    'career objective',
    'highlights',
    'personal statement',
    'professional profile',
    'career summary',
    'profiel',
    'samenvatting',
    'over mij',
    'persoonlijk profiel',
    'profil',
    'zusammenfassung',
    'uber mich',
    'kurzprofil',
    'resume',
    'a propos',
    'a propos de moi',
    'perfil',
    'resumen',
    'sobre mi',
    'extracto',
    'perfil profesional',
  ],
  experience: [
    'experience',
    'work experience',
    'work',
    'werk',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'experience and leadership',
    'werkervaring',
    'ervaring',
    'loopbaan',
    'arbeidsverleden',
    'professionele ervaring',
    'werkgeschiedenis',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'werdegang',
    'praxiserfahrung',
    'experience professionnelle',
    'experiences professionnelles',
    'experiences',
    'parcours professionnel',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'trayectoria profesional',
    'positions',
    'career',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academic history',
    'qualifications',
    'opleiding',
    'opleidingen',
    'onderwijs',
    'scholing',
    'opleiding en cursussen',
    'ausbildung',
    'bildungsweg',
    'studium',
    'schulbildung',
    'akademischer werdegang',
    'schul- und berufsausbildung',
    'formation',
    'formations',
    'education et formation',
    'etudes',
    'parcours academique',
    'diplomes',
    'educacion',
    'formacion',
    'formacion academica',
    'estudios',
  ],
  skills: [
    'skills',
    'technical skills',
    'top skills',
    'core skills',
    'key skills',
    'competencies',
    'core competencies',
    'expertise',
    'tools',
    'technologies',
    'tech stack',
    'skills and tools',
    'skills and interests',
    'skills and expertise',
    'vaardigheden',
    'competenties',
    'kennis',
    'vaardigheden en kennis',
    'ict-kennis',
    'kennis en vaardigheden',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'edv-kenntnisse',
    'it-kenntnisse',
    'fachkenntnisse',
    'kenntnisse und fahigkeiten',
    'competences',
    'competences techniques',
    'savoir-faire',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'habilidades tecnicas',
  ],
  languages: [
    'languages',
    'language skills',
    'language',
    'talen',
    'talenkennis',
    'sprachen',
    'sprachkenntnisse',
    'langues',
    'competences linguistiques',
    'idiomas',
    'lenguas',
  ],
  projects: [
    'projects',
    'personal projects',
    'projecten',
    'projekte',
    'projets',
    'proyectos',
    'side projects',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses and certifications',
    'courses',
    'training',
    'certificaten',
    'cursussen',
    'trainingen',
    'zertifikate',
    'weiterbildung',
    'fortbildungen',
    'certificats',
    'cursos',
    'certificados',
    'certificaciones',
  ],
  interests: [
    'interests',
    'hobbies',
    'interesses',
    "hobby's",
    'hobbys',
    'interessen',
    "centres d'interet",
    'loisirs',
    'intereses',
    'aficiones',
    'hobbies and interests',
  ],
  references: ['references', 'referenties', 'referenzen', 'references professionnelles', 'referencias'],
  other: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'publications',
    'volunteering',
    'volunteer experience',
    'vrijwilligerswerk',
    'nevenactiviteiten',
    'ehrenamt',
    'benevolat',
    'voluntariado',
    'activities',
    'extracurricular activities',
    'leadership',
    'contact',
    'contact details',
    'personal details',
    'personal information',
    'persoonlijke gegevens',
    'contactgegevens',
    'personliche daten',
    'kontakt',
    'informations personnelles',
    'coordonnees',
    'datos personales',
    'contacto',
    'achievements and awards',
  ],
};

const KEYWORDS: [RegExp, SectionKind][] = [
  [/\b(experience|employment|ervaring|erfahrung|werdegang|experiencia|loopbaan)\b/, 'experience'],
  [/\b(education|opleiding|ausbildung|studium|formation|formacion|educacion)\b/, 'education'],
  [/\b(skills|vaardigheden|kenntnisse|competences|competencias|habilidades|competenties)\b/, 'skills'],
  [/\b(languages|talen|sprachen|langues|idiomas)\b/, 'languages'],
];

const CONTACT_HEADINGS = new Set([
  'contact',
  'contact details',
  'personal details',
  'personal information',
  'persoonlijke gegevens',
  'contactgegevens',
  'personliche daten',
  'kontakt',
  'informations personnelles',
  'coordonnees',
  'datos personales',
  'contacto',
]);

const EXACT_LOOKUP = new Map<string, SectionKind>();
/** The same headings without spaces, for letter-spaced headings ('W O R K E X P E R I E N C E'). */
const SPACED_LOOKUP = new Map<string, SectionKind>();
for (const [kind, list] of Object.entries(EXACT) as [SectionKind, string[]][])
  for (const heading of list) {
    EXACT_LOOKUP.set(heading, kind);
    if (!SPACED_LOOKUP.has(heading.replace(/[ '-]/g, '')))
      SPACED_LOOKUP.set(heading.replace(/[ '-]/g, ''), kind);
  }

/**
 * A heading set with letter spacing comes out of the PDF as single letters ('E D U C AT I O N'): most of its
 * space-separated pieces are one or two letters long.
 */
export function isLetterSpaced(text: string): boolean {
  const pieces = text.trim().split(/\s+/);
  if (pieces.length < 4) return false;
  return pieces.filter((piece) => piece.length <= 2).length >= pieces.length * 0.7;
}

export function normalizeHeading(text: string): string {
  return fold(text)
    .replace(/&/g, ' and ')
    .replace(/\s+(und|en|et|y)\s+/g, ' and ')
    .replace(/[:.]+$/, '')
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The kind of section a line heads, or null when it is not a heading. */
export function headingKind(line: Line, bodySize: number, bodyFont: string): SectionKind | 'contact' | null {
  const text = line.text.trim();
  if (text.length > 48 || line.segments.length > 1 || isBullet(text) || /\d|@|https?:/.test(text))
    return null;
  const normalized = normalizeHeading(text);
  if (isLetterSpaced(text)) {
    const kind = SPACED_LOOKUP.get(normalized.replace(/[ '-]/g, ''));
    if (kind) return CONTACT_HEADINGS.has(normalized.replace(/ /g, '')) ? 'contact' : kind;
  }
  const wordCount = normalized.split(' ').filter(Boolean).length;
  if (wordCount === 0 || wordCount > 5) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const allCaps =
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const styled =
    line.fontSize >= bodySize + 0.5 || allCaps || line.fontName !== bodyFont || /:\s*$/.test(text);
  if (CONTACT_HEADINGS.has(normalized)) return 'contact';
  const exact =
    EXACT_LOOKUP.get(normalized) ?? EXACT_LOOKUP.get(normalized.replace(/^(my|mijn|meine|mes|mis) /, ''));
  if (exact && (styled || wordCount <= 3)) return exact;
  if (!styled || wordCount > 4) return null;
  for (const [pattern, kind] of KEYWORDS) if (pattern.test(normalized)) return kind;
  return null;
}

/**
 * Splits lines (in reading order) into sections at their headings. Lines before the first heading form the header
 * (name and contact details); a 'Contact' heading also counts as header.
 */
export function splitSections(lines: Line[]): Section[] {
  const bodySize = bodyFontSize(lines);
  const bodyFont = bodyFontName(lines);
  const sections: Section[] = [{ kind: 'header', heading: '', lines: [] }];
  const kinds = lines.map((line) => headingKind(line, bodySize, bodyFont));
  // Headings share a style: when most headings of a column are set in one size, a heading word set clearly smaller
  // in that column is a sub-heading inside a section ('Highlights' under a job, 'Sprachen' as a group of programming
  // languages). A sidebar may set its own headings smaller than the main column's.
  const headingSizes = new Map<number, Map<number, number>>();
  kinds.forEach((kind, index) => {
    const line = lines[index]!;
    const gutter = kind ? null : gutterHeading(line);
    if (!kind && !gutter) return;
    const size = Math.round((gutter ? (line.segments[0]!.fontSize ?? line.fontSize) : line.fontSize) * 2) / 2;
    const column = headingSizes.get(line.column) ?? new Map<number, number>();
    column.set(size, (column.get(size) ?? 0) + 1);
    headingSizes.set(line.column, column);
  });
  const totals = new Map<number, number>();
  for (const sizes of headingSizes.values())
    for (const [size, count] of sizes) totals.set(size, (totals.get(size) ?? 0) + count);
  const [mainSize, mainCount] = [...totals.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
  // The headings' own style (font, size, column) when two or more known headings share it: a short line in exactly
  // that style with an unknown word ('Data' above a group of tags in a sidebar) opens a section of its own.
  const styleOf = (line: Line) => `${line.fontName}|${Math.round(line.fontSize * 2) / 2}|${line.column}`;
  const styleCounts = new Map<string, number>();
  kinds.forEach((kind, index) => {
    if (kind) styleCounts.set(styleOf(lines[index]!), (styleCounts.get(styleOf(lines[index]!)) ?? 0) + 1);
  });
  const bodyStyle = `${bodyFont}|${Math.round(bodySize * 2) / 2}`;
  // Some PDFs set one heading style in several font resources (a font split into subsets): a line set larger than the
  // body, in the size and column of two or more known headings, counts as that style too (decision 0095).
  const sizeOf = (line: Line) => `${Math.round(line.fontSize * 2) / 2}|${line.column}`;
  const sizeCounts = new Map<string, number>();
  kinds.forEach((kind, index) => {
    if (kind) sizeCounts.set(sizeOf(lines[index]!), (sizeCounts.get(sizeOf(lines[index]!)) ?? 0) + 1);
  });
  const headingStyled = (line: Line) =>
    (styleCounts.get(styleOf(line)) ?? 0) >= 2 ||
    ((sizeCounts.get(sizeOf(line)) ?? 0) >= 2 && line.fontSize >= bodySize + 0.5);
  for (const [index, line] of lines.entries()) {
    let kind = kinds[index] ?? null;
    if (
      !kind &&
      // Never inside experience or education, where a company or school may share the headings' style.
      !['experience', 'education', 'projects'].includes(sections[sections.length - 1]!.kind) &&
      headingStyled(line) &&
      !styleOf(line).startsWith(`${bodyStyle}|`) &&
      line.segments.length === 1 &&
      line.text.trim().split(/\s+/).length <= 2 &&
      /^\p{Lu}[\p{L} &-]*$/u.test(line.text.trim())
    ) {
      sections.push({ kind: 'other', heading: line.text.trim(), lines: [] });
      continue;
    }
    const columnHasMainHeadings = (headingSizes.get(line.column)?.get(mainSize) ?? 0) > 0;
    if (kind && mainCount >= 3 && columnHasMainHeadings && line.fontSize < mainSize - 1) kind = null;
    if (kind) {
      const heading = isLetterSpaced(line.text) ? line.text.replace(/\s+/g, '') : line.text.trim();
      sections.push({ kind: kind === 'contact' ? 'header' : kind, heading, lines: [] });
      continue;
    }
    // A gutter heading: the heading word in a left margin on the same baseline as the section's first line
    // ('Work   Senior Data Analist'); the heading opens the section and the rest of the line is its first line.
    const gutter = gutterHeading(line);
    if (gutter) {
      sections.push({ kind: gutter.kind, heading: gutter.heading, lines: [gutter.rest] });
      continue;
    }
    sections[sections.length - 1]!.lines.push(line);
  }
  return sections.filter(
    (section, index) => index === 0 || section.lines.length > 0 || section.kind !== 'other',
  );
}

function gutterHeading(line: Line): { kind: SectionKind; heading: string; rest: Line } | null {
  if (line.segments.length < 2) return null;
  const [first, ...others] = line.segments;
  const kind = EXACT_LOOKUP.get(normalizeHeading(first!.text));
  if (!kind || kind === 'header' || CONTACT_HEADINGS.has(normalizeHeading(first!.text))) return null;
  return {
    kind,
    heading: first!.text,
    rest: {
      ...line,
      segments: others,
      x0: others[0]!.x0,
      text: others.map((segment) => segment.text).join('   '),
    },
  };
}

/** Whether a line's whole text is a known section heading (in any style), e.g. a sub-heading inside a section. */
export function isSectionHeadingText(text: string): boolean {
  const normalized = normalizeHeading(text);
  return normalized.length > 0 && text.length <= 48 && EXACT_LOOKUP.has(normalized);
}
