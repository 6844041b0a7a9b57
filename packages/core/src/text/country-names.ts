import type { FormatLocale } from '../format';
import { INTL_LOCALE } from '../format';

const displayNames = new Map<string, Intl.DisplayNames | null>();
/** CLDR's names of one kind in one language, made once (null where the runtime has none). */
export function cldrNames(type: 'region' | 'language', locale: FormatLocale): Intl.DisplayNames | null {
  const key = `${type}:${locale}`;
  if (!displayNames.has(key)) {
    try {
      displayNames.set(key, new Intl.DisplayNames([INTL_LOCALE[locale]], { type }));
    } catch {
      displayNames.set(key, null);
    }
  }
  return displayNames.get(key)!;
}

/** A country's name from its ISO 3166-1 alpha-2 code ('DE' -> 'Germany' / 'Duitsland'), from CLDR. */
export function countryName(code: string, locale: FormatLocale): string {
  try {
    return cldrNames('region', locale)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Countries whose name takes the article inside a sentence ('in the United Kingdom', 'in het Verenigd Koninkrijk'). */
const WITH_ARTICLE: Readonly<Record<string, { en: string; nl: string }>> = {
  GB: { en: 'the', nl: 'het' },
  NL: { en: 'the', nl: '' },
  US: { en: 'the', nl: 'de' },
  AE: { en: 'the', nl: 'de' },
  PH: { en: 'the', nl: 'de' },
};

/** A country's name inside a sentence, after a preposition: 'the United Kingdom', 'het Verenigd Koninkrijk'. */
export function countryInSentence(code: string, locale: FormatLocale): string {
  const name = countryName(code, locale);
  const article = WITH_ARTICLE[code.toUpperCase()]?.[locale];
  return article ? `${article} ${name}` : name;
}
