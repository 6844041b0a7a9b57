import { fold, stripBullet } from './text';
import type { Line } from './types';

type Level = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';

export interface FoundLanguage {
  code: string;
  name: string;
  level?: Level;
  confidence: number;
}

/** Language names in English, Dutch, German, French and Spanish, by ISO 639-1 code. */
const NAMES: Record<string, [string, string[]]> = {
  en: ['English', ['english', 'engels', 'englisch', 'anglais', 'ingles']],
  nl: [
    'Dutch',
    ['dutch', 'nederlands', 'niederlandisch', 'neerlandais', 'holandes', 'neerlandes', 'flemish', 'vlaams'],
  ],
  de: ['German', ['german', 'duits', 'deutsch', 'allemand', 'aleman']],
  fr: ['French', ['french', 'frans', 'franzosisch', 'francais', 'frances']],
  es: ['Spanish', ['spanish', 'spaans', 'spanisch', 'espagnol', 'espanol', 'castellano']],
  it: ['Italian', ['italian', 'italiaans', 'italienisch', 'italien', 'italiano']],
  pt: ['Portuguese', ['portuguese', 'portugees', 'portugiesisch', 'portugais', 'portugues']],
  pl: ['Polish', ['polish', 'pools', 'polnisch', 'polonais', 'polaco', 'polski']],
  tr: ['Turkish', ['turkish', 'turks', 'turkisch', 'turc', 'turco']],
  ar: ['Arabic', ['arabic', 'arabisch', 'arabe']],
  zh: ['Chinese', ['chinese', 'mandarin', 'chinees', 'chinesisch', 'chinois', 'chino']],
  ja: ['Japanese', ['japanese', 'japans', 'japanisch', 'japonais', 'japones']],
  ru: ['Russian', ['russian', 'russisch', 'russe', 'ruso']],
  hi: ['Hindi', ['hindi']],
  sv: ['Swedish', ['swedish', 'zweeds', 'schwedisch', 'suedois', 'sueco']],
  da: ['Danish', ['danish', 'deens', 'danisch', 'danois', 'danes']],
  no: ['Norwegian', ['norwegian', 'noors', 'norwegisch', 'norvegien', 'noruego']],
  fi: ['Finnish', ['finnish', 'fins', 'finnisch', 'finnois', 'finlandes']],
  el: ['Greek', ['greek', 'grieks', 'griechisch', 'grec', 'griego']],
  ro: ['Romanian', ['romanian', 'roemeens', 'rumanisch', 'roumain', 'rumano']],
  uk: ['Ukrainian', ['ukrainian', 'oekraiens', 'ukrainisch', 'ukrainien', 'ucraniano']],
  ko: ['Korean', ['korean', 'koreaans', 'koreanisch', 'coreen', 'coreano']],
  // The rest of the wizard's list, and languages widely spoken by people who move to Europe (walk W201: "Yoruba
  // (fluent)" was dropped from a Manchester CV, decision 0181). English names, with the Dutch and German where they
  // differ and are not common words.
  cs: ['Czech', ['czech', 'tsjechisch', 'tschechisch', 'tcheque', 'checo']],
  sk: ['Slovak', ['slovak', 'slowaaks', 'slowakisch', 'slovaque', 'eslovaco']],
  hu: ['Hungarian', ['hungarian', 'hongaars', 'ungarisch', 'hongrois', 'hungaro']],
  bg: ['Bulgarian', ['bulgarian', 'bulgaars', 'bulgarisch', 'bulgare', 'bulgaro']],
  hr: ['Croatian', ['croatian', 'kroatisch', 'croate', 'croata']],
  sr: ['Serbian', ['serbian', 'servisch', 'serbisch', 'serbe', 'serbio']],
  bs: ['Bosnian', ['bosnian', 'bosnisch']],
  sl: ['Slovenian', ['slovenian', 'slovene', 'sloveens', 'slowenisch']],
  sq: ['Albanian', ['albanian', 'albanees', 'albanisch', 'albanais']],
  et: ['Estonian', ['estonian', 'estisch', 'estnisch']],
  lv: ['Latvian', ['latvian', 'lettisch', 'letton']],
  lt: ['Lithuanian', ['lithuanian', 'litouws', 'litauisch', 'lituanien']],
  ga: ['Irish', ['irish', 'gaelic', 'iers', 'irisch']],
  cy: ['Welsh', ['welsh', 'walisisch']],
  is: ['Icelandic', ['icelandic', 'ijslands', 'islandisch']],
  ca: ['Catalan', ['catalan', 'catalaans', 'katalanisch', 'catala']],
  eu: ['Basque', ['basque', 'baskisch', 'euskara']],
  he: ['Hebrew', ['hebrew', 'hebreeuws', 'hebraisch', 'hebreu']],
  fa: ['Persian', ['persian', 'farsi', 'perzisch', 'persisch', 'dari']],
  ku: ['Kurdish', ['kurdish', 'koerdisch', 'kurdisch']],
  ps: ['Pashto', ['pashto', 'pasjtoe', 'paschtu']],
  ur: ['Urdu', ['urdu', 'oerdoe']],
  bn: ['Bengali', ['bengali', 'bangla', 'bengaals', 'bengalisch']],
  pa: ['Punjabi', ['punjabi', 'panjabi', 'pendjabi']],
  gu: ['Gujarati', ['gujarati']],
  mr: ['Marathi', ['marathi']],
  ta: ['Tamil', ['tamil']],
  te: ['Telugu', ['telugu']],
  ml: ['Malayalam', ['malayalam']],
  ne: ['Nepali', ['nepali', 'nepalees']],
  si: ['Sinhala', ['sinhala', 'sinhalese', 'singalees']],
  vi: ['Vietnamese', ['vietnamese', 'vietnamees', 'vietnamesisch']],
  th: ['Thai', ['thai']],
  id: ['Indonesian', ['indonesian', 'bahasa', 'indonesisch']],
  ms: ['Malay', ['malay', 'maleis', 'malaiisch']],
  tl: ['Tagalog', ['tagalog', 'filipino']],
  sw: ['Swahili', ['swahili', 'kiswahili', 'suaheli']],
  yo: ['Yoruba', ['yoruba']],
  ig: ['Igbo', ['igbo']],
  ha: ['Hausa', ['hausa']],
  am: ['Amharic', ['amharic', 'amhaars', 'amharisch']],
  so: ['Somali', ['somali', 'somalisch']],
  ti: ['Tigrinya', ['tigrinya', 'tigrinia']],
  zu: ['Zulu', ['zulu']],
  xh: ['Xhosa', ['xhosa']],
  af: ['Afrikaans', ['afrikaans']],
};

const BY_NAME = new Map<string, string>();
for (const [code, [, names]] of Object.entries(NAMES)) for (const name of names) BY_NAME.set(name, code);

const NATIVE =
  /\b(native|mother tongue|moedertaal|muttersprache|langue maternelle|nativo|lengua materna|bilingual|tweetalig)\b/;
const WORD_LEVELS: [RegExp, Level][] = [
  [
    /\b(fluent|vloeiend|fliessend|fließend|courant|fluide|fluido|proficient|excellent|uitstekend|verhandlungssicher)\b/,
    'C1',
  ],
  [/\b(advanced|gevorderd|fortgeschritten|avance|avanzado|good|goed|gut|bon|bueno)\b/, 'B2'],
  [/\b(intermediate|redelijk|intermediaire|intermedio|conversational)\b/, 'B1'],
  [/\b(basic|beginner|basis|grundkenntnisse|notions|basico|elementary)\b/, 'A2'],
];

const levelOf = (word: string): Level | undefined => {
  if (NATIVE.test(word)) return 'native';
  const cefr = /^([abc][12])$/.exec(word)?.[1]?.toUpperCase() as Level | undefined;
  return cefr ?? WORD_LEVELS.find(([pattern]) => pattern.test(word))?.[1];
};

/**
 * Languages from a languages section ('Dutch (native), English C1') or a 'Languages:' row anywhere. Each language
 * name in a piece is a language of its own ('Portuguese   Spanish   English' in a tag grid, 'Native Portuguese Fluent
 * in Spanish' in one run of tags); a level word belongs to the language it follows, or to the next one when it comes
 * first ('Fluent in Spanish', 'Vloeiend Engels') or when the language before it already has one.
 */
export function parseLanguages(lines: Line[]): FoundLanguage[] {
  const found: { code: string; level?: Level }[] = [];
  /** The languages of the line above that have no level yet, with where they stand on the line. */
  let above: { line: Line; entries: { entry: (typeof found)[number]; x?: number }[] } | null = null;
  for (const line of lines) {
    // The level on the row below its language ('Dutch' then 'Native'; a grid of names over a row of levels).
    const levels = above && isBelow(above.line, line) ? levelsOnly(line) : null;
    if (above && levels) {
      const open = above.entries;
      const placed =
        levels.every((level) => level.x !== undefined) && open.every((item) => item.x !== undefined);
      if (levels.length === open.length)
        levels.forEach((level, index) => (open[index]!.entry.level ??= level.level));
      else if (placed)
        for (const level of levels) {
          const nearest = [...open].sort((a, b) => Math.abs(a.x! - level.x!) - Math.abs(b.x! - level.x!))[0];
          if (nearest) nearest.entry.level ??= level.level;
        }
      above = null;
      continue;
    }
    const onLine: { entry: (typeof found)[number]; x?: number }[] = [];
    const segments = line.segments.length ? line.segments : [{ text: line.text, x0: line.x0, x1: line.x1 }];
    for (const segment of segments) {
      const text = fold(stripBullet(segment.text)).replace(
        /^(languages?|talen|sprachen|langues|idiomas)\s*:\s*/,
        '',
      );
      const before = onLine.length;
      // 'English (native) / Yoruba (fluent) / French (basic)': a slash between spaces separates languages too.
      for (const rawPiece of text.split(/\s*[,;|•·]\s*|\s+\/\s+/)) {
        // A level in brackets belongs to the word before it: after a word that is no language, it is dropped rather
        // than given to the next language ('Klingon (fluent), French (basic)' does not make French fluent).
        const piece = rawPiece.replace(/([\p{L}'-]+)\s*\(([^)]*)\)/gu, (whole, word: string) =>
          BY_NAME.has(word) || levelOf(word) ? whole : word,
        );
        const entries: { code: string; level?: Level }[] = [];
        let pending: Level | undefined;
        for (const token of tokensOf(piece)) {
          const code = BY_NAME.get(token);
          if (code) {
            entries.push({ code, ...(pending ? { level: pending } : {}) });
            pending = undefined;
            continue;
          }
          const level = levelOf(token);
          if (!level) continue;
          const last = entries.at(-1);
          if (last && !last.level) last.level = level;
          else pending = level;
        }
        for (const entry of entries) {
          if (found.some((known) => known.code === entry.code) || found.length >= 30) continue;
          found.push(entry);
          onLine.push({ entry });
        }
      }
      // A segment that holds one language gives its place on the line (to match a level printed under it).
      if (onLine.length === before + 1) onLine[before]!.x = segment.x0;
    }
    const open = onLine.filter((item) => !item.entry.level);
    above = open.length > 0 && open.length === onLine.length ? { line, entries: open } : null;
  }
  return found.map(({ code, level }) => ({
    code,
    name: NAMES[code]![0],
    ...(level ? { level } : {}),
    confidence: level ? 0.85 : 0.75,
  }));
}

/** Level phrases as one word, so that each reads as one level ('Full professional proficiency' -> C1). */
function tokensOf(piece: string): string[] {
  return piece
    .replace(/mother tongue|langue maternelle|lengua materna|native or bilingual/g, 'native')
    .replace(/full professional/g, 'c1')
    .replace(/professional working|professional/g, 'b2')
    .replace(/limited working/g, 'b1')
    .split(/[\s:()/–-]+/)
    .filter(Boolean);
}

/** Words that may stand beside a level on a row of levels ('C1 level', 'Niveau B2', 'proficiency'). */
const LEVEL_FILLER =
  /^(level|niveau|proficiency|speaker|spreker|spoken|written|gesproken|geschreven|and|en|und|or|of|in|kennis|kenntnisse|sprachkenntnisse|language|taal|sprache|[-–—•·|,;]+)$/;

/**
 * A row that holds only levels ('Native', 'Fluent   Basic', 'C1 – Proficient'), one per segment, or null. A row with
 * any other word is not a row of levels.
 */
function levelsOnly(line: Line): { level: Level; x?: number }[] | null {
  const segments = line.segments.length ? line.segments : [{ text: line.text, x0: line.x0, x1: line.x1 }];
  const levels: { level: Level; x?: number }[] = [];
  for (const segment of segments) {
    const pieces = (segment.cells?.length ? segment.cells : [segment.text]).flatMap((cell) =>
      fold(stripBullet(cell)).split(/\s*[,;|•·]\s*/),
    );
    for (const piece of pieces) {
      const tokens = tokensOf(piece);
      if (tokens.length === 0) continue;
      const read = tokens.map(levelOf);
      if (tokens.some((token, index) => !read[index] && !LEVEL_FILLER.test(token))) return null;
      // 'C1 Proficient': the CEFR figure when one is written, else the first level word.
      const level =
        read.find((found) => found && /^[ABC][12]$/.test(found)) ?? read.find((found) => found !== undefined);
      if (!level) continue;
      levels.push({ level, ...(pieces.length === 1 && segments.length > 1 ? { x: segment.x0 } : {}) });
    }
  }
  if (levels.length > 0 && segments.length > 1 && levels.length !== segments.length)
    levels.forEach((l) => delete l.x);
  return levels.length > 0 ? levels : null;
}

/** A line directly below another in the same column (the next row of a list or a grid). */
function isBelow(upper: Line, lower: Line): boolean {
  return (
    upper.page === lower.page &&
    upper.column === lower.column &&
    lower.top > upper.top &&
    lower.top - upper.top <= Math.max(upper.fontSize, lower.fontSize) * 2.6
  );
}

const LANGUAGE_WORD = [...BY_NAME.keys()].join('|');
const LEVEL_WORD =
  'native|fluent|vloeiend|fliessend|fließend|courant|fluido|proficient|moedertaal|muttersprache|bilingual|tweetalig';
/** A spoken language said in running text: 'fluent in Spanish', 'native Portuguese speaker', 'vloeiend Engels'. */
const PROSE = new RegExp(
  `\\b(${LEVEL_WORD})\\s+(?:(?:in|speaker of|spreker van|in het|im)\\s+)?(${LANGUAGE_WORD})\\b|\\b(${LANGUAGE_WORD})\\s+\\((${LEVEL_WORD})\\)`,
  'g',
);

/** Languages stated in sentences outside a languages section ('Fluent in Spanish and English' in a profile). */
export function languagesInProse(lines: Line[]): FoundLanguage[] {
  const found = new Map<string, FoundLanguage>();
  for (const line of lines) {
    const text = fold(line.text);
    for (const match of text.matchAll(PROSE)) {
      const code = BY_NAME.get(match[2] ?? match[3] ?? '');
      const level = levelOf(match[1] ?? match[4] ?? '');
      if (!code || found.has(code)) continue;
      found.set(code, { code, name: NAMES[code]![0], ...(level ? { level } : {}), confidence: 0.7 });
      // 'fluent in Spanish and English': the language joined by 'and' / 'en' / 'und' shares the level.
      const rest = text.slice((match.index ?? 0) + match[0].length);
      const joined = new RegExp(`^\\s*(?:,|and|en|und|&)\\s*(${LANGUAGE_WORD})\\b`).exec(rest);
      const other = joined ? BY_NAME.get(joined[1]!) : undefined;
      if (other && !found.has(other))
        found.set(other, {
          code: other,
          name: NAMES[other]![0],
          ...(level ? { level } : {}),
          confidence: 0.7,
        });
    }
  }
  return [...found.values()];
}

/** A segment that is only language names ('Portuguese, Spanish, English' beside the contact details). */
export function isLanguageList(text: string): boolean {
  const pieces = fold(text)
    .split(/\s*[,;/|•·]\s*|\s+(?:and|en|und)\s+/)
    .filter(Boolean);
  return pieces.length >= 2 && pieces.every((piece) => BY_NAME.has(piece));
}

/** True when a short phrase names a spoken language ('Fluent in Spanish', 'Nederlands', 'Englisch C1'). */
export function mentionsLanguage(text: string): boolean {
  const tokens = fold(text)
    .split(/[\s:()/,–-]+/)
    .filter(Boolean);
  return tokens.length <= 4 && tokens.some((token) => BY_NAME.has(token));
}
