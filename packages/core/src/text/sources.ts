import type { FormatLocale } from '../format';
import sourceNotes from '../datasets/data/source-notes-nl.json';
import { countryName } from './country-names';

/**
 * A figure's source and note in the viewer's language (issue 17, decision 0029). A source is a publication title (a
 * proper name, cited the way its publisher writes it: 'Employment Projections 2024-2034', 'Cao Ziekenhuizen
 * 2025-2027') plus the words Thrive writes around it ('salary scale of the HBO-trained hospital nurse', 'a month').
 * The Dutch texts are data (`datasets/data/source-notes-nl.json`, typed in by the team in
 * scripts/datasets/sources/source-notes-nl.json): one template per source, in English and Dutch, where «...» marks a
 * proper name and {slot} a varying part. The engine's own words around a dataset source ('; converted at ...',
 * '(child benefits)') are templates too, whose {source} slot is itself a source.
 */

/** A piece of a shown source: proper names are marked, so the page can mark them `translate="no"`. */
export interface TextPart {
  text: string;
  /** A publication title, an institution's or an employer's name, a place: kept as written. */
  name?: boolean;
}

type Token = { kind: 'text' | 'name'; text: string } | { kind: 'slot'; id: string };

interface Template {
  en: Token[];
  nl: Token[];
  properName: boolean;
}

interface SourceNotesData {
  templates: { en: string; nl: string; properName?: boolean }[];
  words: Record<string, Record<string, string>>;
  employers: Record<string, string>;
  employerNames: string[];
  /** English city name -> Dutch, where Dutch has its own (the names-nl.json city names; decision 0069). */
  cityNames?: Record<string, string>;
  /** English role title -> the Dutch title inside a sentence (names-nl.json roles; walk 21). */
  roleNames?: Record<string, string>;
}

const data = sourceNotes as SourceNotesData;

function tokenize(template: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /«([^»]+)»|\{(\w+)\}/g;
  let last = 0;
  for (let m = pattern.exec(template); m; m = pattern.exec(template)) {
    if (m.index > last) tokens.push({ kind: 'text', text: template.slice(last, m.index) });
    tokens.push(m[1] !== undefined ? { kind: 'name', text: m[1] } : { kind: 'slot', id: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < template.length) tokens.push({ kind: 'text', text: template.slice(last) });
  return tokens;
}

const plain = (tokens: Token[]) => tokens.map((t) => (t.kind === 'slot' ? `{${t.id}}` : t.text)).join('');

const exact = new Map<string, Template>();
const patterns: Template[] = [];
for (const entry of data.templates) {
  const en = tokenize(entry.en);
  const template = {
    en,
    nl: tokenize(entry.nl),
    properName: entry.properName === true,
  };
  if (template.en.some((t) => t.kind === 'slot')) patterns.push(template);
  else exact.set(plain(template.en), template);
}

const isSourceSlot = (id: string) => id.startsWith('source');

/**
 * Slots that hold a place: in Dutch, a city of the datasets by its English name ('Lisbon' -> 'Lissabon') and a country
 * by its ISO code ('DE' -> 'Duitsland'), named as the rest of the app names them. English shows the text as stored.
 */
const PLACE_SLOTS: ReadonlySet<string> = new Set(['city', 'place', 'from', 'to', 'country']);

function placeName(value: string, locale: FormatLocale): string {
  if (locale !== 'nl') return value;
  if (/^[A-Z]{2}$/.test(value)) return countryName(value, locale);
  return data.cityNames?.[value] ?? value;
}

/** A role slot holds a role's English title: in Dutch the role's own Dutch title inside a sentence, as elsewhere. */
function roleName(value: string, locale: FormatLocale): string {
  return locale === 'nl' ? (data.roleNames?.[value] ?? value) : value;
}

interface Match {
  template: Template;
  slots: Map<string, string>;
}

/** Matches `input` from `at` against tokens from `k`, binding slots; slots named source... must be sources. */
function matchTokens(
  tokens: Token[],
  k: number,
  input: string,
  at: number,
  slots: Map<string, string>,
): boolean {
  if (k === tokens.length) return at === input.length;
  const token = tokens[k]!;
  if (token.kind !== 'slot') {
    return (
      input.startsWith(token.text, at) && matchTokens(tokens, k + 1, input, at + token.text.length, slots)
    );
  }
  const next = tokens[k + 1];
  for (let end = at + 1; end <= input.length; end++) {
    if (next && next.kind !== 'slot' && !input.startsWith(next.text, end)) continue;
    if (!next && end !== input.length) continue;
    const value = input.slice(at, end);
    // A slot that is not a source holds one part (a name, an amount), never the next part of a composed source: a
    // template ending in an amount ("... percentiles USD {p90}") must not swallow "; BEA ..." of a text cut at the
    // 300-character limit and leave it English (decision 0222).
    if (!isSourceSlot(token.id) && value.includes('; ')) continue;
    if (isSourceSlot(token.id) && !findMatch(value)) continue;
    // A slot with a word list ('level', 'family') takes only the words of its list.
    if (data.words[token.id] && !(value in data.words[token.id]!)) continue;
    slots.set(token.id, value);
    if (matchTokens(tokens, k + 1, input, end, slots)) return true;
    slots.delete(token.id);
  }
  return false;
}

/**
 * Whether `input` can match `tokens` at all: it begins with the first words, ends with the last and holds the words
 * between in their order (what `matchTokens` asks of it before it tries each slot's every length). A cheap look that
 * spares the backtracking of the templates that cannot match: a page of figure notes matched all 130 templates with
 * slots against each source and each of its leading parts (decision 0259). It gives no different answer.
 */
function mayMatch(tokens: Token[], input: string): boolean {
  const first = tokens[0];
  const last = tokens.at(-1);
  if (first && first.kind !== 'slot' && !input.startsWith(first.text)) return false;
  if (last && last.kind !== 'slot' && !input.endsWith(last.text)) return false;
  let at = 0;
  for (const token of tokens) {
    if (token.kind === 'slot') {
      at += 1; // a slot holds at least one character
      continue;
    }
    const found = input.indexOf(token.text, at);
    if (found < 0) return false;
    at = found + token.text.length;
  }
  return true;
}

const matches = new Map<string, Match | null>();

function findMatch(source: string): Match | null {
  const known = matches.get(source);
  if (known !== undefined) return known;
  matches.set(source, null); // a source cannot contain itself
  let found: Match | null = null;
  const template = exact.get(source);
  if (template) found = { template, slots: new Map() };
  else {
    for (const candidate of patterns) {
      if (!mayMatch(candidate.en, source)) continue;
      const slots = new Map<string, string>();
      if (matchTokens(candidate.en, 0, source, 0, slots)) {
        found = { template: candidate, slots };
        break;
      }
    }
  }
  matches.set(source, found);
  return found;
}

function render(match: Match, locale: FormatLocale, given?: Map<string, TextPart[]>): TextPart[] {
  const parts: TextPart[] = [];
  for (const token of locale === 'nl' ? match.template.nl : match.template.en) {
    if (token.kind !== 'slot')
      parts.push(token.kind === 'name' ? { text: token.text, name: true } : { text: token.text });
    else {
      const value = match.slots.get(token.id) ?? '';
      const known = given?.get(token.id);
      if (known) parts.push(...known);
      else if (isSourceSlot(token.id)) parts.push(...render(findMatch(value)!, locale));
      else {
        const word = locale === 'nl' ? data.words[token.id]?.[value] : undefined;
        if (word) parts.push({ text: word });
        else if (PLACE_SLOTS.has(token.id)) parts.push({ text: placeName(value, locale), name: true });
        else if (token.id === 'role') parts.push({ text: roleName(value, locale) });
        else if (/^-?\d+(\.\d+)?$/.test(value)) {
          // A number written by the engine ('1.5'): the viewer's decimal sign.
          parts.push({ text: locale === 'nl' ? value.replace('.', ',') : value });
        } else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) {
          // An amount typed with thousands ('38,572'): the viewer's separators ('38.572').
          parts.push({
            text: locale === 'nl' ? value.replace(/[.,]/g, (c) => (c === ',' ? '.' : ',')) : value,
          });
        } else parts.push({ text: value, name: true });
      }
    }
  }
  return merge(parts);
}

function merge(parts: TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && !!last.name === !!part.name) last.text += part.text;
    else if (part.text) out.push({ ...part });
  }
  return out;
}

/**
 * The template a stored source or note matches, or null. A text cut at the figure's 300-character limit is matched
 * by its whole leading parts ('A; B; C' cut inside C matches 'A; B').
 */
export function sourceTemplate(source: string): Match | null {
  return findMatch(source);
}

/** The source or note in the viewer's language, in parts (names marked). Unknown text is shown as stored. */
export function sourceParts(source: string, locale: FormatLocale): TextPart[] {
  const match = findMatch(source);
  if (match) return render(match, locale);
  return cutParts(source, locale) ?? [{ text: source.replace(/[\s,;:]+$/, '') }];
}

/**
 * A text cut at the 300-character limit (decision 0163, walk W102: "Your current gross pay, 21% of ..., x the role's
 * typical pay here: «Cao Ziekenhuizen» ... multipliers)," stayed English in Dutch, and its cut comma doubled the one
 * before the year). In order: the whole leading parts that are known, then an ellipsis ('A; B; C' cut inside C);
 * a composed note whose last slot is a source cut short (the engine's words around it, then that source); a known
 * source the cut text begins (shown whole: it is the source the figure names). Null when none fits.
 */
function cutParts(source: string, locale: FormatLocale): TextPart[] | null {
  for (let cut = source.lastIndexOf('; '); cut > 0; cut = source.lastIndexOf('; ', cut - 1)) {
    const head = findMatch(source.slice(0, cut));
    if (head) return merge([...render(head, locale), { text: ' …' }]);
  }
  const tail = source.replace(/[\s,;:]+$/, '');
  if (tail.length >= 40) {
    for (const [en, template] of exact) {
      if (en.startsWith(tail)) return render({ template, slots: new Map() }, locale);
    }
  }
  for (const template of patterns) {
    const last = template.en.at(-1);
    const before = template.en.at(-2);
    if (last?.kind !== 'slot' || !isSourceSlot(last.id) || before?.kind !== 'text') continue;
    const head = template.en.slice(0, -1);
    for (let at = source.indexOf(before.text); at >= 0; at = source.indexOf(before.text, at + 1)) {
      const end = at + before.text.length;
      const slots = new Map<string, string>();
      if (!matchTokens(head, 0, source.slice(0, end), 0, slots)) continue;
      const rest = source.slice(end);
      const inner = findMatch(rest);
      const innerParts = inner ? render(inner, locale) : cutParts(rest, locale);
      if (!innerParts) continue;
      return render({ template, slots }, locale, new Map([[last.id, innerParts]]));
    }
  }
  return null;
}

/** The source or note as one string in the viewer's language. */
export function sourceText(source: string, locale: FormatLocale): string {
  return sourceParts(source, locale)
    .map((p) => p.text)
    .join('');
}

/** Whether a source or note is known to the templates, and is a proper name in both languages. */
export function sourceIsProperName(source: string): boolean {
  return findMatch(source)?.template.properName === true;
}

/**
 * An employer as the hub profiles write it ('Google (largest engineering office outside the US)', 'NS (Dutch
 * Railways)'): the name is a proper name; the words in brackets are written in the viewer's language.
 */
export function employerParts(employer: string, locale: FormatLocale): TextPart[] {
  const m = /^(.*?) \((.+)\)$/.exec(employer);
  if (!m) return [{ text: employer, name: true }];
  const [, name, descriptor] = m as unknown as [string, string, string];
  return merge([
    { text: name, name: true },
    { text: ' (' },
    ...employerDescriptor(descriptor, locale),
    { text: ')' },
  ]);
}

function employerDescriptor(descriptor: string, locale: FormatLocale): TextPart[] {
  if (locale !== 'nl') return [{ text: descriptor, name: !(descriptor in data.employers) }];
  const word = data.employers[descriptor];
  if (word) return [{ text: word }];
  const near = /^(.+), nearby$/.exec(descriptor);
  if (near)
    return [{ text: near[1]!, name: true }, { text: `, ${data.employers['{place}, nearby']!.slice(9)}` }];
  return [{ text: descriptor, name: true }];
}

/**
 * How the words in brackets after an employer are shown in Dutch: 'translated', 'name' (a place or brand listed in
 * the data as a name) or 'unknown' (a new descriptor without a Dutch text).
 */
export function employerDescriptorKind(descriptor: string): 'translated' | 'name' | 'unknown' {
  if (descriptor in data.employers || /^.+, nearby$/.test(descriptor)) return 'translated';
  return data.employerNames.includes(descriptor) ? 'name' : 'unknown';
}

/** The employer as one string in the viewer's language. */
export function employerText(employer: string, locale: FormatLocale): string {
  return employerParts(employer, locale)
    .map((p) => p.text)
    .join('');
}

/** Every proper name the source templates mark (publication titles, institutions), for the language check. */
export function sourceTitles(): string[] {
  const names = new Set<string>();
  for (const entry of data.templates)
    for (const t of tokenize(entry.en)) if (t.kind === 'name') names.add(t.text);
  return [...names];
}
