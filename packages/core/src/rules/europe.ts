/**
 * The one list of European countries (see docs/decisions/0005-european-countries.md): the 46 member states of the
 * Council of Europe, plus the wholly European states outside it (Belarus, Kosovo, Vatican City), plus the European
 * dependencies that IP geolocation reports under their own code (Åland, Faroe Islands, Gibraltar, Guernsey, Isle of
 * Man, Jersey, Svalbard and Jan Mayen). Russia (transcontinental, no longer a member) is not on it; the
 * transcontinental members (Armenia, Azerbaijan, Georgia, Türkiye) are.
 */

export interface EuropeanCountry {
  /** ISO 3166-1 alpha-2 (Kosovo: the user-assigned XK that geolocation services use). */
  code: string;
  en: string;
  nl: string;
  /** Other names people write (English, Dutch, the common endonym). */
  aliases: readonly string[];
  /** Member of the Council of Europe. */
  coe: boolean;
  /** Left out of the free-text fallback because the name is ambiguous (Georgia: also a US state). */
  noTextMatch?: boolean;
}

const c = (
  code: string,
  en: string,
  nl: string,
  aliases: readonly string[] = [],
  coe = true,
  noTextMatch = false,
): EuropeanCountry => ({ code, en, nl, aliases, coe, ...(noTextMatch ? { noTextMatch } : {}) });

export const EUROPEAN_COUNTRIES: readonly EuropeanCountry[] = [
  // The 46 member states of the Council of Europe.
  c('AL', 'Albania', 'Albanië', ['Shqipëria']),
  c('AD', 'Andorra', 'Andorra'),
  c('AM', 'Armenia', 'Armenië'),
  c('AT', 'Austria', 'Oostenrijk', ['Österreich']),
  c('AZ', 'Azerbaijan', 'Azerbeidzjan'),
  c('BE', 'Belgium', 'België', ['Belgique', 'Belgien']),
  c('BA', 'Bosnia and Herzegovina', 'Bosnië en Herzegovina', ['Bosnia', 'Bosnië', 'Bosnia-Herzegovina']),
  c('BG', 'Bulgaria', 'Bulgarije'),
  c('HR', 'Croatia', 'Kroatië', ['Hrvatska']),
  c('CY', 'Cyprus', 'Cyprus'),
  c('CZ', 'Czechia', 'Tsjechië', ['Czech Republic', 'Tsjechische Republiek', 'Česko']),
  c('DK', 'Denmark', 'Denemarken', ['Danmark']),
  c('EE', 'Estonia', 'Estland', ['Eesti']),
  c('FI', 'Finland', 'Finland', ['Suomi']),
  c('FR', 'France', 'Frankrijk'),
  c('GE', 'Georgia', 'Georgië', [], true, true),
  c('DE', 'Germany', 'Duitsland', ['Deutschland']),
  c('GR', 'Greece', 'Griekenland', ['Hellas']),
  c('HU', 'Hungary', 'Hongarije', ['Magyarország']),
  c('IS', 'Iceland', 'IJsland', ['Ísland']),
  c('IE', 'Ireland', 'Ierland', ['Éire', 'Republic of Ireland']),
  c('IT', 'Italy', 'Italië', ['Italia']),
  c('LV', 'Latvia', 'Letland', ['Latvija']),
  c('LI', 'Liechtenstein', 'Liechtenstein'),
  c('LT', 'Lithuania', 'Litouwen', ['Lietuva']),
  c('LU', 'Luxembourg', 'Luxemburg'),
  c('MT', 'Malta', 'Malta'),
  c('MD', 'Moldova', 'Moldavië', ['Republic of Moldova']),
  c('MC', 'Monaco', 'Monaco'),
  c('ME', 'Montenegro', 'Montenegro', ['Crna Gora']),
  c('NL', 'Netherlands', 'Nederland', ['The Netherlands', 'Holland']),
  c('MK', 'North Macedonia', 'Noord-Macedonië', ['Macedonia', 'Macedonië']),
  c('NO', 'Norway', 'Noorwegen', ['Norge']),
  c('PL', 'Poland', 'Polen', ['Polska']),
  c('PT', 'Portugal', 'Portugal'),
  c('RO', 'Romania', 'Roemenië', ['România']),
  c('SM', 'San Marino', 'San Marino'),
  c('RS', 'Serbia', 'Servië', ['Srbija']),
  c('SK', 'Slovakia', 'Slowakije', ['Slovensko']),
  c('SI', 'Slovenia', 'Slovenië', ['Slovenija']),
  c('ES', 'Spain', 'Spanje', ['España']),
  c('SE', 'Sweden', 'Zweden', ['Sverige']),
  c('CH', 'Switzerland', 'Zwitserland', ['Schweiz', 'Suisse', 'Svizzera']),
  c('TR', 'Türkiye', 'Turkije', ['Turkey']),
  c('UA', 'Ukraine', 'Oekraïne', ['Україна']),
  c('GB', 'United Kingdom', 'Verenigd Koninkrijk', [
    'UK',
    'U.K.',
    'Great Britain',
    'Britain',
    'Groot-Brittannië',
    'England',
    'Engeland',
    'Scotland',
    'Schotland',
    'Wales',
    'Northern Ireland',
    'Noord-Ierland',
  ]),
  // Wholly European states outside the Council of Europe.
  c('BY', 'Belarus', 'Belarus', ['Wit-Rusland'], false),
  c('XK', 'Kosovo', 'Kosovo', [], false),
  c('VA', 'Vatican City', 'Vaticaanstad', ['Holy See', 'Vatican', 'Heilige Stoel'], false),
  // European dependencies with their own code.
  c('AX', 'Åland Islands', 'Åland', ['Aland'], false),
  c('FO', 'Faroe Islands', 'Faeröer', ['Faroes', 'Færøerne'], false),
  c('GI', 'Gibraltar', 'Gibraltar', [], false),
  c('GG', 'Guernsey', 'Guernsey', [], false),
  c('IM', 'Isle of Man', 'Eiland Man', [], false),
  c('JE', 'Jersey', 'Jersey', [], false),
  c('SJ', 'Svalbard and Jan Mayen', 'Svalbard en Jan Mayen', ['Svalbard'], false),
];

/** Words for Europe itself, matched as words in location text (the spec's "europe", plus Dutch and adjectives). */
export const EUROPE_WORDS = ['europe', 'europa', 'european', 'europees', 'europese', 'eu'] as const;

/** Lower case, accents removed, everything but letters and digits turned into single spaces. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Lookups {
  byCode: Map<string, EuropeanCountry>;
  byName: Map<string, EuropeanCountry>;
  /** Names used by the text fallback, longest first so 'northern ireland' is found as such. */
  textNames: readonly string[];
}
let built: Lookups | undefined;

/**
 * Built on first use, not at import: the wizard's first screen imports the country list only for its labels, and
 * normalising and sorting every name (a collator per comparison) cost it a long task (docs/decisions/0079).
 */
function lookups(): Lookups {
  if (built) return built;
  const byCode = new Map(EUROPEAN_COUNTRIES.map((country) => [country.code, country]));
  const byName = new Map<string, EuropeanCountry>();
  for (const country of EUROPEAN_COUNTRIES) {
    for (const name of [country.en, country.nl, ...country.aliases]) byName.set(normalise(name), country);
  }
  const textNames = [
    ...new Set([
      ...EUROPE_WORDS,
      ...EUROPEAN_COUNTRIES.filter((country) => !country.noTextMatch).flatMap((country) =>
        [country.en, country.nl, ...country.aliases].map(normalise),
      ),
      // Georgia's Dutch name is unambiguous.
      normalise('Georgië'),
    ]),
  ].sort((a, b) => b.length - a.length || a.localeCompare(b));
  built = { byCode, byName, textNames };
  return built;
}

/** Phrases removed before matching because they contain a listed name but are elsewhere. */
const NOT_EUROPE = ['new jersey'];

export function isEuropeanCountryCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && lookups().byCode.has(code.trim().toUpperCase());
}

/** A country of the list by ISO code or by its English, Dutch or other listed name (case and accents ignored). */
export function findEuropeanCountry(query: string | null | undefined): EuropeanCountry | undefined {
  if (typeof query !== 'string') return undefined;
  const trimmed = query.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const hit = lookups().byCode.get(trimmed.toUpperCase());
    if (hit) return hit;
  }
  return lookups().byName.get(normalise(trimmed));
}

/**
 * The spec's location-text fallback: the text names Europe or a listed country as a whole word (europe, germany,
 * france, spain, netherlands, ireland, sweden as the spec says, and every other name of the list in English and
 * Dutch). 'Georgia' alone is not matched (the US state); 'New Jersey' is not Jersey.
 */
export function isEuropeanLocationText(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  let padded = ` ${normalise(text)} `;
  for (const phrase of NOT_EUROPE) padded = padded.split(` ${phrase} `).join(' ');
  return lookups().textNames.some((name) => padded.includes(` ${name} `));
}

export interface EuropeanInput {
  detectedLocation?: {
    isEuropean?: boolean | null;
    countryCode?: string | null;
    country?: string | null;
  } | null;
  /** The location the person typed (personal info). */
  locationText?: string | null;
}

/**
 * Is the person in Europe (spec section 4)? From the detected location: its country code (or country name) on the
 * list, or its isEuropean flag; failing that (no detection, or a detection without a country, like browser
 * geolocation), from the location text.
 */
export function detectEuropean({ detectedLocation, locationText }: EuropeanInput): boolean {
  if (detectedLocation) {
    const code = detectedLocation.countryCode?.trim();
    if (code) return isEuropeanCountryCode(code);
    const name = detectedLocation.country?.trim();
    if (name) return findEuropeanCountry(name) !== undefined || isEuropeanLocationText(name);
    if (detectedLocation.isEuropean === true) return true;
  }
  return isEuropeanLocationText(locationText);
}
