/**
 * The ISO 639 codes of the language names the city data uses (GeoNames / countries-list write them in English:
 * 'Dutch', 'Norwegian Nynorsk'). The one table for the engine (a city's languages as codes, matched against the
 * person's) and for the names shown (a code's name in the viewer's language, from CLDR).
 */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  Basque: 'eu',
  Bulgarian: 'bg',
  Catalan: 'ca',
  Chinese: 'zh',
  Croatian: 'hr',
  Czech: 'cs',
  Danish: 'da',
  Dutch: 'nl',
  English: 'en',
  Estonian: 'et',
  Finnish: 'fi',
  French: 'fr',
  Galician: 'gl',
  German: 'de',
  Greek: 'el',
  Hungarian: 'hu',
  Icelandic: 'is',
  Irish: 'ga',
  Italian: 'it',
  Latvian: 'lv',
  Lithuanian: 'lt',
  Luxembourgish: 'lb',
  Malay: 'ms',
  Maltese: 'mt',
  Norwegian: 'no',
  'Norwegian Bokmål': 'nb',
  'Norwegian Nynorsk': 'nn',
  Occitan: 'oc',
  Polish: 'pl',
  Portuguese: 'pt',
  Romanian: 'ro',
  Romansh: 'rm',
  Slovak: 'sk',
  Slovenian: 'sl',
  Spanish: 'es',
  Swedish: 'sv',
  Tamil: 'ta',
  Welsh: 'cy',
};

/** The code of a language name of the city data, or undefined for a name the table does not hold. */
export const languageCodeOf = (english: string): string | undefined =>
  Object.hasOwn(LANGUAGE_CODES, english) ? LANGUAGE_CODES[english] : undefined;
