import type { ExperienceLevel } from '../contracts/enums';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { citiesDataset, getCity } from './cities';
import { withValue, type SourcedFigure } from './figure';
import rolesJson from './data/roles.json';
import { RolesDataset, type Role, type SalaryBand } from './schemas';

export const rolesDataset: RolesDataset = RolesDataset.parse(rolesJson);

const byId = new Map(rolesDataset.roles.map((r) => [r.id, r]));

export function getRole(id: string): Role | undefined {
  return byId.get(id);
}

export function listRoles(): readonly Role[] {
  return rolesDataset.roles;
}

/** The spec's role titles ('Senior Data Scientist', 'Data Analytics Lead', ...) as a base role and a level. */
export function findSpecRole(title: string): { role: Role; level: ExperienceLevel } | undefined {
  const entry = rolesDataset.specRoles.find((r) => r.title.toLowerCase() === title.trim().toLowerCase());
  const role = entry && byId.get(entry.roleId);
  return entry && role ? { role, level: entry.level } : undefined;
}

const roundTo = (x: number, step: number) => Math.round(x / step) * step;

/**
 * US salary bands by level: the BLS median is the mid level (official); the other levels and the band edges are
 * the documented multipliers of `roles.json` (estimates).
 */
export function salaryBandsUS(role: Role): SalaryBand[] {
  const m = role.medianSalaryUS;
  const meta = { ...rolesDataset.levelMeta, currency: 'USD', year: m.year };
  return EXPERIENCE_LEVELS.map((level) => {
    const mid = m.value * rolesDataset.levelMultipliers[level];
    const note = `${meta.note} Level ${level}: x${rolesDataset.levelMultipliers[level]}, band +/-${rolesDataset.bandSpread * 100}%.`;
    return {
      level,
      low: withValue(meta, roundTo(mid * (1 - rolesDataset.bandSpread), 10), { note }),
      median: level === 'mid' ? m : withValue(meta, roundTo(mid, 10), { note }),
      high: withValue(meta, roundTo(mid * (1 + rolesDataset.bandSpread), 10), { note }),
    };
  });
}

/**
 * Typical gross salary of a role at a level in a city (local currency), an estimate: the city's role-family salary
 * x (role's US median / family's US median)^compression x level multiplier. Compression is the one used for the city
 * estimates outside the US (1 in the US, where the BLS ratio applies as is).
 */
export function roleSalaryInCity(
  roleId: string,
  level: ExperienceLevel,
  cityId: string,
): SourcedFigure | undefined {
  const role = byId.get(roleId);
  const city = getCity(cityId);
  if (!role || !city) return undefined;
  const official = occupationPayFor(roleId, city.id);
  if (official) {
    const scale = official.levels?.[level];
    const multiplier = rolesDataset.levelMultipliers[level];
    // The source's own figure for the city's region (ASHE Table 15) comes before a regional ratio.
    const cityMid = official.cityAnnual?.[city.id];
    const region = cityMid === undefined ? regionalPayRatio(roleId, city.id, official) : undefined;
    const regional = region?.ratio ?? 1;
    const factor = official.roleFactors?.[roleId] ?? 1;
    // A manager's group mean is the mean of people who manage, from mid level on (decision 0150): those three levels,
    // not all five, average it, so a senior manager earns the group's mean and no level below mid carries it.
    const manager =
      scale === undefined && official.groupMean === true && role.isco08?.startsWith('1') === true;
    const managerScale = manager ? round3(LEVEL_MEAN_ALL / MANAGER_LEVEL_MEAN) : 1;
    // Levels from the source's own published distribution where it has one (decision 0203), else the multipliers;
    // never above the source's top published point or the entry's ceiling.
    const pointed = scale === undefined ? levelFromPoints(official, level) : undefined;
    const multiplied = (official.annual * multiplier * managerScale) as number;
    const uncapped = pointed?.value ?? (scale === undefined ? multiplied : scale);
    const bound = scale === undefined ? (pointed?.top ?? official.ceiling?.annual) : undefined;
    const capped = bound !== undefined && uncapped > bound;
    const national = capped ? bound : uncapped;
    // The city's own figure of the source (ASHE Table 15) moves every level by the city's mid over the national mid.
    const cityScale = scale === undefined && cityMid !== undefined ? cityMid / official.annual : 1;
    const scaled = roundTo(national * cityScale * regional * factor, 500);
    // The source's pay is censored at what it can report (walk W402: the Entgeltatlas stops at the pension
    // contribution ceiling, EUR 8,050 a month in 2025), so a city's median above it is kept within it; the level's
    // factor then applies to that median (walk W504: capping every level's figure made a senior developer in Berlin,
    // 6,301 x 12 x 1.25 x 1.044, earn exactly what one in Munich, x 1.336, earns, and Berlin "won" on money left).
    // A level above the median may so lie above the ceiling: it is the capped median times Thrive's factor, an
    // estimate, as every multiplied level is.
    const levelRatio = national / official.annual;
    const cityMedian = official.annual * cityScale * regional * factor;
    const reportCapped = official.reportCeiling !== undefined && cityMedian > official.reportCeiling.annual;
    const keptMedian = reportCapped ? Math.floor(official.reportCeiling!.annual / 500) * 500 : 0;
    const computed = reportCapped
      ? Math.abs(levelRatio - 1) < 1e-9
        ? keptMedian
        : roundTo(keptMedian * levelRatio, 500)
      : scaled;
    // No level pays less than the legal minimum for full-time work (a multiplier below the median can).
    const floored = official.floor !== undefined && computed < official.floor.annual;
    const value = floored ? Math.ceil(official.floor!.annual / 500) * 500 : computed;
    // A scale step, a published point or the mid level of a statistic is the source's own figure; levels by Thrive's
    // multipliers, role factors, caps and floors are estimates. The own figure x the official regional pay ratio is
    // derived from official figures (decision 0122: Edinburgh's teacher read "estimate" beside Manchester's
    // "official", one ASHE median).
    const beyondSource = official.estimatedLevels?.includes(level) ?? false;
    const ownPoint = pointed ? pointed.own : scale !== undefined || level === 'mid';
    const own = ownPoint && factor === 1 && !floored && !beyondSource && !manager && !capped && !reportCapped;
    // A ratio shrunk toward 1 for nationally agreed pay is a Thrive estimate (decision 0145).
    const ownBasis =
      regional === 1
        ? official.basis
        : region?.kind === 'nationally-set' || region?.kind === 'price-parity'
          ? 'estimate'
          : official.basis === 'official'
            ? 'derived'
            : official.basis;
    const byMultiplier = scale === undefined && !pointed && level !== 'mid' && !manager;
    // The floor first: a note is cut at 1,000 characters, and that the figure is the legal minimum matters most.
    const derivation = [
      floored ? ` Raised to the legal minimum for full-time work: ${official.floor!.note}.` : '',
      byMultiplier ? ` Level ${level}: x${multiplier} (Thrive convention).` : '',
      pointed && !(pointed.own && level === 'mid')
        ? ` Level ${level}: ${pointed.own ? `the source's ${POINT_NAMES[pointed.from]}` : `the source's ${POINT_NAMES[pointed.from]} x ${pointed.ratio} (Thrive convention)`}.`
        : '',
      beyondSource ? ` Level ${level}: beyond the source's own figures (Thrive convention).` : '',
      capped
        ? ` Capped at ${pointed ? `the source's ${POINT_NAMES[pointed.topKey]}, its top published point` : official.ceiling!.note} (decision 0203).`
        : '',
      manager
        ? ` Managers: the levels at which people manage (mid, senior, lead) average the group mean, x${managerScale} (decision 0150).`
        : '',
      factor !== 1 ? ` Role factor x${factor}.` : '',
      regional !== 1 ? ` Regional pay ratio x${regional}${region?.explain ?? ''}.` : '',
      reportCapped
        ? ` The city's median capped at ${official.reportCeiling!.annual} a year, the most the source can report (the ${official.reportCeiling!.year} pension contribution ceiling, ${official.reportCeiling!.monthly} a month)${Math.abs(levelRatio - 1) < 1e-9 ? '' : `, then x${round3(levelRatio)} for ${level} level`}.`
        : '',
    ].join('');
    // How the level was made, beside the figure it cites (walk W203: GBP 33,000 for an entry data analyst cited the
    // ASHE median of 38,572 as if it were that figure; walk W304: the percentile a level is, or its cap).
    // Every step from the figure the source states to the one shown (walk W703: "SES ... 44075 EUR; x 0.85 for junior"
    // made 37,464 while the screen said 35,500; the group mean's / 1.06 and the role factor were named in the note
    // only, which no screen shows): the mid level of a group mean, a manager's levels, the role's factor within its
    // group, then the level.
    const groupDivisor =
      official.groupMean === true ? round3(manager ? MANAGER_LEVEL_MEAN : LEVEL_MEAN_ALL) : 1;
    const steps = [
      groupDivisor !== 1
        ? manager
          ? `; / ${groupDivisor} for a manager's mid level (the mean multiplier of mid, senior and lead, the levels at which people manage)`
          : `; / ${groupDivisor} for the mid level (the mean of the five level multipliers)`
        : '',
      factor !== 1
        ? `; x ${factor} for ${role.title} in its group (from US medians, BLS: a Thrive estimate)`
        : '',
      manager && level !== 'mid' ? `; x ${multiplier} for ${level} level (Thrive convention)` : '',
      stepSum(official, level),
    ].join('');
    const suffix = `${steps}${
      capped
        ? pointed
          ? `; capped at the source's ${POINT_NAMES[pointed.topKey]}, its top published point, for ${level} level`
          : `; x ${multiplier} for ${level} level (Thrive convention), capped at the highest major-group median of the same table`
        : pointed && !(level === 'mid' && official.points?.p50 === undefined)
          ? pointed.own
            ? `; the source's ${POINT_NAMES[pointed.from]} for ${level} level`
            : `; the source's ${POINT_NAMES[pointed.from]} x ${pointed.ratio} for ${level} level (Thrive convention)`
          : byMultiplier
            ? `; x ${multiplier} for ${level} level (Thrive convention)`
            : ''
    }`;
    // The regional figure's own source beside the pay source, where both fit the 300 characters of a figure's source.
    const joined =
      region?.source && regional !== 1 ? `${official.source}; ${region.source}` : official.source;
    // 440: a composed note (the engine's words around this source) keeps it whole within a figure's 600 characters.
    const cited = joined.length + suffix.length <= 440 ? joined : official.source;
    // The city's all-occupation pay level, named with its source (walk W402: Munich's x 1.336 was applied and named
    // nowhere), and the cap at what the source can report.
    // Any other regional ratio is named by its number too (walk W703: "a third of the city's pay gap" with no figure).
    const cityLevel =
      regional !== 1 && region?.kind === 'all-occupations' && city.payRegion
        ? `; the pay level of ${city.name}, x ${regional} (${city.payRegion.source})`
        : regional !== 1
          ? `; x ${regional} for ${city.name} (the regional ratio)`
          : '';
    const reportCap = reportCapped
      ? `; its median there kept within ${official.reportCeiling!.annual.toLocaleString('en-US')} ${city.currency} a year, the most the source can report (the ${official.reportCeiling!.year} pension contribution ceiling, ${official.reportCeiling!.monthly.toLocaleString('en-US')} ${city.currency} a month)${Math.abs(levelRatio - 1) < 1e-9 ? '' : ', and the level applied to that'}`
      : '';
    // The rounding last, where the source states the steps of a group mean, so the figure follows from what it says.
    const exactValue = national * cityScale * regional * factor;
    const rounded =
      !floored && !reportCapped && steps && Math.abs(exactValue - value) >= 1 ? '; to the nearest 500' : '';
    return {
      value,
      basis: own ? ownBasis : 'estimate',
      source: `${cited}${suffix}${cityLevel}${reportCap}${rounded}`,
      year: official.year,
      currency: city.currency,
      unit: 'per year, gross',
      note: `${official.note ?? ''}${derivation}`.slice(0, 1000),
    };
  }
  const family = rolesDataset.roles
    .filter((r) => r.family === role.family)
    .map((r) => r.medianSalaryUS.value);
  const sorted = [...family].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const familyMedian = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const compression = city.moneyMethod === 'us-rpp' ? 1 : WAGE_PREMIUM_COMPRESSION;
  const ratio = (role.medianSalaryUS.value / familyMedian) ** compression;
  const value = roundTo(city.salaries[role.family] * ratio * rolesDataset.levelMultipliers[level], 500);
  return {
    value,
    basis: 'estimate',
    // The role by its name, not its family key (walk 21: "(product)" read as a word of its own).
    source: `Thrive estimate from the ${city.name} pay of the role family of ${role.title}, BLS role medians and level multipliers`,
    year: 2024,
    currency: city.currency,
    unit: 'per year, gross',
    note: `City family salary x (role / family US median)^${compression} x level multiplier ${rolesDataset.levelMultipliers[level]}.`,
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * A monthly scale's sum for the level (decision 0256, walk W715: the nurse's entry pay was the mid step x 0.7, which
 * no source states): its step, the table's amount and date, the rises since, the month's pay, and the year's total.
 * Empty for any other source.
 */
function stepSum(official: OccupationPayEntry, level: ExperienceLevel): string {
  const sum = official.stepSums?.[level];
  const scale = official.stepScale;
  const annual = official.levels?.[level];
  if (!sum || !scale || annual === undefined) return '';
  const n = (x: number) => x.toLocaleString('en-US');
  return `; ${level} level: step ${sum.step}, ${n(sum.table)} EUR a month on ${scale.date} x ${scale.raise} (the rises since) = ${n(sum.monthly)} EUR, x ${scale.months} x ${scale.factor} (holiday pay and year-end payment) = ${n(annual)} EUR a year`;
}

type PointKey = 'p10' | 'p25' | 'p50' | 'p75' | 'p90';
/** The point of a source's distribution each level stands for (decision 0203). */
export const LEVEL_POINTS: Record<ExperienceLevel, PointKey> = {
  entry: 'p10',
  junior: 'p25',
  mid: 'p50',
  senior: 'p75',
  lead: 'p90',
};
const POINT_NAMES: Record<PointKey, string> = {
  p10: '10th percentile',
  p25: '25th percentile',
  p50: 'median',
  p75: '75th percentile',
  p90: '90th percentile',
};

/**
 * A level's national figure from the source's published points (decision 0203): the level's own point where
 * published (`own`), else the nearest published point toward the mid level x the ratio of the level multipliers;
 * `top` is the highest published point, above which no level may lie. Undefined for a source without points.
 */
export function levelFromPoints(
  entry: Pick<OccupationPayEntry, 'points' | 'annual'>,
  level: ExperienceLevel,
): { value: number; own: boolean; from: PointKey; ratio: number; top: number; topKey: PointKey } | undefined {
  const points = entry.points;
  if (!points) return undefined;
  const at = (l: ExperienceLevel): number | undefined =>
    l === 'mid' ? (points.p50 ?? entry.annual) : points[LEVEL_POINTS[l]];
  const order = EXPERIENCE_LEVELS;
  const mid = order.indexOf('mid');
  let i = order.indexOf(level);
  while (at(order[i]!) === undefined) i += i < mid ? 1 : -1;
  const from = order[i]!;
  const ratio = round3(rolesDataset.levelMultipliers[level] / rolesDataset.levelMultipliers[from]);
  const published = (Object.keys(points) as PointKey[]).filter((k) => points[k] !== undefined);
  const topKey = published.reduce((a, k) => (points[k]! > points[a]! ? k : a), published[0]!);
  return {
    value: at(from)! * ratio,
    own: from === level,
    from: LEVEL_POINTS[from],
    ratio,
    top: Math.max(points[topKey]!, entry.annual),
    topKey,
  };
}
const levelMean = (levels: readonly ExperienceLevel[]) =>
  levels.reduce((a, l) => a + rolesDataset.levelMultipliers[l], 0) / levels.length;
/** The mean of the five level multipliers, by which a group mean is divided for its mid level (decision 0136). */
const LEVEL_MEAN_ALL = levelMean(EXPERIENCE_LEVELS);
/** The levels at which people manage (decision 0150; engine/ladders.ts ROLE_FROM_LEVEL): mid, senior and lead. */
export const MANAGER_LEVELS: readonly ExperienceLevel[] = ['mid', 'senior', 'lead'];
const MANAGER_LEVEL_MEAN = levelMean(MANAGER_LEVELS);

type OccupationPayEntry = (typeof citiesDataset.occupationPay)[number];

/** The official pay entry that prices a role in a city (the first that covers both), if any. */
export function occupationPayFor(roleId: string, cityId: string): OccupationPayEntry | undefined {
  const city = getCity(cityId);
  if (!city) return undefined;
  return citiesDataset.occupationPay.find(
    (o) =>
      o.country === city.countryCode &&
      o.roleIds.includes(roleId) &&
      (!o.cities || o.cities.includes(city.id)),
  );
}

/** The regional pay ratio applied to an occupation's official pay in a city, and what it is (decision 0145). */
export interface RegionalPayRatio {
  ratio: number;
  /**
   * `occupation`: the official figure of the occupation in the city over the national one (derived);
   * `nationally-set`: pay set by national agreements, the all-occupation ratio shrunk toward 1 (estimate);
   * `all-occupations`: the city's all-occupation ratio (market-set pay);
   * `price-parity`: a US metro's regional price parity taken as its pay level (estimate; decision 0222).
   */
  kind: 'occupation' | 'nationally-set' | 'all-occupations' | 'price-parity';
  /** The regional figure's source where it is not the city's pay level (`payRegion`). */
  source?: string;
  /** What the ratio is, for the figure's note. */
  explain: string;
}

/**
 * The city's regional pay ratio for a role priced from a national official figure (decision 0145): an official
 * regional figure of the occupation where one is published for the city; for nationally agreed pay (nurses,
 * teachers, care assistants) the all-occupation ratio shrunk toward 1; for the other (market-set) occupations the
 * all-occupation ratio. Undefined where no ratio applies: an entry that is already the city's own (`cities`), or a
 * national figure that takes no regional ratio and has no official regional figure of the occupation.
 */
export function regionalPayRatio(
  roleId: string,
  cityId: string,
  entry: Pick<OccupationPayEntry, 'regional' | 'cities' | 'regionOf' | 'agreedScale' | 'regionalBy'>,
): RegionalPayRatio | undefined {
  const city = getCity(cityId);
  // A collective agreement's scale pays the same in every city it covers (decision 0194).
  if (!city || entry.cities || entry.agreedScale) return undefined;
  // National OEWS figures in a US metro: its price parity as its pay level (decision 0222).
  if (entry.regionalBy === 'price-parity') {
    const parity = city.priceParity;
    if (!parity || parity.ratio === 1) return undefined;
    return {
      ratio: parity.ratio,
      kind: 'price-parity',
      source: parity.source,
      explain: `: the metro's regional price parity ${parity.ratio} (BEA ${parity.year}) taken as its pay level, a Thrive estimate (no official pay of the occupation by metro at hand)`,
    };
  }
  const { tables, nationallySet } = citiesDataset.occupationRegional;
  const table = tables.find(
    (t) => t.country === city.countryCode && t.roleIds.includes(roleId) && t.cities[city.id],
  );
  const own = table?.cities[city.id];
  if (table && own)
    return {
      ratio: own.ratio,
      kind: 'occupation',
      source: table.source,
      explain: `: the occupation's official ${table.measure ?? 'median'} in ${city.name} (${own.level}) over the national one, ${table.year}`,
    };
  if (!entry.regional || !city.payRegion) return undefined;
  const all = city.payRegion.ratio;
  // A figure of one region (Salarium's Zurich region, decision 0193): the city's ratio over that region's, each by the
  // same rule, so the region's own city keeps the figure as published.
  if (entry.regionOf) {
    const base = getCity(entry.regionOf)?.payRegion;
    if (!base || entry.regionOf === city.id) return undefined;
    const set = nationallySet.roleIds.includes(roleId);
    const shrink = (r: number) => (set ? 1 + nationallySet.share * (r - 1) : r);
    const ratio = round3(shrink(all) / shrink(base.ratio));
    if (ratio === 1) return undefined;
    return {
      ratio,
      kind: set ? 'nationally-set' : 'all-occupations',
      source: set
        ? `Thrive estimate: the city's regional pay ratio over ${getCity(entry.regionOf)!.name}'s (the figure's region), each shrunk toward 1 as for agreed pay`
        : `the city's official regional pay ratio over ${getCity(entry.regionOf)!.name}'s (the figure's region)`,
      explain: set
        ? `: the figure is of ${getCity(entry.regionOf)!.name}'s region; the all-occupation ratios ${all} and ${base.ratio} each shrunk toward 1 (1 + ${nationallySet.share} x (ratio - 1), a Thrive estimate), the city's over the region's`
        : `: the figure is of ${getCity(entry.regionOf)!.name}'s region; the city's all-occupation ratio ${all} over the region's ${base.ratio}`,
    };
  }
  if (nationallySet.roleIds.includes(roleId)) {
    const ratio = Math.round((1 + nationallySet.share * (all - 1)) * 1000) / 1000;
    return {
      ratio,
      kind: 'nationally-set',
      source: nationallySet.source,
      explain: `: pay set by national agreements, the city's all-occupation ratio ${all} shrunk toward 1 (1 + ${nationallySet.share} x (ratio - 1), a Thrive estimate)`,
    };
  }
  return { ratio: all, kind: 'all-occupations', explain: '' };
}

/** Same constant as scripts/datasets/sources/method-constants.json (an integrity test keeps them equal). */
export const WAGE_PREMIUM_COMPRESSION = 0.35;
