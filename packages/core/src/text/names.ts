import type { ExperienceLevel } from '../contracts/enums';
import { getCity, listCities } from '../datasets/cities';
import namesNlJson from '../datasets/data/names-nl.json';
import { permitsDataset } from '../datasets/permits';
import { getRole, listRoles } from '../datasets/roles';
import { titleInSentence, type FormatLocale } from '../format';
import { cldrNames, countryName } from './country-names';
import { languageCodeOf } from './language-codes';

/**
 * Names in the viewer's language (issue 17). English comes from the datasets; Dutch from `names-nl.json`, built by
 * `npm run datasets` from ESCO v1.2.0 (occupation labels through the ESCO-O*NET crosswalk, skill groups) and the
 * team's own words where ESCO has none (scripts/datasets/names-nl.mjs). Country names come from `Intl.DisplayNames`.
 * Unknown ids fall back to the given text, so older stored analyses stay readable.
 */

interface NamesNl {
  roles: Record<string, { title: string; description: string; esco: { code: string; match: string } }>;
  skills: Record<string, string>;
  cities: Record<string, string>;
  highlights: Record<string, string>;
  /** Work permits and right-to-work agreements by id (scripts/datasets/sources/work-permits-2025.json `nameNl`). */
  permits?: Record<string, string>;
  /** BLS occupations a role's projection is borrowed from, by SOC code (decision 0130). */
  blsOccupations?: Record<string, string>;
}
const nl = namesNlJson as unknown as NamesNl;

export type NameLocale = FormatLocale;

/** A role's title ('Software Developer' / 'Softwareontwikkelaar'). */
export function roleTitle(roleId: string, locale: NameLocale, fallback?: string): string {
  if (locale === 'nl' && nl.roles[roleId]) return nl.roles[roleId].title;
  return getRole(roleId)?.title ?? fallback ?? roleId;
}

/** A role's title inside a sentence: Dutch writes it in lower case ('als softwareontwikkelaar', but 'AI-onderzoeker'). */
export function roleInSentence(roleId: string, locale: NameLocale, fallback?: string): string {
  return titleInSentence(roleTitle(roleId, locale, fallback), locale);
}

/**
 * The BLS occupation whose projection a role carries, in a sentence, where it is another than the role's own
 * (decision 0130): 'data scientists' / 'datawetenschappers' for Data Analyst; undefined where it is the role's own.
 */
export function blsOccupationInSentence(roleId: string, locale: NameLocale): string | undefined {
  const occupation = getRole(roleId)?.blsOccupation;
  if (!occupation) return undefined;
  if (locale === 'nl') return nl.blsOccupations?.[occupation.soc] ?? occupation.title;
  return occupation.title.charAt(0).toLowerCase() + occupation.title.slice(1);
}

/** A role's description (O*NET's in English, the team's in Dutch). */
export function roleDescription(roleId: string, locale: NameLocale, fallback = ''): string {
  if (locale === 'nl' && nl.roles[roleId]) return nl.roles[roleId].description;
  return getRole(roleId)?.description ?? fallback;
}

/** The ESCO occupation a role is linked to (code and how it was matched), for the data-sources page and tests. */
export function roleEsco(roleId: string): { code: string; match: string } | undefined {
  return nl.roles[roleId]?.esco;
}

export { skillIdForName, skillName, skillNameFromText } from './skill-names';

/** A city's name where Dutch has its own ('cologne' -> 'Keulen'); otherwise the local name. */
export function cityName(cityId: string, locale: NameLocale, fallback?: string): string {
  if (locale === 'nl' && nl.cities[cityId]) return nl.cities[cityId];
  return getCity(cityId)?.name ?? fallback ?? cityId;
}

let permitIds: Map<string, string> | null = null;
/** The id of a permit or agreement from its English name (reasons store the name only). */
function permitIdOf(name: string): string | undefined {
  if (!permitIds) {
    permitIds = new Map();
    for (const a of permitsDataset.agreements) permitIds.set(a.name, a.id);
    for (const rules of Object.values(permitsDataset.permits))
      for (const rule of rules) permitIds.set(rule.name, rule.id);
  }
  return permitIds.get(name);
}

/**
 * A work permit's or agreement's name in the viewer's language ('Work permit under the non-EU quota' ->
 * 'Werkvergunning binnen het quotum voor niet-EU-burgers'), by its id or, for a name stored in a reason, by its
 * English name. Unknown names are returned as given.
 */
export function permitName(idOrName: string, locale: NameLocale, fallback?: string): string {
  const id = nl.permits?.[idOrName] !== undefined ? idOrName : permitIdOf(idOrName);
  if (locale === 'nl' && id && nl.permits?.[id]) return nl.permits[id];
  if (id) {
    const english =
      permitsDataset.agreements.find((a) => a.id === id)?.name ??
      Object.values(permitsDataset.permits)
        .flat()
        .find((r) => r.id === id)?.name;
    if (english) return english;
  }
  return fallback ?? idOrName;
}

/** A hub highlight in the viewer's language ('Capital of Germany' -> 'Hoofdstad van Duitsland'). */
export function highlightText(text: string, locale: NameLocale): string {
  return locale === 'nl' ? (nl.highlights[text] ?? text) : text;
}

export { countryName } from './country-names';

/** A language the city data names in English ('Dutch') in the viewer's language ('Nederlands', from CLDR). */
export function languageName(english: string, locale: NameLocale): string {
  const code = languageCodeOf(english);
  if (!code || locale === 'en') return english;
  try {
    const name = cldrNames('language', locale)?.of(code) ?? english;
    return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    return english;
  }
}

/** Whether the city data's language name has a code, so it can be shown in Dutch. */
export const knownLanguageName = (english: string): boolean => languageCodeOf(english) !== undefined;

/** A city with its country: 'Cologne (Germany)' / 'Keulen (Duitsland)'. */
export function cityWithCountry(cityId: string, locale: NameLocale): string {
  const city = getCity(cityId);
  if (!city) return cityId;
  return `${cityName(cityId, locale)} (${countryName(city.countryCode, locale)})`;
}

/** Any English city or role name of the datasets -> its id, to translate names inside stored parameters. */
let idsByEnglishName: Map<string, { kind: 'city' | 'role'; id: string }> | null = null;
export function datasetNameId(name: string): { kind: 'city' | 'role'; id: string } | undefined {
  if (!idsByEnglishName) {
    idsByEnglishName = new Map();
    for (const c of listCities()) idsByEnglishName.set(c.name, { kind: 'city', id: c.id });
    for (const r of listRoles()) idsByEnglishName.set(r.title, { kind: 'role', id: r.id });
  }
  return idsByEnglishName.get(name);
}

const LEVEL_TITLES: Record<NameLocale, Record<ExperienceLevel, string>> = {
  en: { entry: 'Entry-level', junior: 'Junior', mid: 'Mid-level', senior: 'Senior', lead: 'Lead' },
  nl: { entry: 'Startende', junior: 'Junior', mid: 'Medior', senior: 'Senior', lead: 'Lead' },
};

/**
 * A level and a role as one title: 'Senior Data Scientist', 'Medior softwareontwikkelaar', 'Startende psycholoog' (the
 * level is an adjective before the role; 'Starter psycholoog' was no Dutch, walk W418).
 */
export function levelRoleTitle(
  level: ExperienceLevel,
  roleId: string,
  locale: NameLocale,
  fallback?: string,
) {
  const role = roleTitle(roleId, locale, fallback);
  const lead = LEVEL_TITLES[locale][level];
  // Dutch writes the role in lower case after the level, unless it starts with an abbreviation ('AI-onderzoeker').
  return `${lead} ${titleInSentence(role, locale)}`;
}
