import { partialRequestFromAnswers, type AnalysisLocale } from '../contracts/analysis-request';
import { OnboardingAnswers, type OnboardingAnswersInput } from '../contracts/onboarding';
import type { MoneyFigure } from '../contracts/figure';
import type { HubCandidate } from '../rules/hubs';
import { cityFit, type CityFit } from './city-fit';
import type { EngineData } from './data';
import { money } from './money';

export type PartialAnswers = OnboardingAnswersInput;

/**
 * The city fit of the answers so far (the wizard's city screens, before the analysis): exactly the scorer the
 * analysis uses (engine/city-fit.ts), on the answers mapped the way the analysis maps them, so a city's score here is
 * the score the dashboard will show for the same answers.
 */
export function cityFitForAnswers(
  answers: PartialAnswers,
  data: EngineData,
  options: { locale?: AnalysisLocale } = {},
): CityFit {
  const request = partialRequestFromAnswers(OnboardingAnswers.parse(answers), {
    locale: options.locale ?? 'en',
  });
  return cityFit(request, data);
}

/**
 * Every city as a `HubCandidate` for the spec's hub selection (packages/core/src/rules/hubs.ts): the base score is
 * the city's match (no separate bonuses: industry fit and proximity are factors of the match). avgSalary is the
 * typical pay of the predicted role in the person's currency.
 */
export function scoreCitiesForAnswers(
  answers: PartialAnswers,
  data: EngineData,
  options: { locale?: AnalysisLocale } = {},
): HubCandidate[] {
  const fit = cityFitForAnswers(answers, data, options);
  const currency = OnboardingAnswers.parse(answers).currency;
  return fit.scored.map((s) => ({
    id: s.city.id,
    name: s.city.name,
    countryCode: s.city.country,
    lat: s.city.lat,
    lng: s.city.lng,
    industries: s.city.industries,
    highlights: s.city.highlights,
    avgSalary: convertSafe(fit.salaryByCity.get(s.city.id)!, currency, data),
    isEuropean: s.city.isEuropean,
    baseScore: s.match,
  }));
}

export function convertSafe(figure: MoneyFigure, to: string, data: EngineData): MoneyFigure {
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
