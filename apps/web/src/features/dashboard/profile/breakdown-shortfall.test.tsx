import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState } from '../affordability/card-harness';
import { StaticDashboardProvider } from '../state';
import { CityScoreBreakdown } from './city-score-breakdown';

/** Walk 0701: a city's breakdown said "You keep about €-446 a month"; a shortfall is said as one (en, nl). */
const BOOKKEEPER = {
  userType: 'professional',
  personalInfo: {
    firstName: 'Lucía',
    lastName: 'García',
    email: 'lucia@example.es',
    location: 'Madrid, Spain',
  },
  skills: ['Accounting', 'Microsoft Excel', 'Bookkeeping'],
  educationBackground: { level: 'bachelors', institution: 'Universidad Complutense de Madrid' },
  experienceLevel: 'junior',
  industries: ['finance'],
  familyStatus: 'single',
  currency: 'EUR',
} as const;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a shortfall in the city breakdown', () => {
  it('is said as short, without a minus sign, in en and nl', async () => {
    const result = analysisOf(BOOKKEEPER);
    const short = result.cityMatches.find((m) => (m.facts?.moneyLeftMonthly?.value ?? 0) < 0)!;
    expect(short).toBeDefined();
    const { unmount } = render(
      <StaticDashboardProvider value={dashboardState(result, 'en', BOOKKEEPER)}>
        <CityScoreBreakdown match={short} locale="en" />
      </StaticDashboardProvider>,
    );
    const box = screen.getByTestId('city-breakdown');
    expect(box).toHaveTextContent(/You are about \S+ a month short after rent and living costs/);
    expect(box.textContent).not.toMatch(/-\s?[\d€]|€\s?-/);
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <StaticDashboardProvider value={dashboardState(result, 'nl', BOOKKEEPER)}>
        <CityScoreBreakdown match={short} locale="nl" />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('city-breakdown')).toHaveTextContent(
      /Je komt na huur en levenskosten ongeveer .+ per maand tekort/,
    );
  });
});
