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
for (const [kind, list] of Object.entries(EXACT) as [SectionKind, string[]][])
  for (const heading of list) EXACT_LOOKUP.set(heading, kind);

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
  for (const line of lines) {
    const kind = headingKind(line, bodySize, bodyFont);
    if (kind) {
      sections.push({ kind: kind === 'contact' ? 'header' : kind, heading: line.text.trim(), lines: [] });
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
