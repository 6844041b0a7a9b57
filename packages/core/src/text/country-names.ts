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
