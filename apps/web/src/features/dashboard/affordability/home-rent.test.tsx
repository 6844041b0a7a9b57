import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider } from '../state';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';
import { HouseholdMoney } from './household-money';

/**
 * Decision 0243 (walk W608): where the person lives now, the rent is what renting a new home there now costs (Madrid:
 * SERPAVI x the EMAL ratio of new leases, a newcomer's rent), which their own older lease may lie below; the card says
 * so, in English and Dutch. Another city keeps the plain tenancy line.
 */
const LUCIA = {
  userType: 'professional',
  personalInfo: { firstName: 'Lucía', lastName: 'García', email: 'lucia@example.es', location: 'Madrid' },
  skills: ['Accounting', 'Excel', 'Financial reporting'],
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Finance' },
  experienceLevel: 'mid',
  careerGoalsText: 'financial analyst',
  industries: ['finance'],
  familyStatus: 'single',
  currency: 'EUR',
  consideredCountries: ['ES'],
  preferredCities: ['Madrid', 'Valencia'],
} as const;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(LUCIA);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const state = (locale: 'en' | 'nl') =>
  ({
    ...dashboardState(result, locale, { currency: 'EUR', familyStatus: 'single' }),
    showAllCities: false,
  }) as ReturnType<typeof dashboardState>;

describe('the home city priced as renting a new home now (decision 0243)', () => {
  it("Madrid, where she lives: the newcomer's rent, framed as a new home now", () => {
    const c = renderAffordabilityCard(state('en'), 'madrid', 'Madrid', true);
    expect(within(c).getByTestId('afford-rent')).toHaveTextContent('770');
    expect(within(c).getByTestId('afford-tenancy')).toHaveTextContent(
      'If you rented a new home here now: what a newcomer pays (new lettings or recent movers), which may be more than your own rent on an older lease',
    );
  });

  it('Valencia, not her home: the plain tenancy line', () => {
    const c = renderAffordabilityCard(state('en'), 'valencia', 'Valencia');
    expect(within(c).getByTestId('afford-rent')).toHaveTextContent('450');
    expect(within(c).getByTestId('afford-tenancy')).toHaveTextContent(
      'What a newcomer pays (new lettings or recent movers)',
    );
    expect(within(c).getByTestId('afford-tenancy')).not.toHaveTextContent('new home here now');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const c = renderAffordabilityCard(state('nl'), 'madrid', 'Madrid', true);
    expect(within(c).getByTestId('afford-tenancy')).toHaveTextContent(
      'Als je hier nu een nieuwe woning zou huren: wat een nieuwkomer betaalt (nieuwe verhuringen of recent verhuisden), mogelijk meer dan je eigen huur op een ouder contract',
    );
  });

  it("the profile's card of her best match, Madrid, where she lives, says it", () => {
    render(
      <StaticDashboardProvider value={state('en')}>
        <HouseholdMoney />
      </StaticDashboardProvider>,
    );
    expect(result.cityMatches[0]!.cityId).toBe('madrid');
    const card = screen.getByTestId('affordability-madrid');
    expect(within(card).getByTestId('afford-tenancy')).toHaveTextContent(
      /^If you rented a new home here now/,
    );
  });
});
