import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard, MUNICH_ENGINEER } from './card-harness';
import { StaticDashboardProvider } from '../state';
import { CityScoreBreakdown } from '../profile/city-score-breakdown';
import { HealthLine } from './affordability-card';

/**
 * Decision 0102: a US city's card shows the employee's share of the employer health plan as its own line, taken from
 * money left, with its source and year; a city's breakdown says when the right to work was assumed from where the
 * person lives; in en and nl.
 */
const ANSWERS = {
  ...MUNICH_ENGINEER,
  familyStatus: 'family',
  childrenCount: 2,
  currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' },
} as const;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function state(locale: 'en' | 'nl') {
  return dashboardState(result, locale, { currency: 'EUR', familyStatus: 'family' });
}

function renderCard(cityId: string, cityName: string, locale: 'en' | 'nl' = 'en') {
  return renderAffordabilityCard(state(locale), cityId, cityName);
}

describe('a family abroad on the affordability card and the city breakdown', () => {
  it('Seattle: health insurance a month, its source and year, and money left said to be after it', () => {
    const card = renderCard('seattle', 'Seattle');
    const line = within(card).getByTestId('afford-health');
    expect(line).toHaveTextContent('$508');
    expect(line).toHaveTextContent('National Compensation Survey');
    expect(card).toHaveTextContent('Money left a month after rent, living costs and health insurance');
  });

  it('Munich: no health insurance line (the payslip pays it)', () => {
    const card = renderCard('munich', 'Munich');
    expect(within(card).queryByTestId('afford-health')).toBeNull();
    expect(card).toHaveTextContent('Money left a month after rent and living costs');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('seattle', 'Seattle', 'nl');
    expect(card).toHaveTextContent('Zorgverzekering per maand (jouw deel van een werkgeversregeling)');
    expect(card).toHaveTextContent('Per maand over na huur, kosten van levensonderhoud en zorgverzekering');
  });

  it('the breakdown of Los Angeles says a permit is needed and that the citizenship was assumed', async () => {
    const la = result.cityMatches.find((m) => m.cityId === 'los-angeles')!;
    render(
      <StaticDashboardProvider value={state('en')}>
        <CityScoreBreakdown match={la} locale="en" />
      </StaticDashboardProvider>,
    );
    const box = screen.getByTestId('city-breakdown');
    expect(box).toHaveTextContent('Work permit needed');
    expect(box).toHaveTextContent('You gave no citizenship: Thrive assumes you hold that of Germany');
    // No language was named either: German is assumed in German-speaking cities only (decision 0245).
    expect(box).not.toHaveTextContent('Thrive assumes you speak');
  });

  it('the breakdown of Munich says German was assumed, as no language was named (en, nl)', async () => {
    const munich = result.cityMatches.find((m) => m.cityId === 'munich')!;
    const { unmount } = render(
      <StaticDashboardProvider value={state('en')}>
        <CityScoreBreakdown match={munich} locale="en" />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('city-breakdown')).toHaveTextContent(
      'You named no language: Thrive assumes you speak German, as where you live.',
    );
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <StaticDashboardProvider value={state('nl')}>
        <CityScoreBreakdown match={munich} locale="nl" />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('city-breakdown')).toHaveTextContent(
      'Je gaf geen talen op: Thrive gaat ervan uit dat je Duits spreekt, zoals waar je woont.',
    );
  });
});

/**
 * Decision 0105: a Swiss city's card shows the compulsory basic health insurance (KVG) for each person as its own
 * line, with its source and year, taken from money left; in en and nl (the same family as above).
 */
describe('Swiss basic health insurance on the affordability card', () => {
  it('Zürich: the per-person line, two adults and two children at the canton average, with its source and year', () => {
    const card = renderCard('zurich', 'Zürich');
    expect(card).toHaveTextContent('Health insurance a month (compulsory basic insurance, per person)');
    const line = within(card).getByTestId('afford-health');
    expect(line).toHaveTextContent('1,099');
    expect(line).toHaveTextContent('BAG/OFSP');
    expect(line).toHaveTextContent('2025');
    expect(card).toHaveTextContent('Money left a month after rent, living costs and health insurance');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('zurich', 'Zürich', 'nl');
    expect(card).toHaveTextContent('Zorgverzekering per maand (verplichte basisverzekering, per persoon)');
    expect(card).toHaveTextContent('Per maand over na huur, kosten van levensonderhoud en zorgverzekering');
    expect(within(card).getByTestId('afford-health-reduction')).toHaveTextContent(
      'Niet afgetrokken: de premieverlaging van het kanton',
    );
  });

  // Decision 0119: Lausanne and Geneva carry their canton's figures, and the card says the cantonal premium reduction
  // (IPV) is not taken off; the timeline and report line says the amount is before it.
  it('Lausanne at the canton of Vaud means, Geneva at the canton of Geneva, each saying the premium reduction is not taken off', () => {
    const lausanne = renderCard('lausanne', 'Lausanne');
    const line = within(lausanne).getByTestId('afford-health');
    expect(line).toHaveTextContent('1,283'); // 2 x 505.30 + 2 x 136.30
    expect(line).toHaveTextContent('Canton of Vaud');
    expect(within(lausanne).getByTestId('afford-health-reduction')).toHaveTextContent(
      'Not taken off: the cantonal premium reduction (Prämienverbilligung, subside) for lower and middle incomes',
    );
  });

  it('Geneva: the estimate is labelled as one', () => {
    const geneva = renderCard('geneva', 'Geneva');
    const line = within(geneva).getByTestId('afford-health');
    expect(line).toHaveTextContent('1,441'); // 2 x 572 + 2 x 148.70
    expect(line).toHaveTextContent('Tribune de Genève');
    expect(line).toHaveTextContent('Estimate');
  });

  it('the timeline and report line says the amount is before any cantonal premium reduction, en and nl', async () => {
    const entry = result.affordability.find((a) => a.cityId === 'lausanne')!;
    const { unmount } = render(
      <StaticDashboardProvider value={state('en')}>
        <HealthLine entry={entry} />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('health-line')).toHaveTextContent('(before any cantonal premium reduction)');
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <StaticDashboardProvider value={state('nl')}>
        <HealthLine entry={entry} />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('health-line')).toHaveTextContent(
      '(vóór een eventuele premieverlaging van het kanton)',
    );
  });
});
