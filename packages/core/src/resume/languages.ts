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

/** Languages from a languages section ('Dutch (native), English C1') or a 'Languages:' row anywhere. */
export function parseLanguages(lines: Line[]): FoundLanguage[] {
  const found = new Map<string, FoundLanguage>();
  for (const line of lines) {
    const text = fold(stripBullet(line.text)).replace(
      /^(languages?|talen|sprachen|langues|idiomas)\s*:\s*/,
      '',
    );
    const pieces = text.split(/\s*[,;|•·]\s*|\s{3,}/);
    for (const piece of pieces) {
      const tokens = piece.split(/[\s:()/–-]+/).filter(Boolean);
      const code = tokens.map((token) => BY_NAME.get(token)).find(Boolean);
      if (!code || found.has(code)) continue;
      const cefr = /\b([abc][12])\b/.exec(piece)?.[1]?.toUpperCase() as Level | undefined;
      const level: Level | undefined = NATIVE.test(piece)
        ? 'native'
        : (cefr ?? WORD_LEVELS.find(([pattern]) => pattern.test(piece))?.[1]);
      found.set(code, {
        code,
        name: NAMES[code]![0],
        ...(level ? { level } : {}),
        confidence: level ? 0.85 : 0.75,
      });
      if (found.size >= 30) break;
    }
  }
  return [...found.values()];
}

/** True when a short phrase names a spoken language ('Fluent in Spanish', 'Nederlands', 'Englisch C1'). */
export function mentionsLanguage(text: string): boolean {
  const tokens = fold(text)
    .split(/[\s:()/,–-]+/)
    .filter(Boolean);
  return tokens.length <= 4 && tokens.some((token) => BY_NAME.has(token));
}
