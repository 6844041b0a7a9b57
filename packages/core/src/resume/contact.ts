import { isParticle } from '../text/person-name';
import { partTimeIn } from './part-time';
import type { LINK_KINDS } from '../contracts/resume-facts';
import { findDateRanges } from './dates';
import { mentionsLanguage } from './languages';
import { isSectionHeadingText, normalizeHeading } from './sections';
import { clamp01, fold, STRONG_SEPARATOR } from './text';
import type { Line, PlaceLookup } from './types';

type Found<T> = { value: T; confidence: number } | undefined;

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/g;
const EMAIL_END = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}$/;

export function findEmail(lines: Line[]): Found<string> {
  for (const [index, line] of lines.entries()) {
    let text = line.text;
    // An address wrapped in a narrow sidebar ('sanne.vandenberg@exa' + 'mple.org'): the line ends in a part that is
    // not an address yet and the next line is one piece without spaces.
    const next = lines[index + 1]?.text.trim() ?? '';
    // A complete-looking address ('…@example.or') still continues on a next line of a few lower-case letters ('g').
    if (
      /\S+@\S*$/.test(text) &&
      ((!EMAIL_END.test(text) && /^[A-Za-z0-9.-]{1,40}$/.test(next)) ||
        (EMAIL_END.test(text) && /^[a-z]{1,4}$/.test(next)))
    )
      text = `${text}${next}`;
    const match = text.match(EMAIL_RE);
    if (match?.[0])
      return { value: match[0].toLowerCase().replace(/\.$/, ''), confidence: index < 15 ? 0.98 : 0.9 };
  }
  return undefined;
}

/**
 * Phone numbers: international (+31 6 1234 5678, 0049 (0)30 1234567), national European (06-12345678,
 * 020 123 4567, 030/1234567) and North American ((312) 555-0142, 973-555-0123). Years, date ranges and postcodes are
 * not phone numbers.
 */
const PHONE_CANDIDATE = /(?:\+|00)?\(?\d[\d\s()./–-]{5,22}\d/g;
const PHONE_LABEL =
  /\b(tel|phone|telefoon|telefon|mobiel|mobile|mobil|cell|gsm|tél|telefono|teléfono|movil|móvil|handy)\b/i;

export function findPhone(lines: Line[]): Found<string> {
  let best: { value: string; score: number } | null = null;
  for (const [index, line] of lines.entries()) {
    const text = line.text.replace(EMAIL_RE, ' ');
    for (const match of text.matchAll(PHONE_CANDIDATE)) {
      let value = match[0].trim().replace(/[\s.–-]+$/, '');
      // A leading '(' that never closes belongs to the text, not to the number.
      if (value.startsWith('(') && !value.includes(')')) value = value.slice(1);
      const digits = value.replace(/\D/g, '');
      if (digits.length < 9 || digits.length > 15) continue;
      if (
        findDateRanges(value).some((range) => range.end || range.current || range.length >= value.length - 1)
      )
        continue;
      if (/^(19|20)\d\d\s*[–-]\s*(19|20)\d\d$/.test(value)) continue;
      if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(value)) continue;
      const before = line.text.slice(0, match.index);
      let score = 1;
      if (PHONE_LABEL.test(before.slice(-20))) score += 2;
      if (/^(\+|00)/.test(value)) score += 1;
      if (/^\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}$/.test(value)) score += 1;
      if (/^0[1-9]/.test(value)) score += 0.5;
      if (index < 12) score += 1;
      if (!best || score > best.score) best = { value: value.replace(/\s+/g, ' '), score };
    }
  }
  if (!best) return undefined;
  return { value: best.value, confidence: clamp01(0.6 + best.score * 0.08) };
}

const URL_RE =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|nl|de|fr|es|be|eu|me|app|co|uk|ch|at|info|ai|tech|design)(?:\/[^\s|,;·•)]*)?/gi;

export interface FoundLink {
  url: string;
  kind: (typeof LINK_KINDS)[number];
  confidence: number;
}

/** Links as written (never fetched), made absolute with https. */
export function findLinks(lines: Line[]): FoundLink[] {
  const links: FoundLink[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const text = line.text.replace(EMAIL_RE, ' ');
    for (const match of text.matchAll(URL_RE)) {
      const raw = match[0].replace(/[.)]+$/, '');
      const host = raw.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
      if (!/^[a-z0-9-]+\.[a-z]/i.test(host) || /^\d/.test(host)) continue;
      const bare = host.replace(/\/$/, '');
      const kind = /^([a-z]{2,3}\.)?linkedin\.com/i.test(bare)
        ? 'linkedin'
        : /^github\.com/i.test(bare)
          ? 'github'
          : /(behance|dribbble|portfolio)/i.test(bare)
            ? 'portfolio'
            : 'website';
      // A bare domain in running text (e.g. a company) is a weak signal; profile paths are strong.
      if (kind === 'website' && !/^https?:|^www\./i.test(raw) && !bare.includes('/')) continue;
      const url = /^https?:/i.test(raw) ? raw : `https://${raw}`;
      const key = fold(url).replace(/\/$/, '');
      if (seen.has(key) || url.length > 500) continue;
      seen.add(key);
      links.push({ url, kind, confidence: kind === 'website' ? 0.7 : 0.95 });
      if (links.length >= 20) return links;
    }
  }
  return links;
}

/** A capitalised word, or a name particle ('van', 'dos', decision 0085: 'João P. dos Santos' was not read as a name). */
const NAME_WORD = {
  test: (word: string) =>
    /^[\p{Lu}][\p{L}'’.-]*$/u.test(word) || (isParticle(word) && word === word.toLowerCase()),
};
const NOT_NAME = /\b(curriculum|vitae|resume|résumé|cv|lebenslauf|page|phone|email|address|contact)\b/i;

/**
 * The name: among the first lines of the header, the line in the largest font that reads like a name (two to six
 * capitalised words, particles such as 'van der' allowed, or a single word set in a large font), not a heading, an
 * address or a job title line.
 */
export function findName(header: Line[], bodySize: number, all: Line[] = []): Found<string> {
  // A name set large at the top of the first page is a candidate even when a sidebar is read before it.
  const firstTop = Math.min(...all.filter((line) => line.page === 0).map((line) => line.top));
  const large = all.filter(
    (line) =>
      line.page === 0 &&
      line.fontSize >= bodySize + 6 &&
      line.top <= firstTop + 120 &&
      !header.includes(line),
  );
  const candidates = [...header.slice(0, 10), ...large.slice(0, 3)];
  let best: { value: string; score: number; line: Line } | null = null;
  for (const [index, line] of candidates.entries()) {
    const segment = line.segments[0]?.text ?? line.text;
    const text = segment
      .split(STRONG_SEPARATOR)[0]!
      .replace(/^(name|naam|nom|nombre)\s*:\s*/i, '')
      .replace(/,\s*(MSc|MA|BSc|BA|PhD|MBA|Dr|Ir|Drs|Mr|Ing)\.?$/i, '')
      .trim();
    if (!text || /[@\d/:]|https?|www\./i.test(text) || NOT_NAME.test(text)) continue;
    if ((normalizeHeading(text) && isHeadingWord(text)) || isSectionHeadingText(text) || COUNTRIES.test(text))
      continue;
    const parts = text.split(/\s+/);
    if (parts.length > 6) continue;
    const wordsOk = parts.every((word) => NAME_WORD.test(word) || /^\p{Lu}\.?$/u.test(word));
    if (!wordsOk) continue;
    const larger = line.fontSize - bodySize;
    if (parts.length === 1 && larger < 3) continue;
    let score = 1 + Math.max(0, larger) * 0.3 - Math.min(index, 10) * 0.15;
    if (parts.length >= 2 && parts.length <= 4) score += 0.5;
    if (TITLE_HINT.test(text)) score -= 3;
    if (!best || score > best.score) best = { value: text.replace(/\s+/g, ' '), score, line };
  }
  if (!best) return undefined;
  const value = titleCaseShouted(withSecondLine(best.value, best.line, all));
  return { value, confidence: clamp01(0.55 + best.score * 0.12) };
}

/**
 * A name set over two lines, as sidebar templates do ("AISHA" above "RAHMAN", walk W18): a one-word name is joined with
 * the line right under it when that line is one name word in the same font size, the same column and page, starting
 * within a few points of it.
 */
function withSecondLine(value: string, line: Line, all: Line[]): string {
  if (value.includes(' ')) return value;
  const below = all.find(
    (other) =>
      other !== line &&
      other.page === line.page &&
      other.column === line.column &&
      Math.abs(other.fontSize - line.fontSize) <= 1 &&
      Math.abs(other.x0 - line.x0) <= 6 &&
      other.top > line.top &&
      other.top - line.top <= line.fontSize * 1.8,
  );
  const word = below?.text.trim() ?? '';
  if (!word || word.includes(' ') || !NAME_WORD.test(word) || NOT_NAME.test(word) || TITLE_HINT.test(word))
    return value;
  return `${value} ${word}`;
}

/** "AISHA RAHMAN" -> "Aisha Rahman": a name written all in capitals (a layout choice) in the case people write it. */
function titleCaseShouted(value: string): string {
  if (!/\p{Lu}{2}/u.test(value) || value !== value.toLocaleUpperCase()) return value;
  const words = value
    .toLocaleLowerCase()
    .replace(
      /(^|[\s'’-])(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase(),
    )
    .split(' ');
  // Particles inside the name are written in lower case ('PIETER VAN DER MEER' -> 'Pieter van der Meer').
  return words
    .map((word, index) =>
      index > 0 && index < words.length - 1 && isParticle(word) ? word.toLocaleLowerCase() : word,
    )
    .join(' ');
}

const TITLE_HINT =
  /\b(engineer|developer|designer|manager|analyst|consultant|specialist|student|intern|director|architect|scientist|ontwikkelaar|entwickler|ingenieur|adviseur|berater|developpeur|desarrollador)\b/i;

function isHeadingWord(text: string): boolean {
  return /^(summary|profile|profiel|profil|perfil|experience|education|skills|contact|werkervaring|opleiding|kontakt)$/i.test(
    text.trim(),
  );
}

const US_STATE =
  /^(AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC)$/;
const COUNTRIES =
  /^(the )?(netherlands|nederland|holland|germany|deutschland|duitsland|france|frankrijk|frankreich|spain|spanje|espana|españa|belgium|belgie|belgië|belgique|belgien|austria|österreich|oostenrijk|switzerland|schweiz|suisse|zwitserland|italy|italia|italie|italië|portugal|poland|polska|polen|sweden|sverige|zweden|denmark|danmark|denemarken|norway|norge|noorwegen|finland|suomi|ireland|ierland|luxembourg|luxemburg|czech republic|czechia|greece|hungary|romania|united kingdom|uk|england|scotland|usa|united states|us|canada|australia|ohio|texas|california)$/i;
const EU_POSTCODE_CITY = /^(\d{4}\s?[A-Z]{2}|\d{4,5}|[A-Z]-?\d{4,5})\s+\p{Lu}[\p{L}' -]+$/u;
const CITY = /^\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}?[\p{L}'’.-]+){0,3}$/u;
const LOCATION_LABEL =
  /^(location|address|adres|woonplaats|wohnort|adresse|ort|domicile|ubicaci[oó]n|direcci[oó]n|residence)\s*:\s*/i;

/**
 * The location: a header part like 'Austin, TX', 'Utrecht, Nederland', '1012 AB Amsterdam' (read 'Amsterdam': no
 * postcode) or 'Location: Berlin'. With `findPlace` (decision 0181), of the places an address names the one the app
 * knows is taken: 'Didsbury, Manchester M20' + 'United Kingdom' is 'Manchester, United Kingdom', the city the planner
 * prices, not the suburb.
 */
export function findLocation(header: Line[], all: Line[] = [], findPlace?: PlaceLookup): Found<string> {
  const headerLines = joinWrappedAddress(header.slice(0, 12));
  for (const text of headerLines) {
    const rawLabelled = text.split(STRONG_SEPARATOR).find((part) => LOCATION_LABEL.test(part.trim()));
    if (rawLabelled) return { value: rawLabelled.trim().replace(LOCATION_LABEL, '').trim(), confidence: 0.9 };
  }
  const block = streetBlockLocation(header.slice(0, 12)) ?? streetBlockLocation(all.slice(0, 80));
  if (block) return block;
  for (const text of headerLines) {
    const parts = text.split(STRONG_SEPARATOR).map((part) => part.trim());
    for (const rawPart of parts) {
      const labelled = LOCATION_LABEL.test(rawPart);
      const part = rawPart.replace(LOCATION_LABEL, '').trim();
      if (!part || /@|https?:|www\.|linkedin|github/i.test(part) || part.length > 80) continue;
      if (labelled) return { value: part, confidence: 0.9 };
      // 'Oudegracht 112, 3511 AX, Utrecht, Utrecht (NL)'; a plain '3511 AB Utrecht' is kept as written below.
      const address = /[,(]/.test(part) ? addressLocation(part, false, findPlace) : undefined;
      if (address) return address;
      if (part.length > 60) continue;
      const pieces = part.split(/\s*,\s*/);
      const last = pieces[pieces.length - 1] ?? '';
      // 'Nederlands, Engels' is a list of languages, not a place.
      if (pieces.some((piece) => mentionsLanguage(piece) && !COUNTRIES.test(piece))) continue;
      if (
        pieces.length >= 2 &&
        pieces.length <= 3 &&
        pieces.slice(0, -1).every((piece) => CITY.test(piece))
      ) {
        if (US_STATE.test(last) || COUNTRIES.test(last)) {
          // 'Didsbury, Manchester, United Kingdom': the place the app knows, with the country.
          const known = knownPlace(pieces.slice(0, -1), last, findPlace);
          return { value: known ? `${known}, ${last}` : part, confidence: 0.9 };
        }
        if (CITY.test(last) && last.split(' ').length <= 3 && !/\d/.test(part))
          return { value: part, confidence: 0.6 };
      }
      // '3511 AB Utrecht' is Utrecht: the postcode is not part of the place (nor a street before it).
      if (EU_POSTCODE_CITY.test(part)) return { value: withoutPostcode(part), confidence: 0.8 };
      if (pieces.length === 2 && EU_POSTCODE_CITY.test(pieces[1] ?? ''))
        return { value: withoutPostcode(pieces[1]!), confidence: 0.75 };
      if (pieces.length === 1 && COUNTRIES.test(part)) return { value: part, confidence: 0.6 };
    }
  }
  // An address anywhere else (a sidebar, a contact block after the summary): only with a postcode or a street.
  for (const text of joinWrappedAddress(all.slice(0, 80))) {
    for (const part of text.split(STRONG_SEPARATOR)) {
      const address = addressLocation(part.trim(), true, findPlace);
      if (address) return { ...address, confidence: clamp01(address.confidence - 0.1) };
    }
  }
  return undefined;
}

/**
 * An address wrapped over two lines ('Friedrichstraße 45, Berlin, DE,' + '10117') is read as one; so is a country
 * alone on the line under an address ('Didsbury, Manchester M20' + 'United Kingdom', walk W201).
 */
function joinWrappedAddress(lines: Line[]): string[] {
  const texts: string[] = [];
  for (const line of lines) {
    const previous = texts[texts.length - 1];
    if (previous !== undefined && /,\s*$/.test(previous) && line.text.length <= 40)
      texts[texts.length - 1] = `${previous} ${line.text}`;
    else if (
      previous !== undefined &&
      COUNTRIES.test(line.text.trim()) &&
      previous.length <= 60 &&
      (previous.includes(',') || POSTCODE.test(previous) || OUTWARD_END.test(previous)) &&
      !/@|https?:|www\./i.test(previous) &&
      !COUNTRIES.test(
        previous
          .split(/\s*,\s*/)
          .at(-1)
          ?.trim() ?? '',
      )
    )
      texts[texts.length - 1] = `${previous}, ${line.text.trim()}`;
    else texts.push(line.text);
  }
  return texts;
}

/**
 * A British outward code after a town ('Manchester M20', 'London SW1A'): a postcode, not a house number. CEFR levels
 * (A1-C2) are not outward codes.
 */
const OUTWARD_END = /\s(?![ABC][12]\b)([A-Z]{1,2}\d[A-Z\d]?)$/;

/** A place written with its postcode, the place only ('3511 AB Utrecht' -> 'Utrecht'). */
function withoutPostcode(text: string): string {
  return text.replace(POSTCODE, ' ').replace(OUTWARD_END, ' ').replace(/\s+/g, ' ').trim() || text;
}

/**
 * Of the places an address names, the one the app knows: first a city the planner prices, else a town of the
 * gazetteer; undefined when none is known (or no lookup is given), so the first stays.
 */
function knownPlace(
  names: readonly string[],
  country: string | undefined,
  findPlace: PlaceLookup | undefined,
): string | undefined {
  if (!findPlace || names.length === 0) return undefined;
  const found = names.map((name) => findPlace(name, country || undefined));
  const at = found.findIndex((place) => place?.bundled);
  if (at >= 0) return names[at];
  const known = found.findIndex((place) => place);
  return known >= 0 ? names[known] : undefined;
}

/**
 * Postcodes: Dutch '3511 AX', German, Spanish, French '10117', Belgian, Austrian, Swiss '1000', British 'SW1A 1AA',
 * Polish '53-000' and Portuguese '1000-001'.
 */
const POSTCODE =
  /(?<![\p{L}\d])(?:\d{4}\s?[A-Z]{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]-\d{4,5})(?![\p{L}\d])/u;
const COUNTRY_CODE = /^\(?([A-Z]{2,3})\)?$/;
const STREET =
  /\d+\s*[a-z]?\s*$|^\d+[a-z]?\s+\p{L}|(stra(ss|ß)e|str\.|weg|laan|straat|gracht|plein|kade|dijk|singel|street|road|avenue|lane|calle|avenida|plaza|rue|platz|allee|gasse)\b/iu;

/**
 * A location from an address written with commas ('Oudegracht 112, 3511 AX, Utrecht, Utrecht (NL)', 'Utrecht 3511
 * AX NL', 'Friedrichstraße 45, Berlin, Berlin, DE, 10117', 'Berlin, (DE)'): the city, with the country when it is
 * written. Needs a postcode, a street or a country code; `strict` (outside the header) needs a postcode or a street.
 */
export function addressLocation(part: string, strict = false, findPlace?: PlaceLookup): Found<string> {
  if (part.length > 100 || /@|https?:|www\./i.test(part) || findDateRanges(part).length > 0) return undefined;
  // 'Part-time post, 20 hrs/week: years 7 to 9.' under a job is not an address (decision 0085: it was read as the
  // home of a Lisbon teacher, whose pay then counted 12 months).
  if (partTimeIn(part)) return undefined;
  let postcode = false;
  let street = false;
  let country = '';
  const cities: string[] = [];
  for (const raw of part.split(/\s*,\s*/)) {
    let token = raw.trim();
    if (!token) continue;
    // A country code in brackets or at the end: 'Utrecht (NL)', 'Utrecht 3511 AX NL', '(DE)'.
    const code = /\s*\(([A-Z]{2,3})\)$|(?<!\d)\s+([A-Z]{2})$/.exec(token);
    if (code && token.length > (code[0]?.length ?? 0)) {
      country ||= (code[1] ?? code[2])!;
      token = token.slice(0, code.index).trim();
    }
    if (COUNTRY_CODE.test(token)) {
      country ||= COUNTRY_CODE.exec(token)![1]!;
      continue;
    }
    if (COUNTRIES.test(token)) {
      country ||= token;
      continue;
    }
    if (POSTCODE.test(token)) {
      const rest = token.replace(POSTCODE, ' ').replace(/\s+/g, ' ').trim();
      if (/\d/.test(rest) || rest.split(' ').length > 3 || (rest && STREET.test(rest))) {
        street = true;
        continue;
      }
      postcode = true;
      token = rest;
      if (!token) continue;
      if (COUNTRIES.test(token)) {
        country ||= token;
        continue;
      }
    }
    // 'Manchester M20': the town with its British outward code.
    const outward = OUTWARD_END.exec(token);
    if (outward && CITY.test(token.slice(0, outward.index).trim())) {
      postcode = true;
      token = token.slice(0, outward.index).trim();
    }
    // 'Dublin 6', 'Dublin 6W': a city with its postal district, when the app knows the city (walk W411: the
    // district's number made it a street, and 'Rathmines, Dublin 6, Ireland' was read as 'Rathmines, Ireland').
    const district = CITY_DISTRICT.exec(token);
    if (district && !STREET.test(district[1]!) && findPlace?.(district[1]!, country || undefined)) {
      postcode = true;
      cities.push(district[1]!);
      continue;
    }
    if (/\d/.test(token) || STREET.test(token)) {
      street = true;
      continue;
    }
    if (CITY.test(token) && token.split(' ').length <= 3 && !mentionsLanguage(token)) cities.push(token);
    else return undefined;
  }
  const city = knownPlace(cities, country, findPlace) ?? cities[0];
  if (!city || cities.length > 3) return undefined;
  if (strict ? !(postcode || street) : !(postcode || street || country)) return undefined;
  return { value: country ? `${city}, ${country}` : city, confidence: postcode || street ? 0.8 : 0.75 };
}

/** A town and its postal district number ('Dublin 6', 'Dublin 6W', 'Dublin 15'). */
const CITY_DISTRICT = /^(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?)\s+(\d{1,2}[A-Z]?)$/u;

const STREET_NUMBER_LAST = /^\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,3}\s+\d{1,4}[a-z]?(?=\s|$)/u;
const STREET_NUMBER_FIRST =
  /^\d{1,4}[a-z]?\s+(?:[\p{L}'’.-]+\s+){0,3}?(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Lane|Way|Drive|Place|Square|Close|Court|Row|Gardens)(?=\s|,|$)/u;
const CITY_WORD = /^\p{Lu}[\p{L}'’.]+(?:-\p{Lu}?[\p{L}'’.]+)?/u;

/**
 * An address block without commas, as sidebars print it: a street with its number, then the city, the region, the
 * postcode and the country code on the same or the next lines ('Coolsingel 40 Rotterdam' + 'Zuid-Holland 3011 AD' +
 * 'NL', "12 King's Road London" + 'England SW3 4RP GB'). The city is the word after the street; a postcode in the
 * block is required.
 */
function streetBlockLocation(lines: Line[]): Found<string> {
  for (let index = 0; index < lines.length; index += 1) {
    const first = lines[index]!.text.trim();
    if (first.length > 45) continue;
    const street = STREET_NUMBER_LAST.exec(first) ?? STREET_NUMBER_FIRST.exec(first);
    if (!street) continue;
    const texts = [first];
    for (const next of lines.slice(index + 1, index + 3)) {
      if (next.text.length > 45 || /@|\+?\d[\d\s()-]{7,}\d/.test(next.text)) break;
      texts.push(next.text.trim());
    }
    const joined = texts.join(' ').replace(/-\s+/g, '-');
    if (!POSTCODE.test(joined.slice(street[0].length)) || findDateRanges(joined).length > 0) continue;
    const rest = joined
      .slice(street[0].length)
      .replace(new RegExp(POSTCODE.source, 'gu'), ' ')
      .replace(/^[\s,]+/, '');
    const city = CITY_WORD.exec(rest)?.[0];
    if (!city || COUNTRIES.test(city) || mentionsLanguage(city)) continue;
    const country = /(?<!\d\s?)\b\(?([A-Z]{2})\)?\s*$/.exec(joined)?.[1];
    return { value: country ? `${city}, ${country}` : city, confidence: 0.75 };
  }
  return undefined;
}
