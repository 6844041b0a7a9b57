import type { FormatLocale } from '../format';
import { INTL_LOCALE } from '../format';

const displayNames = new Map<FormatLocale, Intl.DisplayNames | null>();
/** A country's name from its ISO 3166-1 alpha-2 code ('DE' -> 'Germany' / 'Duitsland'), from CLDR. */
export function countryName(code: string, locale: FormatLocale): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  try {
    return displayNames.get(locale)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
