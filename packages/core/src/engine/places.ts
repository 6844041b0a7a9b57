import type { PlacesDataset } from '../datasets/places';

/**
 * Where people are and which places they name (issue 16), resolved offline against the bundled gazetteer:
 * - `resolvePlace('Amsterdam, Nederland')`, `'Keulen'`, `'Haarlem'`, `'Spain'`: a place (or a country's largest
 *   place when only a country is known), English, Dutch and German names, with or without the country;
 * - `placesInText('ideally Scandinavia or Berlin, not London')`: the bundled cities, countries and regions a free
 *   text names, and the ones it rules out ("not", "niet", "geen", "nicht", "kein", "except", "behalve").
 */

export interface ResolvedPlace {
  name: string;
  countryCode: string;
  lat: number;
  lng: number;
  /** The bundled city this is, when it is one. */
  cityId?: string;
  /** 'place' when a town or city was found; 'country' when only the country was. */
  precision: 'place' | 'country';
}

export interface NamedPlaces {
  cityIds: string[];
  countries: string[];
  regions: string[];
  /** Named after a negation: rule these out. */
  avoidCityIds: string[];
  avoidCountries: string[];
}

export interface Gazetteer {
  /** Normalised name -> places, most populous first. */
  byName: Map<string, { name: string; countryCode: string; lat: number; lng: number; cityId?: string }[]>;
  /** Normalised country name -> ISO code. */
  countryByName: Map<string, string>;
  countryPoint: Map<string, { lat: number; lng: number; name: string }>;
  /** Normalised names of bundled cities -> city id. */
  cityByName: Map<string, string>;
  regions: { id: string; names: string[]; countries: string[] }[];
  /** Longest name, in words, of anything findable in text. */
  maxWords: number;
}

/** Lower case, accents removed, anything but letters and digits folded to single spaces. */
export function normalizePlace(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      // Letters that do not decompose into a base letter and an accent: "Wroclaw" finds Wrocław, "Lodz" Łódź, "Tromso"
      // Tromsø (the lead's look, 2026-11-28: "Wroclaw, Poland" was read as Poland, so Warsaw was "where you live now").
      .replace(/[łø]/g, (c) => (c === 'ł' ? 'l' : 'o'))
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .replace(/[đð]/g, 'd')
      .replace(/þ/g, 'th')
      .replace(/ı/g, 'i')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

const cache = new WeakMap<PlacesDataset, Gazetteer>();

/** The lookup tables of a gazetteer dataset, built once per dataset. */
export function gazetteerOf(dataset: PlacesDataset): Gazetteer {
  const cached = cache.get(dataset);
  if (cached) return cached;
  const byName: Gazetteer['byName'] = new Map();
  const cityByName = new Map<string, string>();
  let maxWords = 1;
  const add = (key: string, entry: Gazetteer['byName'] extends Map<string, (infer E)[]> ? E : never) => {
    const k = normalizePlace(key);
    if (!k) return;
    const list = byName.get(k) ?? [];
    if (!list.some((e) => e.lat === entry.lat && e.lng === entry.lng)) list.push(entry);
    byName.set(k, list);
  };
  // Places come most populous first, so each list stays in that order.
  for (const p of dataset.places) {
    const entry = { name: p.n, countryCode: p.c, lat: p.la, lng: p.lo, ...(p.id ? { cityId: p.id } : {}) };
    add(p.n, entry);
    for (const alt of p.a ?? []) add(alt, entry);
    if (p.id) {
      for (const key of [p.n, ...(p.a ?? [])]) {
        const k = normalizePlace(key);
        if (k.length >= 3 && !cityByName.has(k)) cityByName.set(k, p.id);
        maxWords = Math.max(maxWords, k.split(' ').length);
      }
    }
  }
  const countryByName = new Map<string, string>();
  const countryPoint = new Map<string, { lat: number; lng: number; name: string }>();
  for (const [code, country] of Object.entries(dataset.countries)) {
    countryPoint.set(code, { lat: country.la, lng: country.lo, name: country.names[0] ?? code });
    for (const name of country.names) {
      const k = normalizePlace(name);
      if (k.length >= 2 && !countryByName.has(k)) countryByName.set(k, code);
      maxWords = Math.max(maxWords, k.split(' ').length);
    }
  }
  const regions = Object.entries(dataset.regions).map(([id, r]) => {
    for (const name of r.names) maxWords = Math.max(maxWords, normalizePlace(name).split(' ').length);
    return { id, names: r.names.map(normalizePlace), countries: r.countries };
  });
  const gazetteer = { byName, countryByName, countryPoint, cityByName, regions, maxWords };
  cache.set(dataset, gazetteer);
  return gazetteer;
}

/** Two-letter codes people type ("NL", "UK", "US") are countries only when written in capitals. */
function countryIn(part: string, raw: string, g: Gazetteer): string | undefined {
  if (part.length <= 3 && raw.trim() !== raw.trim().toUpperCase()) return undefined;
  return g.countryByName.get(part);
}

/**
 * A typed location as a place. Parts separated by commas, slashes or brackets are tried in order; a part that is a
 * country narrows the others to it. Without a known town the country's largest place stands for it ('country').
 */
export function resolvePlace(text: string, g: Gazetteer, hintCountry?: string): ResolvedPlace | null {
  const rawParts = text
    .split(/[,;/()|]|\s+-\s+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (rawParts.length === 0) return null;
  let country: string | undefined;
  const rest: string[] = [];
  for (const raw of rawParts) {
    const part = normalizePlace(raw);
    const code = part ? countryIn(part, raw, g) : undefined;
    if (code && !country) country = code;
    else if (part) rest.push(part);
  }
  // No separators: "Amsterdam Netherlands", "Valencia Spanje": a country at the end of the words.
  if (rest.length === 1 && !country) {
    const words = rest[0]!.split(' ');
    for (let k = Math.min(3, words.length - 1); k >= 1; k -= 1) {
      const tail = words.slice(-k).join(' ');
      const code = g.countryByName.get(tail);
      if (code && !g.byName.has(rest[0]!)) {
        country = code;
        rest[0] = words.slice(0, -k).join(' ');
        break;
      }
    }
  }
  for (const part of rest) {
    const found = pick(g.byName.get(part), country, hintCountry);
    if (found) return { ...found, precision: 'place' };
  }
  // Longest run of words that names a place ("Centrum Amsterdam Noord" -> "amsterdam").
  for (const part of rest) {
    const words = part.split(' ');
    for (let n = Math.min(4, words.length); n >= 1; n -= 1) {
      for (let i = 0; i + n <= words.length; i += 1) {
        const key = words.slice(i, i + n).join(' ');
        if (key.length < 3) continue;
        const found = pick(g.byName.get(key), country, hintCountry);
        if (found) return { ...found, precision: 'place' };
      }
    }
  }
  if (!country && rest.length === 1) country = g.countryByName.get(rest[0]!);
  if (country) {
    const point = g.countryPoint.get(country);
    if (point)
      return { name: point.name, countryCode: country, lat: point.lat, lng: point.lng, precision: 'country' };
  }
  return null;
}

/**
 * The place a name means: in the given country when one is; else a bundled city of that name (Valencia in Spain,
 * not Venezuela; Cambridge in England), else one in the hinted country (where the person was detected), else the
 * most populous.
 */
function pick(
  list: { name: string; countryCode: string; lat: number; lng: number; cityId?: string }[] | undefined,
  country: string | undefined,
  hint: string | undefined,
) {
  if (!list || list.length === 0) return undefined;
  if (country) return list.find((p) => p.countryCode === country);
  return (
    (hint && list.find((p) => p.countryCode === hint)) || list.find((p) => p.cityId !== undefined) || list[0]
  );
}

const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'except',
  'but',
  'avoid',
  'niet',
  'geen',
  'nooit',
  'behalve',
  'zonder',
  'nicht',
  'kein',
  'keine',
  'ausser',
  'ohne',
]);

/** Bundled cities, countries and regions a free text names, and those it rules out. */
export function placesInText(text: string, g: Gazetteer): NamedPlaces {
  const words = normalizePlace(text).split(' ').filter(Boolean);
  const named: NamedPlaces = {
    cityIds: [],
    countries: [],
    regions: [],
    avoidCityIds: [],
    avoidCountries: [],
  };
  const push = (list: string[], value: string) => {
    if (!list.includes(value)) list.push(value);
  };
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(g.maxWords, words.length - i); n >= 1 && matched === 0; n -= 1) {
      const key = words.slice(i, i + n).join(' ');
      const negated = words.slice(Math.max(0, i - 3), i).some((w) => NEGATIONS.has(w));
      const city = key.length >= 3 ? g.cityByName.get(key) : undefined;
      const country = key.length >= 4 ? g.countryByName.get(key) : undefined;
      const region = g.regions.find((r) => r.names.includes(key));
      if (city) push(negated ? named.avoidCityIds : named.cityIds, city);
      else if (country) push(negated ? named.avoidCountries : named.countries, country);
      else if (region && !negated) push(named.regions, region.id);
      else if (region && negated) for (const c of region.countries) push(named.avoidCountries, c);
      if (city || country || region) matched = n;
    }
    i += Math.max(1, matched);
  }
  return named;
}

/** The countries of the named regions, plus the named countries. */
export function namedCountries(named: NamedPlaces, g: Gazetteer): Set<string> {
  const set = new Set(named.countries);
  for (const id of named.regions)
    for (const c of g.regions.find((r) => r.id === id)?.countries ?? []) set.add(c);
  return set;
}

/**
 * Is a name one of the cities the planner prices (`bundled`), a town of the gazetteer, or neither (null); in the
 * country a CV writes beside it when it writes one ('United Kingdom', 'UK', 'NL'). The resume reader's lookup
 * (decision 0181): of 'Didsbury, Manchester M20' it takes Manchester. Names fold as typed places do.
 */
export function knownPlaceIn(g: Gazetteer) {
  return (name: string, country?: string): { bundled: boolean } | null => {
    const places = g.byName.get(normalizePlace(name));
    if (!places?.length) return null;
    const code = country
      ? (g.countryByName.get(normalizePlace(country)) ??
        (g.countryPoint.has(country.toUpperCase()) ? country.toUpperCase() : undefined))
      : undefined;
    const inCountry = code ? places.filter((place) => place.countryCode === code) : places;
    if (inCountry.length === 0) return null;
    return { bundled: inCountry.some((place) => place.cityId !== undefined) };
  };
}
