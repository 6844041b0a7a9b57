import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult, Affordability } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { AffordabilityCard } from './affordability-card';

/**
 * Walk 0112: the Manchester career changer's household income held Child Benefit with no source of its own, and a
 * share or multiple rounded onto a limit read against it ("30% … above 30%", "4 times" for 3.97).
 */
const MANCHESTER = {
  userType: 'career-changer',
  personalInfo: {
    firstName: 'Daniel',
    lastName: 'Hughes',
    email: 'daniel@example.co.uk',
    location: 'Manchester',
  },
  skills: ['SQL', 'Power BI', 'Microsoft Excel'],
  educationBackground: { level: 'bachelors' },
  locationPreferences: ['current'],
  consideredCountries: ['GB'],
  industries: ['finance'],
  experienceLevel: 'senior',
  currency: 'GBP',
  familyStatus: 'family',
  childrenCount: 1,
  partnerWorks: true,
  partnerIncome: 28_000,
} as const;

const UTRECHT = {
  userType: 'student',
  personalInfo: { firstName: 'Fleur', lastName: 'Bakker', email: 'fleur@example.nl', location: 'Utrecht' },
  skills: ['Patient Care'],
  educationBackground: { level: 'bachelors' },
  locationPreferences: ['current'],
  consideredCountries: ['NL'],
  industries: ['healthcare'],
  experienceLevel: 'entry',
} as const;

function analysis(answers: object): AnalysisResult {
  const mapped = mapAnswersToRequest(answers);
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: new Date('2026-11-27T00:00:00Z') });
}

let manchester: AnalysisResult;
let utrecht: AnalysisResult;
beforeAll(() => {
  manchester = analysis(MANCHESTER);
  utrecht = analysis(UTRECHT);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderCard(result: AnalysisResult, entry: Affordability, cityName: string, currency: string) {
  const state = { result, locale: 'en', answers: { currency } } as unknown as DashboardState;
  render(
    <StaticDashboardProvider value={state}>
      <AffordabilityCard entry={entry} cityName={cityName} />
    </StaticDashboardProvider>,
  );
  return screen.getByTestId(`affordability-${entry.cityId}`);
}

describe('the affordability card of walk 0112', () => {
  it('names the child benefits in the household income, with their own source', () => {
    const entry = manchester.affordability.find((a) => a.cityId === 'manchester')!;
    expect(entry.childBenefitsMonthly?.value).toBeGreaterThan(0);
    const card = renderCard(manchester, entry, 'Manchester', 'GBP');
    const line = within(card).getByTestId('afford-child-benefits');
    expect(line).toHaveTextContent(/^Of which child benefits: £\d+ a month/);
    expect(line).toHaveTextContent(entry.childBenefitsMonthly!.source.slice(0, 20));
  });

  it('a share just above 30% and a multiple just under 4 do not read as on the limit', () => {
    const real = utrecht.affordability.find((a) => a.cityId === 'utrecht')!;
    const entry: Affordability = {
      ...real,
      rentShareOfNet: 30.04,
      checks: {
        ...real.checks,
        thirtyPercentOfNet: { ...real.checks.thirtyPercentOfNet, pass: false },
        dutchLandlordGrossMultiple: {
          ...real.checks.dutchLandlordGrossMultiple,
          multiple: 3.97,
          verdict: 'meets-3x',
        },
      },
    };
    const card = renderCard(utrecht, entry, 'Utrecht', 'EUR');
    expect(card).toHaveTextContent('30.04% of net income: above 30%');
    expect(card).toHaveTextContent(
      'Gross monthly pay on the payslip (without holiday pay or a year-end payment) is 3.97 times the rent',
    );
  });
});
