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
  const found = new Map<string, FoundLanguage>();
  const add = (code: string, level: Level | undefined) => {
    if (found.has(code) || found.size >= 30) return;
    found.set(code, {
      code,
      name: NAMES[code]![0],
      ...(level ? { level } : {}),
      confidence: level ? 0.85 : 0.75,
    });
  };
  for (const line of lines) {
    const text = fold(stripBullet(line.text)).replace(
      /^(languages?|talen|sprachen|langues|idiomas)\s*:\s*/,
      '',
    );
    for (const piece of text.split(/\s*[,;|•·]\s*/)) {
      const tokens = piece
        .replace(/mother tongue|langue maternelle|lengua materna/g, 'native')
        .split(/[\s:()/–-]+/)
        .filter(Boolean);
      const entries: { code: string; level?: Level }[] = [];
      let pending: Level | undefined;
      for (const token of tokens) {
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
      for (const entry of entries) add(entry.code, entry.level);
    }
  }
  return [...found.values()];
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
