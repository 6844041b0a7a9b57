import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { AffordabilityCard } from './affordability-card';

/**
 * Decision 0105: a Swiss city's card shows the compulsory basic health insurance (KVG) for each person as its own
 * line, with its source and year, taken from money left; in en and nl.
 */
const ANSWERS = {
  userType: 'professional',
  personalInfo: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas@example.de', location: 'München' },
  skills: ['Python', 'TypeScript', 'Cloud computing'],
  educationBackground: { level: 'masters' },
  careerGoals: ['technical-mastery'],
  locationPreferences: ['anywhere'],
  industries: ['technology'],
  experienceLevel: 'senior',
  familyStatus: 'family',
  childrenCount: 2,
  currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' },
} as const;

let result: AnalysisResult;
beforeAll(() => {
  const mapped = mapAnswersToRequest(ANSWERS);
  if (!mapped.ok) throw new Error(mapped.code);
  result = runAnalysis(mapped.request, { now: new Date('2026-11-27T00:00:00Z') });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderCard(cityId: string, cityName: string, locale: 'en' | 'nl' = 'en') {
  const entry = result.affordability.find((a) => a.cityId === cityId)!;
  const value = {
    result,
    locale,
    answers: { currency: 'EUR', familyStatus: 'family' },
  } as unknown as DashboardState;
  render(
    <StaticDashboardProvider value={value}>
      <AffordabilityCard entry={entry} cityName={cityName} />
    </StaticDashboardProvider>,
  );
  return screen.getByTestId(`affordability-${cityId}`);
}

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
  });
});
