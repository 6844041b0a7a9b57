/**
 * The nationalities the wizard offers (decision 0131): the 193 member states of the United Nations, its two observer
 * states (the Holy See, Palestine) and four places whose passports people commonly name as their own (Kosovo, Taiwan,
 * Hong Kong, Macao). ISO 3166-1 alpha-2 codes (Kosovo: the user-assigned XK); names come from Intl.DisplayNames in
 * the person's language, so no name is kept here. Dependencies whose people hold the sovereign state's nationality
 * (Åland, the Faroe Islands, Guernsey, Curaçao...) are not nationalities and are not offered; an answer saved with
 * one of their codes is read as that state's nationality (`nationalityOf`).
 */

/** The 193 UN member states (un.org/en/about-us/member-states), by ISO 3166-1 alpha-2 code. */
export const UN_MEMBER_STATES = [
  // Africa
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ',
  'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE',
  'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW',
  // The Americas
  'AG', 'AR', 'BS', 'BB', 'BZ', 'BO', 'BR', 'CA', 'CL', 'CO', 'CR', 'CU', 'DM', 'DO', 'EC', 'SV', 'GD', 'GT', 'GY',
  'HT', 'HN', 'JM', 'MX', 'NI', 'PA', 'PY', 'PE', 'KN', 'LC', 'VC', 'SR', 'TT', 'US', 'UY', 'VE',
  // Asia and the Pacific (Cyprus and Türkiye under Europe)
  'AF', 'BH', 'BD', 'BT', 'BN', 'KH', 'CN', 'FJ', 'IN', 'ID', 'IR', 'IQ', 'IL', 'JP', 'JO', 'KZ', 'KI', 'KW', 'KG',
  'LA', 'LB', 'MY', 'MV', 'MH', 'FM', 'MN', 'MM', 'NR', 'NP', 'KP', 'OM', 'PK', 'PW', 'PG', 'PH', 'QA', 'KR', 'WS',
  'SA', 'SG', 'SB', 'LK', 'SY', 'TJ', 'TH', 'TL', 'TO', 'TM', 'TV', 'AE', 'UZ', 'VU', 'VN', 'YE', 'AU', 'NZ',
  // Europe
  'AL', 'AD', 'AM', 'AT', 'AZ', 'BY', 'BE', 'BA', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'GE', 'DE', 'GR',
  'HU', 'IS', 'IE', 'IT', 'LV', 'LI', 'LT', 'LU', 'MT', 'MD', 'MC', 'ME', 'NL', 'MK', 'NO', 'PL', 'PT', 'RO', 'RU',
  'SM', 'RS', 'SK', 'SI', 'ES', 'SE', 'CH', 'TR', 'UA', 'GB',
] as const; // prettier-ignore

/** The UN's non-member observer states: the Holy See (Vatican City) and Palestine. */
export const UN_OBSERVER_STATES = ['VA', 'PS'] as const;

/** Not UN members, yet commonly named as a nationality: Kosovo, Taiwan, Hong Kong, Macao. */
export const OTHER_NATIONALITIES = ['XK', 'TW', 'HK', 'MO'] as const;

/** Every nationality the wizard offers, as ISO 3166-1 alpha-2 codes (unsorted; sort by the shown name). */
export const NATIONALITIES: readonly string[] = [
  ...UN_MEMBER_STATES,
  ...UN_OBSERVER_STATES,
  ...OTHER_NATIONALITIES,
];

/**
 * Territories that have their own ISO code but whose people hold another state's nationality: an answer saved with
 * one of these (older lists offered some) is read as that state's.
 */
export const TERRITORY_NATIONALITY: Readonly<Record<string, string>> = {
  AX: 'FI', // Åland: Finnish
  FO: 'DK', // Faroe Islands: Danish
  GL: 'DK', // Greenland: Danish
  SJ: 'NO', // Svalbard and Jan Mayen: Norwegian
  GG: 'GB', // Guernsey: British
  JE: 'GB', // Jersey: British
  IM: 'GB', // Isle of Man: British
  GI: 'GB', // Gibraltar: British
  CW: 'NL', // Curaçao: Dutch
  AW: 'NL', // Aruba: Dutch
  SX: 'NL', // Sint Maarten: Dutch
  BQ: 'NL', // Caribbean Netherlands: Dutch
  PR: 'US', // Puerto Rico: US
  GU: 'US', // Guam: US
  VI: 'US', // US Virgin Islands: US
};

/** The nationality a saved code stands for: a territory's state, else the code itself. */
export function nationalityOf(code: string): string {
  return TERRITORY_NATIONALITY[code] ?? code;
}
