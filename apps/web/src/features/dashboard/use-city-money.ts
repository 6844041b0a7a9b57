import type { MoneyFigure } from '@thrive/core/contracts/figure';
import { cityMoney, homeCurrency } from './format';
import { useDashboard } from './state';

/**
 * Money about a city as the dashboard writes it everywhere (decision 0034): `show(figure, cityCurrency)` gives the
 * amount in the city's currency first, then "≈" the person's own (`answers.currency`) where it differs. The city's
 * currency defaults to the figure's own (rents, money left); a prediction's pay is stored in the person's currency,
 * so its city's currency is passed (the prediction's rent carries it).
 */
export function useCityMoney(): (figure: Pick<MoneyFigure, 'value' | 'currency'>, city?: string) => string {
  const { locale, answers } = useDashboard();
  const home = homeCurrency(answers?.currency);
  return (figure, city) => cityMoney(figure.value, figure.currency, city ?? figure.currency, home, locale);
}
