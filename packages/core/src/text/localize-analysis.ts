import type { AnalysisResult, CityFacts, Reason } from '../contracts/analysis-result';
import { EXPERIENCE_LEVELS, type ExperienceLevel } from '../contracts/enums';
import { getCity, listCities } from '../datasets/cities';
import { listRoles } from '../datasets/roles';
import {
  householdCounts,
  marketInsightsText,
  milestoneText,
  pathDescription,
  pathNoteText,
  type MilestoneTextId,
} from '../engine/text';
import type { FormatLocale } from '../format';
import {
  cityName,
  levelRoleTitle,
  permitName,
  roleInSentence,
  blsOccupationInSentence,
  roleTitle,
  skillName,
  skillNameFromText,
} from './names';

/**
 * An analysis in the viewer's language (issue 17). The stored analysis keeps ids, codes and figures; this writes
 * every name and sentence of it again in `locale` at display time: role titles, city names, skill names, the career
 * path, the milestones and the market insights. Switching the language re-renders the same analysis; nothing is
 * computed anew and no figure changes. Older analyses (without milestone parameters) are read from their other parts.
 *
 * Prose a language model wrote (`proseBy: 'model'`) is kept when it is in the viewer's language, and replaced by the
 * engine's own sentences otherwise. Reasons keep their code and parameters (the web translates them); names inside
 * their parameters are translated here.
 */
export interface LocalizeOptions {
  /** Who wrote the prose of the stored analysis ('engine' or 'model'); the engine when unknown. */
  proseBy?: string | null;
  /** The person's own currency: money about a city in generated sentences is also said in it (decision 0034). */
  homeCurrency?: string;
}

/** Parameters a milestone stores (`AnalysisMilestone.params`). */
export interface MilestoneParams {
  roleId?: string;
  cityId?: string;
  skillId?: string;
  hours?: number;
  weeks?: number;
  level?: ExperienceLevel;
  /** The role's key skills the learning plan teaches before the applications (decision 0251). */
  keySkills?: number;
  /** The applications' earliest day, 'YYYY-MM-DD', before the learning plan moves them (decision 0251). */
  notBefore?: string;
}

const isLevel = (v: unknown): v is ExperienceLevel =>
  typeof v === 'string' && (EXPERIENCE_LEVELS as readonly string[]).includes(v);

/** A milestone's parameters as the words of its sentence in `locale`. */
export function milestoneWords(p: MilestoneParams, locale: FormatLocale) {
  return {
    role: p.roleId ? roleInSentence(p.roleId, locale) : '',
    city: p.cityId ? cityName(p.cityId, locale) : '',
    skill: p.skillId ? skillName(p.skillId, locale) : undefined,
    hours: p.hours,
    weeks: p.weeks,
    level: p.level,
    keySkills: p.keySkills,
  };
}

const MILESTONE_IDS: readonly MilestoneTextId[] = [
  'profile-ready',
  'skill-start',
  'skill-target',
  'graduate',
  'apply',
  'first-job',
  'move',
  'step-up',
  'long-term',
];

let namesToIds: Map<string, { kind: 'city' | 'role'; id: string }> | null = null;
/** English and Dutch city and role names -> ids, to translate names stored inside reason parameters. */
function nameId(name: string) {
  if (!namesToIds) {
    namesToIds = new Map();
    for (const c of listCities()) {
      namesToIds.set(c.name, { kind: 'city', id: c.id });
      namesToIds.set(cityName(c.id, 'nl'), { kind: 'city', id: c.id });
    }
    for (const r of listRoles()) {
      namesToIds.set(r.title, { kind: 'role', id: r.id });
      namesToIds.set(roleTitle(r.id, 'nl'), { kind: 'role', id: r.id });
    }
  }
  return namesToIds.get(name);
}

/**
 * A reason with the city, role and work-permit names inside its parameters in `locale` (the code is translated by the
 * web).
 */
export function localizeReason(reason: Reason, locale: FormatLocale): Reason {
  const params: Reason['params'] = {};
  for (const [key, value] of Object.entries(reason.params)) {
    if (key === 'permit' && typeof value === 'string') {
      params[key] = permitName(value, locale, value);
      continue;
    }
    const known =
      typeof value === 'string' && (key === 'city' || key === 'role' || key === 'title')
        ? nameId(value)
        : undefined;
    params[key] = known
      ? known.kind === 'city'
        ? cityName(known.id, locale, String(value))
        : roleTitle(known.id, locale, String(value))
      : value;
  }
  return { ...reason, params };
}

/** A city's facts with the work permit's name in `locale` (the rest are ids and figures). */
export function localizeFacts<T extends CityFacts>(facts: T, locale: FormatLocale): T {
  const permit = facts.workRight?.permit;
  if (!permit) return facts;
  return {
    ...facts,
    workRight: {
      ...facts.workRight!,
      permit: { ...permit, name: permitName(permit.id, locale, permit.name) },
    },
  };
}

export function localizeAnalysis(
  result: AnalysisResult,
  locale: FormatLocale,
  options: LocalizeOptions = {},
): AnalysisResult {
  const keepProse = options.proseBy === 'model' && result.locale === locale;
  const city = (id: string, stored: string) => cityName(id, locale, stored);
  const role = (id: string, stored: string) => roleTitle(id, locale, stored);
  const roleWords = (id: string, stored: string) => roleInSentence(id, locale, stored);
  const top = result.cityMatches[0];
  const first = result.predictions['0-3'];

  const predictions = Object.fromEntries(
    Object.entries(result.predictions).map(([t, p]) => [
      t,
      {
        ...p,
        career: {
          ...p.career,
          role: role(p.career.roleId, p.career.role),
          skills: p.career.skills.map((s) => skillNameFromText(s, locale)),
        },
        location: { ...p.location, city: city(p.location.cityId, p.location.city) },
      },
    ]),
  ) as AnalysisResult['predictions'];

  const topCityName = top ? city(top.cityId, top.name) : first.location.city;
  const careerPath = result.careerPath.map((step) => {
    const level = result.predictions[step.timeframe]?.career.level ?? 'mid';
    return {
      ...step,
      title: levelRoleTitle(level, step.roleId, locale, step.title).slice(0, 120),
      skillRequirements: step.skillRequirements.map((s) => skillNameFromText(s, locale)),
      description: keepProse
        ? step.description
        : pathDescription(locale, step.timeframe, roleWords(step.roleId, step.title), level, topCityName)
            .concat(...(step.notes ?? []).map((n) => ` ${pathNoteText(locale, n.code, n.params)}`))
            .slice(0, 1000),
      ...(step.notes && {
        notes: step.notes.map((n) => ({
          ...n,
          text: keepProse ? n.text : pathNoteText(locale, n.code, n.params),
        })),
      }),
    };
  });

  const gap = result.skillGaps[0];
  const derived = (id: string): MilestoneParams => {
    const base: MilestoneParams = {
      roleId: first.career.roleId,
      cityId: top?.cityId ?? first.location.cityId,
    };
    if (id === 'skill-start' || id === 'skill-target') {
      return gap ? { ...base, skillId: gap.skillId, ...gap.timeToTarget } : base;
    }
    if (id === 'first-job') return { ...base, level: first.career.level };
    if (id === 'step-up' || id === 'long-term') {
      const later = result.predictions[id === 'step-up' ? '3-5' : '5-10'].career;
      return { ...base, roleId: later.roleId, level: later.level };
    }
    return base;
  };
  const milestones = result.milestones.map((m) => {
    if (!(MILESTONE_IDS as readonly string[]).includes(m.id)) return m;
    const stored = m.params;
    const params: MilestoneParams = stored
      ? {
          roleId: typeof stored.roleId === 'string' ? stored.roleId : undefined,
          cityId: typeof stored.cityId === 'string' ? stored.cityId : undefined,
          skillId: typeof stored.skillId === 'string' ? stored.skillId : undefined,
          hours: typeof stored.hours === 'number' ? stored.hours : undefined,
          weeks: typeof stored.weeks === 'number' ? stored.weeks : undefined,
          level: isLevel(stored.level) ? stored.level : undefined,
          keySkills: typeof stored.keySkills === 'number' ? stored.keySkills : undefined,
        }
      : derived(m.id);
    const text = milestoneText(locale, m.id as MilestoneTextId, milestoneWords(params, locale));
    return { ...m, title: text.title.slice(0, 160), description: text.description };
  });

  const topAffordability = top ? result.affordability.find((a) => a.cityId === top.cityId) : undefined;
  const growth = first.location.marketGrowth.value;
  const blsOccupation = blsOccupationInSentence(first.career.roleId, locale);
  const openings = result.marketData.laborMarket.jobOpenings.value;
  const marketInsights =
    keepProse || !top || !topAffordability
      ? result.marketInsights
      : marketInsightsText(locale, {
          role: roleWords(first.career.roleId, first.career.role),
          growth,
          openings: openings > 0 ? openings : undefined,
          blsOccupation,
          city: topCityName,
          country: top.country,
          match: top.match,
          grossAnnual: topAffordability.grossAnnual.value,
          currency: topAffordability.currency,
          ...(options.homeCurrency && { home: options.homeCurrency }),
          bedrooms: topAffordability.bedrooms,
          ...(topAffordability.studyRoomMonthly && {
            studyRoomRent: topAffordability.studyRoomMonthly.value,
          }),
          rentShare: topAffordability.rentShareOfNet,
          within30: topAffordability.checks.thirtyPercentOfNet.pass,
          household: householdCounts(topAffordability),
          payIsCurrent: topAffordability.payOrigin === 'current',
          payIsScaled: topAffordability.payOrigin === 'scaled',
          // Still studying, as the skill gaps stored it (decision 0139).
          ...(result.skillGaps.some((g) => g.studies?.studying) && { studying: true }),
        });

  const recommendations = {
    companies: result.recommendations.companies.map((c) => ({
      ...c,
      why: c.why.map((r) => localizeReason(r, locale)),
    })),
    industries: result.recommendations.industries.map((i) => ({
      ...i,
      why: i.why.map((r) => localizeReason(r, locale)),
    })),
    cities: result.recommendations.cities.map((c) => ({
      ...c,
      name: city(c.cityId, c.name),
      why: c.why.map((r) => localizeReason(r, locale)),
    })),
    roles: result.recommendations.roles.map((r) => ({
      ...r,
      title: role(r.roleId, r.title),
      why: r.why.map((w) => localizeReason(w, locale)),
    })),
  };

  return {
    ...result,
    locale,
    predictions,
    cityMatches: result.cityMatches.map((m) => ({
      ...m,
      name: getCity(m.cityId) ? city(m.cityId, m.name) : m.name,
      reasons: m.reasons.map((r) => localizeReason(r, locale)),
      ...(m.facts && { facts: localizeFacts(m.facts, locale) }),
    })),
    skillGaps: result.skillGaps.map((g) => ({ ...g, name: skillName(g.skillId, locale, g.name) })),
    careerPath,
    recommendations,
    milestones,
    marketInsights,
    // The openings' BLS occupation for the dashboard's openings line, so the browser does not look the role up in the
    // datasets on the first screen (decision 0133).
    marketData: {
      ...result.marketData,
      laborMarket: { ...result.marketData.laborMarket, blsOccupation: blsOccupation ?? null },
    },
  };
}
