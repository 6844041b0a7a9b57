import type { AnalysisRequest } from '../contracts/analysis-request';
import type { CityMatch, FactorScore, Reason } from '../contracts/analysis-result';
import type { MoneyFigure } from '../contracts/figure';
import { haversineKm } from '../rules/hubs';
import { livesAlone } from '../rules/wizard-inputs';
import type { EngineCity, EngineData, QualityKey } from './data';
import { cityLanguageScore } from './languages';
import { convertValue, round } from './money';
import type { WorkRight } from './permits';
import type { Person } from './profile';
import { cmp } from './roles';

/** No city is a perfect fit: city matches stop at 97 (the spec's caps are "near 97-99"). */
export const CITY_MATCH_CAP = 97;

export const CITY_FACTORS = [
  'cost',
  'salary',
  'industry-fit',
  'job-market',
  'family',
  'culture',
  'nature',
  'community',
  'growth',
  'language',
  'climate-geography',
  'proximity',
  'city-size',
  'safety',
  'healthcare',
  'housing',
  'work-life',
  'your-picks',
  'housing-budget',
  'named-places',
  'work-permit',
] as const;
export type CityFactor = (typeof CITY_FACTORS)[number];

export type CityInput = Pick<
  AnalysisRequest,
  | 'whatMatters'
  | 'lifestyleValues'
  | 'locationPreferences'
  | 'lifeGoals'
  | 'careerGoals'
  | 'industries'
  | 'familyStatus'
  | 'salaryLifestyleBalance'
  | 'prioritizeOther'
  | 'preferredCities'
  | 'detectedLocation'
>;

/** What the person's other answers tell the weights: where home is, a budget, named places, citizenship. */
export interface WeightContext {
  homeKnown: boolean;
  budgetKnown: boolean;
  placesNamed: boolean;
  citizenshipKnown: boolean;
}

const NO_CONTEXT: WeightContext = {
  homeKnown: false,
  budgetKnown: false,
  placesNamed: false,
  citizenshipKnown: false,
};

/**
 * Points each factor gets from the person's answers (Teleport style: your priorities decide how much each factor
 * can earn). Every rule is one line here and one line in docs/analysis.md.
 */
export function factorWeights(
  input: CityInput,
  context: WeightContext = NO_CONTEXT,
): Record<CityFactor, number> {
  const has = <T>(list: readonly T[], value: T) => list.includes(value);
  const v = input.lifestyleValues;
  const loc = input.locationPreferences;
  const life = input.lifeGoals;
  const career = input.careerGoals;
  const family = input.familyStatus;
  const balance = input.salaryLifestyleBalance;
  const knowsWhere =
    context.homeKnown ||
    (!!input.detectedLocation &&
      ((input.detectedLocation.latitude !== null && input.detectedLocation.longitude !== null) ||
        input.detectedLocation.countryCode !== ''));
  const climate = (['coastal', 'mountains', 'climate-warm', 'climate-seasons'] as const).filter((p) =>
    has(loc, p),
  );
  const moving = has(input.whatMatters, 'relocating') || has(loc, 'international') || has(loc, 'anywhere');
  const weights: Record<CityFactor, number> = {
    cost:
      8 +
      (has(v, 'affordability') ? 10 : 0) +
      (has(loc, 'affordable') ? 8 : 0) +
      (has(input.whatMatters, 'cost-of-living') ? 8 : 0) +
      Math.round((balance / 100) * 6) +
      (input.prioritizeOther ? 4 : 0),
    salary:
      (input.prioritizeOther ? 4 : 8) +
      Math.round(((100 - balance) / 100) * 10) +
      (has(career, 'salary-growth') ? 6 : 0) +
      (has(life, 'financial-freedom') ? 4 : 0),
    'industry-fit': input.industries.length > 0 ? 12 + 2 * Math.min(3, input.industries.length) : 0,
    'job-market': 6 + (has(input.whatMatters, 'finding-job') ? 6 : 0) + (has(loc, 'tech-hubs') ? 8 : 0),
    family:
      (family === 'family' || family === 'single-parent' ? 14 : family === 'planning' ? 10 : 0) +
      (has(v, 'family-friendly') ? 10 : 0) +
      (has(input.whatMatters, 'family-opportunities') ? 6 : 0) +
      (has(life, 'family-time') ? 4 : 0),
    culture:
      (has(v, 'culture') ? 12 : 0) +
      (has(loc, 'urban') ? 4 : 0) +
      (has(life, 'creativity') ? 3 : 0) +
      (has(life, 'travel') ? 2 : 0),
    nature: (has(v, 'nature') ? 12 : 0) + (has(life, 'health') ? 3 : 0) + (has(life, 'adventure') ? 3 : 0),
    community: (has(v, 'community') ? 12 : 0) + (has(life, 'community') ? 4 : 0),
    growth:
      (has(v, 'growth') ? 12 : 0) +
      (has(career, 'entrepreneurship') ? 5 : 0) +
      (has(career, 'innovation') ? 3 : 0),
    language: 6 + (has(input.whatMatters, 'relocating') ? 6 : 0) + (has(loc, 'international') ? 4 : 0),
    'climate-geography': 8 * climate.length,
    proximity: 0,
    'city-size':
      (has(loc, 'urban') ? 8 : 0) + (has(loc, 'small-town') ? 8 : 0) + (has(loc, 'suburban') ? 8 : 0),
    safety:
      5 +
      (family === 'family' || family === 'single-parent' || family === 'planning' ? 3 : 0) +
      (has(life, 'stability') ? 3 : 0),
    healthcare:
      4 + (has(life, 'health') ? 4 : 0) + (family === 'family' || family === 'single-parent' ? 3 : 0),
    housing: 4 + (has(life, 'stability') ? 2 : 0),
    'work-life': has(life, 'worklife') ? 6 : 0,
    'your-picks': input.preferredCities.length > 0 ? 10 : 0,
    'housing-budget': context.budgetKnown ? 14 : 0,
    'named-places': 0,
    'work-permit': context.citizenshipKnown ? 16 + (moving ? 6 : 0) : 0,
  };
  // Places the person named and "near where I live now" are the strongest wishes: named places get half as many
  // points as everything else together (at least 20), proximity as many (at least 24), so they lead the ranking.
  const total = () => Object.values(weights).reduce((a, b) => a + b, 0);
  if (context.placesNamed) weights['named-places'] = Math.max(20, Math.round(total() / 2));
  if (has(loc, 'current') && knowsWhere) weights.proximity = Math.max(24, total());
  return weights;
}

const q = (city: EngineCity, key: QualityKey) => {
  const value = city.quality[key]?.value;
  return value === undefined ? 0.5 : Math.max(0, Math.min(100, value)) / 100;
};
const mean = (...values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Distance score 0..1: 1 at home, 0.5 at 250 km, 0.15 at 750 km; never higher farther away. */
export function proximityScore(km: number): number {
  return 1 / (1 + (Math.max(0, km) / 250) ** 1.5);
}

export interface CityContext {
  person: Pick<Person, 'languages'> | null;
  /** Annual gross pay of the predicted role per city id, local currency. */
  salaryByCity: ReadonlyMap<string, MoneyFigure>;
  /** Where the person lives now. */
  home?: { lat: number; lng: number; countryCode: string } | null;
  /** What the household keeps a month after rent and living costs, euros, per city id. */
  moneyLeftEur?: ReadonlyMap<string, number>;
  /** How well the household's rent fits the housing budget (0..1) per city id, when a budget was given. */
  budgetFit?: ReadonlyMap<string, number>;
  /** Cities, countries and regions named in free text. */
  named?: {
    cityIds: ReadonlySet<string>;
    countries: ReadonlySet<string>;
    avoidCityIds: ReadonlySet<string>;
    avoidCountries: ReadonlySet<string>;
  };
  /** Right-to-work score (0..1) per city id, when the citizenship is known. */
  workRight?: ReadonlyMap<string, number>;
}

/** A city's raw value on each factor (higher is better), before it is compared with the other cities. */
export function rawFactors(
  city: EngineCity,
  input: CityInput,
  ctx: CityContext,
  data: EngineData,
): Record<CityFactor, number> {
  const loc = input.locationPreferences;
  const climateWanted = {
    coastal: loc.includes('coastal') ? (city.coastal ? 1 : 0) : null,
    mountains: loc.includes('mountains') ? (city.mountains ? 1 : 0) : null,
    warm: loc.includes('climate-warm') ? (city.climate === 'warm' ? 1 : 0) : null,
    seasons: loc.includes('climate-seasons') ? (city.climate === 'seasons' ? 1 : 0) : null,
  };
  const climateValues = Object.values(climateWanted).filter((x): x is number => x !== null);
  const languages = ctx.person?.languages ?? new Map([['en', 0.8]]);
  const salary = ctx.salaryByCity.get(city.id);
  const detected = input.detectedLocation;
  let proximity = 0;
  if (ctx.home) {
    proximity = proximityScore(haversineKm(ctx.home.lat, ctx.home.lng, city.lat, city.lng));
  } else if (detected && detected.latitude !== null && detected.longitude !== null) {
    proximity = proximityScore(haversineKm(detected.latitude, detected.longitude, city.lat, city.lng));
  } else if (detected && detected.countryCode) {
    proximity = detected.countryCode === city.country ? 1 : 0.1;
  }
  // Size: big = 1 for 10M, 0 for 100k. Urban likes big; suburban likes a large city's outskirts (mid-size and
  // large cities, not the biggest centres); small town likes small.
  const big = Math.max(0, Math.min(1, (Math.log10(Math.max(1, city.population)) - 5) / 2));
  const sizeParts = [
    loc.includes('urban') ? big : null,
    loc.includes('suburban') ? 1 - Math.abs(big - 0.45) / 0.55 : null,
    loc.includes('small-town') ? 1 - big : null,
  ].filter((x): x is number => x !== null);
  const chosen = input.industries;
  const industryHits = chosen.filter((i) => city.industries.includes(i)).length;
  const named = ctx.named;
  const namedScore = !named
    ? 0
    : named.avoidCityIds.has(city.id) || named.avoidCountries.has(city.country)
      ? 0
      : named.cityIds.has(city.id)
        ? 1
        : named.countries.has(city.country)
          ? 0.8
          : 0;
  const left = ctx.moneyLeftEur?.get(city.id);
  return {
    cost: left !== undefined ? Math.max(0, left) + 1 : 100 / Math.max(1, city.costIndex.value),
    salary: salary ? convertValue(salary.value, salary.currency, 'EUR', data.rates) : 0,
    'industry-fit': chosen.length > 0 ? industryHits / Math.min(3, chosen.length) : 0,
    'job-market': 0.5 * (city.techHub ? 1 : 0) + 0.5 * q(city, 'economy'),
    family: mean(q(city, 'family'), q(city, 'education'), q(city, 'safety')),
    culture: q(city, 'leisure'),
    nature: mean(q(city, 'outdoors'), q(city, 'environment')),
    community: mean(q(city, 'tolerance'), q(city, 'safety')),
    growth: mean(q(city, 'economy'), q(city, 'startups')),
    language: cityLanguageScore(city, languages),
    'climate-geography': climateValues.length > 0 ? mean(...climateValues) : 0,
    proximity,
    'city-size': sizeParts.length > 0 ? mean(...sizeParts) : 0,
    safety: q(city, 'safety'),
    healthcare: q(city, 'healthcare'),
    housing: q(city, 'housing'),
    'work-life': mean(q(city, 'commute'), q(city, 'outdoors')),
    'your-picks': input.preferredCities.includes(city.id) && !named?.avoidCityIds.has(city.id) ? 1 : 0,
    'housing-budget': ctx.budgetFit?.get(city.id) ?? 0,
    'named-places': namedScore,
    'work-permit': ctx.workRight?.get(city.id) ?? 1,
  };
}

/**
 * Factors whose raw value is already on an absolute 0..1 scale: scored as they are, not relative to the best city
 * (a city 300 km away is not "best" just because no city is nearer; a budget is met or not).
 */
const ABSOLUTE: ReadonlySet<CityFactor> = new Set([
  'language',
  'proximity',
  'housing-budget',
  'named-places',
  'work-permit',
  'your-picks',
  'climate-geography',
  'city-size',
]);

export interface ScoredCity {
  city: EngineCity;
  /** earned / possible x 100, before the cap. */
  share: number;
  match: number;
  breakdown: FactorScore[];
  /** Each factor's score 0..1 after comparing cities (1 = the best city on it). */
  scores: Record<CityFactor, number>;
  weights: Record<CityFactor, number>;
  /** Facts shown beside the score (distance, rent against the budget, right to work), set by the city fit. */
  extras?: CityExtras;
}

export interface CityExtras {
  distanceKm?: number;
  /**
   * Monthly rent of the home this household needs, and the budget, both in the budget's currency; the same rent in the
   * city's own currency beside them.
   */
  budget?: {
    rent: number;
    budget: number;
    currency: string;
    fits: boolean;
    cityRent?: number;
    cityCurrency?: string;
    /** The rent is a room in a shared home while the person studies (decision 0253). */
    room?: true;
  };
  moneyLeftMonthly?: MoneyFigure;
  /** `moneyLeftMonthly` is on the person's own current pay (the city they live in now), not the role's. */
  moneyLeftOnCurrentPay?: boolean;
  /** `moneyLeftMonthly` is on the person's own pay scaled to this city by the role's typical pay (decision 0129). */
  moneyLeftOnScaledPay?: boolean;
  /** `moneyLeftMonthly` is on the role's typical pay because the current pay was set aside, and why (decision 0162). */
  moneyLeftOnRolePay?: 'studying' | 'changing' | 'part-time';
  /** `moneyLeftMonthly` leaves out childcare the household has (decision 0163). */
  moneyLeftWithoutChildcare?: boolean;
  workRight?: WorkRight;
  /** The city's languages assumed spoken because the person named none (decision 0245). */
  languagesAssumed?: string[];
}

/**
 * Scores every city: a factor's score is the city's raw value divided by the best city's (so the best city on a
 * factor gets all its points); earned = points x score; match = earned / possible x 100, rounded, capped at 97.
 * Sorted best first (ties by id). `exclude` leaves factors out (the wizard's hub base score leaves out industry fit
 * and proximity, which the hub ranking adds as its own bonuses).
 */
export function scoreCities(
  input: CityInput,
  ctx: CityContext,
  data: EngineData,
  options: {
    exclude?: readonly CityFactor[];
    weights?: Partial<Record<CityFactor, number>>;
    context?: WeightContext;
  } = {},
): ScoredCity[] {
  const weights = { ...factorWeights(input, options.context), ...options.weights };
  for (const factor of options.exclude ?? []) weights[factor] = 0;
  const raws = data.cities.map((city) => rawFactors(city, input, ctx, data));
  const best = {} as Record<CityFactor, number>;
  for (const factor of CITY_FACTORS) best[factor] = Math.max(0, ...raws.map((r) => r[factor]));
  const active = CITY_FACTORS.filter((f) => weights[f] > 0);
  const scored = data.cities.map((city, i): ScoredCity => {
    const raw = raws[i]!;
    const scores = {} as Record<CityFactor, number>;
    let earned = 0;
    let possible = 0;
    const breakdown: FactorScore[] = [];
    for (const factor of CITY_FACTORS) {
      const s = ABSOLUTE.has(factor)
        ? Math.max(0, Math.min(1, raw[factor]))
        : best[factor] > 0
          ? Math.max(0, raw[factor]) / best[factor]
          : 1;
      scores[factor] = s;
      if (weights[factor] <= 0) continue;
      earned += weights[factor] * s;
      possible += weights[factor];
      breakdown.push({ factor, earned: round(weights[factor] * s, 1), possible: weights[factor] });
    }
    const share = possible > 0 ? (earned / possible) * 100 : 0;
    return {
      city,
      share,
      match: Math.min(CITY_MATCH_CAP, Math.round(share)),
      breakdown: active.length ? breakdown : [],
      scores,
      weights,
    };
  });
  return scored.sort((a, b) => b.share - a.share || cmp(a.city.id, b.city.id));
}

const FACTOR_WORDS: Record<CityFactor, string> = {
  cost: 'your household keeps the most each month after rent and living costs',
  salary: 'pay for your predicted role is high',
  'industry-fit': 'your industries are strong here',
  'job-market': 'a busy job market and tech scene',
  family: 'family friendly, with good schools',
  culture: 'rich culture and leisure',
  nature: 'nature and clean air close by',
  community: 'open, tolerant and safe community',
  growth: 'a growing economy with startups',
  language: 'you can get by in a language you speak',
  'climate-geography': 'the climate and landscape you asked for',
  proximity: 'close to where you live now',
  'city-size': 'the size of place you prefer',
  safety: 'safe',
  healthcare: 'good healthcare',
  housing: 'housing is comparatively available',
  'work-life': 'short commutes and time outdoors',
  'your-picks': 'you picked it yourself',
  'housing-budget': 'a home for your household fits your housing budget',
  'named-places': 'you named it (or its country or region)',
  'work-permit': 'you can work there without a permit',
};

/** A factor in words, said to "you" for a person living alone (decision 0127). */
const factorWords = (factor: CityFactor, input: CityInput): string =>
  livesAlone(input.familyStatus)
    ? FACTOR_WORDS[factor]
        .replace('your household keeps', 'you keep')
        .replace('for your household', 'for you')
    : FACTOR_WORDS[factor];

/** Reasons in words: the factors where the city earned the most points (score >= 0.7), at most 4, then cautions. */
export function cityReasons(scored: ScoredCity, input: CityInput, salary?: MoneyFigure): Reason[] {
  const reasons: Reason[] = [];
  const overBudget = scored.extras?.budget?.fits === false;
  const strong = scored.breakdown
    // A rent above the budget is never a reason for the city, however close it comes (walk F37: 13 of 14 points).
    .filter((f) => f.possible > 0 && f.earned / f.possible >= 0.7)
    .filter((f) => !(f.factor === 'housing-budget' && overBudget))
    .sort((a, b) => b.earned - a.earned || cmp(a.factor, b.factor))
    .slice(0, 4);
  for (const f of strong) {
    const factor = f.factor as CityFactor;
    const params: Record<string, string | number> = {
      city: scored.city.name,
      earned: f.earned,
      possible: f.possible,
    };
    let text = `${scored.city.name}: ${factorWords(factor, input)} (${f.earned} of ${f.possible} points).`;
    if (factor === 'industry-fit') {
      const hits = input.industries.filter((i) => scored.city.industries.includes(i));
      params.industries = hits.join(', ');
      text = `${scored.city.name} is a hub for ${hits.join(', ')} (${f.earned} of ${f.possible} points).`;
    } else if (factor === 'salary' && salary) {
      params.amount = Math.round(salary.value);
      params.currency = salary.currency;
      text = `Your predicted role pays about ${Math.round(salary.value).toLocaleString('en-US')} ${salary.currency} a year in ${scored.city.name} (${f.earned} of ${f.possible} points).`;
    }
    reasons.push({ code: `city.${factor}`, params, text });
  }
  // A person living alone is told "you", a household "your household" (decision 0127; the web's keys do the same).
  const alone = livesAlone(input.familyStatus);
  const who = alone ? 'you' : 'your household';
  // A household short each month is told first, before any reason for the city (audit 3).
  const left = scored.extras?.moneyLeftMonthly;
  if (left && left.value < 0) {
    const amount = Math.round(-left.value);
    reasons.unshift({
      code: 'city.caution.money-left',
      params: { city: scored.city.name, amount, currency: left.currency },
      text: `In ${scored.city.name} ${who} would fall short by ${amount.toLocaleString('en-US')} ${left.currency} a month after rent and living costs.`,
    });
  }
  const cost = scored.breakdown.find((f) => f.factor === 'cost');
  if (cost && cost.possible >= 16 && cost.earned / cost.possible < 0.5) {
    reasons.push({
      code: 'city.caution.cost',
      params: { city: scored.city.name },
      text: `In ${scored.city.name} ${alone ? 'you keep' : 'your household keeps'} less each month after rent and living costs than in most of your best-matching cities, and costs matter to you.`,
    });
  }
  const extras = scored.extras;
  if (extras?.budget && !extras.budget.fits) {
    const room = extras.budget.room === true;
    reasons.push({
      code: room ? 'city.caution.budget-room' : 'city.caution.budget',
      params: {
        city: scored.city.name,
        rent: Math.round(extras.budget.rent),
        budget: Math.round(extras.budget.budget),
        currency: extras.budget.currency,
        // The same rent in the city's own currency, which the sentence names first (decision 0034).
        ...(extras.budget.cityRent !== undefined &&
          extras.budget.cityCurrency !== undefined && {
            cityRent: Math.round(extras.budget.cityRent),
            cityCurrency: extras.budget.cityCurrency,
          }),
      },
      // A student's budget against the room she rents while she studies (decision 0253).
      text: `${room ? 'While you study, a room in a shared home' : `A home for ${alone ? 'you' : 'your household'}`} in ${scored.city.name} typically costs about ${Math.round(extras.budget.rent).toLocaleString('en-US')} ${extras.budget.currency} a month, above your budget of ${Math.round(extras.budget.budget).toLocaleString('en-US')} ${extras.budget.currency}.`,
    });
  }
  const permit = extras?.workRight?.permit;
  if (extras?.workRight?.status === 'permit' && permit) {
    const threshold = permit.threshold;
    if (extras.workRight.rankedAs) {
      // Neither citizenship nor home given (decision 0107): what the ranking counted, said as a condition.
      reasons.push({
        code: 'city.caution.permit-unknown',
        params: { city: scored.city.name, permit: permit.name },
        text: `Your right to work in ${scored.city.name} is not known: you gave no citizenship. A citizen of an EU/EEA country or Switzerland needs a work permit there (${permit.name}), and the city is ranked as such.`,
      });
    } else if (permit.lottery) {
      reasons.push({
        code: 'city.caution.permit-lottery',
        params: {
          city: scored.city.name,
          permit: permit.name,
          rate: permit.lottery.selectionRate,
          year: permit.lottery.fiscalYear,
        },
        text: `You would need a work permit for ${scored.city.name}: ${permit.name}; in ${permit.lottery.fiscalYear} about ${permit.lottery.selectionRate}% of registrations were selected.`,
      });
    } else if (threshold) {
      reasons.push({
        code: permit.meets ? 'city.caution.permit-meets' : 'city.caution.permit-below',
        params: {
          city: scored.city.name,
          permit: permit.name,
          threshold: Math.round(threshold.value),
          currency: threshold.currency,
          year: permit.year,
        },
        text: permit.meets
          ? `You would need a work permit for ${scored.city.name} (${permit.name}); your predicted pay meets its threshold of ${Math.round(threshold.value).toLocaleString('en-US')} ${threshold.currency} a year (${permit.year}).`
          : `You would need a work permit for ${scored.city.name} (${permit.name}); your predicted pay is below its threshold of ${Math.round(threshold.value).toLocaleString('en-US')} ${threshold.currency} a year (${permit.year}).`,
      });
    } else {
      reasons.push({
        code: 'city.caution.permit',
        params: { city: scored.city.name, permit: permit.name },
        text: `You would need a work permit for ${scored.city.name} (${permit.name}).`,
      });
    }
  }
  if (reasons.length === 0) {
    reasons.push({
      code: 'city.balanced',
      params: { city: scored.city.name, match: scored.match },
      text: `${scored.city.name} scores evenly on what matters to you, without a standout strength.`,
    });
  }
  return reasons.slice(0, 8);
}

export function toCityMatch(scored: ScoredCity, input: CityInput, salary?: MoneyFigure): CityMatch {
  return {
    cityId: scored.city.id,
    name: scored.city.name,
    country: scored.city.country,
    lat: scored.city.lat,
    lng: scored.city.lng,
    match: scored.match,
    breakdown:
      scored.breakdown.length > 0 ? scored.breakdown : [{ factor: 'balanced', earned: 0, possible: 0 }],
    reasons: cityReasons(scored, input, salary),
    ...(scored.extras && { facts: cityFacts(scored.extras) }),
  };
}

function cityFacts(extras: CityExtras): NonNullable<CityMatch['facts']> {
  return {
    ...(extras.distanceKm !== undefined && { distanceKm: Math.round(extras.distanceKm) }),
    ...(extras.budget && {
      budget: {
        rent: Math.round(extras.budget.rent),
        budget: Math.round(extras.budget.budget),
        currency: extras.budget.currency,
        fits: extras.budget.fits,
        ...(extras.budget.cityRent !== undefined &&
          extras.budget.cityCurrency && {
            cityRent: Math.round(extras.budget.cityRent),
            cityCurrency: extras.budget.cityCurrency,
          }),
        ...(extras.budget.room && { room: true as const }),
      },
    }),
    ...(extras.moneyLeftMonthly && { moneyLeftMonthly: extras.moneyLeftMonthly }),
    ...(extras.moneyLeftMonthly && extras.moneyLeftOnCurrentPay && { moneyLeftOnCurrentPay: true }),
    ...(extras.moneyLeftMonthly && extras.moneyLeftOnScaledPay && { moneyLeftOnScaledPay: true }),
    ...(extras.moneyLeftMonthly &&
      extras.moneyLeftOnRolePay && { moneyLeftOnRolePay: extras.moneyLeftOnRolePay }),
    ...(extras.moneyLeftMonthly && extras.moneyLeftWithoutChildcare && { moneyLeftWithoutChildcare: true }),
    ...(extras.languagesAssumed && { languagesAssumed: extras.languagesAssumed }),
    ...(extras.workRight && {
      workRight: {
        status: extras.workRight.status,
        ...(extras.workRight.basis && { basis: extras.workRight.basis }),
        ...(extras.workRight.assumedFrom && { assumedFrom: extras.workRight.assumedFrom }),
        ...(extras.workRight.rankedAs && { rankedAs: extras.workRight.rankedAs }),
        ...(extras.workRight.permit && { permit: extras.workRight.permit }),
      },
    }),
  };
}

/**
 * The cost caution ("in X your household keeps less ... than in most of your best-matching cities"; it measures money
 * left, not a price index, so it no longer says "expensive": walk F20) is true only of a city that leaves the household
 * less than most of the cities shown with it (walk F20: all five recommended cities got it, the cheapest too). Of `matches`, the ids
 * whose cost points are below the median of the first `shown` cities' (the recommendations); the others lose it.
 */
export function withTrueCostCautions<T extends Pick<CityMatch, 'cityId' | 'breakdown' | 'reasons'>>(
  matches: readonly T[],
  shown = 5,
): T[] {
  const costOf = (m: T) => m.breakdown.find((f) => f.factor === 'cost')?.earned ?? 0;
  const peers = matches
    .slice(0, shown)
    .map(costOf)
    .sort((a, b) => a - b);
  const median =
    peers.length === 0
      ? 0
      : (peers[Math.floor((peers.length - 1) / 2)]! + peers[Math.floor(peers.length / 2)]!) / 2;
  return matches.map((m) =>
    costOf(m) < median ? m : { ...m, reasons: m.reasons.filter((r) => r.code !== 'city.caution.cost') },
  );
}
