import type { AnalysisRequest } from '../contracts/analysis-request';
import type { OnboardingAnswersInput } from '../contracts/onboarding';
import type { MoneyFigure } from '../contracts/figure';
import type { HubCandidate } from '../rules/hubs';
import { scoreCities, type CityInput } from './cities';
import type { EngineData } from './data';
import { money } from './money';
import { derivePerson } from './profile';
import { levelAfter, rankRoles, salaryIn } from './roles';

/** The hub base score is this share of the city match, so the ranking's +15 and up to +20 can still reorder hubs. */
export const HUB_BASE_SHARE = 0.65;

export type PartialAnswers = Partial<AnalysisRequest> | OnboardingAnswersInput;

/**
 * City scores from partial answers (the wizard's initial-opportunities step, before the analysis): every city as a
 * `HubCandidate` for `selectHubs` / `rankHubs` (packages/core/src/rules/hubs.ts). The base score is 65% of the city
 * match computed without the industry-fit and proximity factors, because the hub ranking adds those as the spec's
 * +15 industry bonus and up to +20 proximity bonus. avgSalary is the typical pay, in the person's currency, of the
 * best-fitting role (or, before any skill is known, the mean over role families) in the city's data.
 */
export function scoreCitiesForAnswers(answers: PartialAnswers, data: EngineData): HubCandidate[] {
  const a = answers as Record<string, unknown>;
  const list = <T>(key: string) => (Array.isArray(a[key]) ? (a[key] as T[]) : []);
  const input: CityInput = {
    whatMatters: list('whatMatters'),
    lifestyleValues: list('lifestyleValues'),
    locationPreferences: list('locationPreferences'),
    lifeGoals: list('lifeGoals'),
    careerGoals: list('careerGoals'),
    industries: list('industries'),
    familyStatus: a.familyStatus as CityInput['familyStatus'],
    salaryLifestyleBalance: typeof a.salaryLifestyleBalance === 'number' ? a.salaryLifestyleBalance : 50,
    prioritizeOther: a.prioritizeOther === true,
    preferredCities: list('preferredCities'),
    detectedLocation: a.detectedLocation as CityInput['detectedLocation'],
  };
  const currency = typeof a.currency === 'string' ? a.currency : 'EUR';
  const skills = list<string>('skills');
  const person = derivePerson(
    {
      skills,
      careerGoals: input.careerGoals,
      workEnergy: list('workEnergy'),
      userType: a.userType as never,
      experienceLevel: a.experienceLevel as never,
      familyStatus: input.familyStatus,
      childrenCount: typeof a.childrenCount === 'number' ? a.childrenCount : 0,
      salaryRange: typeof a.salaryRange === 'number' ? a.salaryRange : 45000,
      timeframe: (a.timeframe as never) ?? 'annual',
      currency: currency as never,
      learningHoursPerWeek: 5,
      locale: a.locale === 'nl' ? 'nl' : 'en',
      resume: undefined,
      careerStatus: a.careerStatus as never,
    },
    data,
  );
  const role =
    skills.length > 0
      ? rankRoles(
          person,
          { industries: input.industries, workEnergy: list('workEnergy'), industrySwitch: undefined },
          data,
        )[0]?.role
      : undefined;
  const level = levelAfter(person, 0);
  const pay = new Map<string, MoneyFigure>();
  for (const city of data.cities) {
    if (role) pay.set(city.id, salaryIn(city, role, level, data));
    else {
      const values = Object.values(city.salaryByFamily);
      const first = values[0]!;
      pay.set(
        city.id,
        money(
          values.reduce((s, f) => s + f.value, 0) / values.length,
          first.currency,
          'estimate',
          `${first.source}; mean over role families`,
          first.year,
        ),
      );
    }
  }
  const scored = scoreCities(input, { person, salaryByCity: pay }, data, {
    exclude: ['industry-fit', 'proximity'],
  });
  return scored.map((s) => {
    const local = pay.get(s.city.id)!;
    const converted = convertSafe(local, currency, data);
    return {
      id: s.city.id,
      name: s.city.name,
      countryCode: s.city.country,
      lat: s.city.lat,
      lng: s.city.lng,
      industries: s.city.industries,
      highlights: s.city.highlights,
      avgSalary: converted,
      isEuropean: s.city.isEuropean,
      baseScore: Math.round(s.share * HUB_BASE_SHARE),
    };
  });
}

function convertSafe(figure: MoneyFigure, to: string, data: EngineData): MoneyFigure {
  if (figure.currency === to) return figure;
  const from = figure.currency === 'EUR' ? 1 : data.rates[figure.currency]?.perEuro;
  const target = to === 'EUR' ? 1 : data.rates[to]?.perEuro;
  if (!from || !target) return figure;
  return money(
    (figure.value / from) * target,
    to,
    'estimate',
    `${figure.source}; converted (ECB reference rate)`,
    figure.year,
  );
}
