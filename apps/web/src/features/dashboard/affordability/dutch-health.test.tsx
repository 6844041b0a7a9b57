import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';
import { StaticDashboardProvider } from '../state';
import { AffordabilityCard, HealthLine } from './affordability-card';

/**
 * Decision 0106: a Dutch city's card shows the basic insurance's premium for each adult less the zorgtoeslag as its own
 * line, each part with its source and year, taken from money left; the label follows the kind of cover the engine
 * decided, not the city's country; in en and nl. A starter living in Amsterdam on EUR 36,000.
 */
const ANSWERS = {
  userType: 'professional',
  personalInfo: {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@example.nl',
    location: 'Amsterdam',
  },
  skills: ['JavaScript', 'React', 'TypeScript'],
  educationBackground: { level: 'bachelors' },
  careerGoals: ['technical-mastery'],
  industries: ['technology'],
  experienceLevel: 'entry',
  familyStatus: 'single',
  currentPay: { amount: 36_000, timeframe: 'annual', currency: 'EUR' },
} as const;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function state(locale: 'en' | 'nl', r: AnalysisResult = result) {
  return dashboardState(r, locale, { currency: 'EUR', familyStatus: 'single' });
}

function renderCard(locale: 'en' | 'nl', r: AnalysisResult = result) {
  return renderAffordabilityCard(state(locale, r), 'amsterdam', 'Amsterdam');
}

describe('the Dutch basic health insurance on the affordability card', () => {
  it('Amsterdam: the premium of one adult less the zorgtoeslag, each with its source and year', async () => {
    const card = renderCard('en');
    expect(card).toHaveTextContent('Health insurance a month, after healthcare allowance');
    const line = within(card).getByTestId('afford-health');
    // The allowance is tested on her pay less the pension premium (decision 0189): 158.33 - 60.
    expect(line).toHaveTextContent('€98');
    expect(within(line).getByTestId('afford-health-premium')).toHaveTextContent(
      'Premium of the compulsory basic insurance for 1 adult: €158 a month',
    );
    expect(within(line).getByTestId('afford-health-allowance')).toHaveTextContent(
      // She lives alone: her income, not her household's (decision 0127).
      'Less the healthcare allowance (zorgtoeslag) for your income: €60 a month',
    );
    expect(within(line).getByTestId('afford-health-own-risk')).toHaveTextContent('€385 a year');
    // Decision 0119: the allowance assumes assets below the zorgtoeslag's limit (the wizard asks no savings).
    expect(within(line).getByTestId('afford-health-assets')).toHaveTextContent(
      'The healthcare allowance assumes your savings and other assets (box 3) are below €141,896 on 1 January',
    );
    expect(line).toHaveTextContent('vermogenstoets zorgtoeslag 2025');
    expect(await within(line).findByText(/Belastingdienst\/Toeslagen, zorgtoeslag 2025/)).toBeInTheDocument();
    expect(line).toHaveTextContent('Ministry of Health, Welfare and Sport (VWS)');
    expect(card).toHaveTextContent('Money left a month after rent, living costs and health insurance');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderCard('nl');
    expect(card).toHaveTextContent('Zorgverzekering per maand, na zorgtoeslag');
    const line = within(card).getByTestId('afford-health');
    expect(within(line).getByTestId('afford-health-premium')).toHaveTextContent(
      'Premie van de verplichte basisverzekering voor 1 volwassene: € 158 per maand',
    );
    expect(within(line).getByTestId('afford-health-allowance')).toHaveTextContent(
      'Min de zorgtoeslag bij je inkomen: € 60 per maand',
    );
    expect(within(line).getByTestId('afford-health-own-risk')).toHaveTextContent('verplichte eigen risico');
    expect(within(line).getByTestId('afford-health-assets')).toHaveTextContent(
      'De zorgtoeslag gaat ervan uit dat je spaargeld en ander vermogen (box 3) op 1 januari onder € 141.896 ligt',
    );
    expect(await within(line).findByText(/hoogstens € 1\.572 per jaar/)).toBeInTheDocument();
    expect(line).toHaveTextContent('Ministerie van VWS, begroting 2025');
    expect(card).toHaveTextContent('Per maand over na huur, kosten van levensonderhoud en zorgverzekering');
  });

  it('the label follows the kind the engine decided, not the country of the city', () => {
    // The same entry with the city's country unknown to the dashboard (no city match for it).
    const bare = { ...result, cityMatches: result.cityMatches.filter((c) => c.cityId !== 'amsterdam') };
    const card = renderCard('en', bare);
    expect(card).toHaveTextContent('Health insurance a month, after healthcare allowance');
    expect(within(card).getByTestId('afford-health')).toHaveAttribute('data-kind', 'dutch-basic');
  });

  it('the timeline and report line under money left, en and nl', async () => {
    const entry = result.affordability.find((a) => a.cityId === 'amsterdam')!;
    const { unmount } = render(
      <StaticDashboardProvider value={state('en')}>
        <HealthLine entry={entry} />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('health-line')).toHaveTextContent(
      'After health insurance of €98 a month (healthcare allowance already taken off, assuming assets below its limit)',
    );
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <StaticDashboardProvider value={state('nl')}>
        <HealthLine entry={entry} />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('health-line')).toHaveTextContent(
      'Na zorgverzekering van € 98 per maand (zorgtoeslag al afgetrokken, als het vermogen onder de grens ligt)',
    );
  });

  it('a shortfall warning says it is after health insurance too, and a pay above the limit says no zorgtoeslag', async () => {
    const entry = result.affordability.find((a) => a.cityId === 'amsterdam')!;
    const short = {
      ...entry,
      warnings: ['money-left-negative' as const],
      moneyLeftMonthly: { ...entry.moneyLeftMonthly, value: -100 },
    };
    const above = {
      ...entry,
      healthCover: {
        ...entry.healthCover!,
        allowanceMonthly: { ...entry.healthCover!.allowanceMonthly!, value: 0 },
        monthly: { ...entry.healthCover!.monthly, value: 158.33 },
      },
    };
    render(
      <StaticDashboardProvider value={state('en')}>
        <AffordabilityCard entry={short} cityName="Amsterdam" />
        <HealthLine entry={above} />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('affordability-amsterdam')).toHaveTextContent(
      // A person living alone: "you", not "your household" (decision 0122).
      'in Amsterdam you would be €100 short each month after rent, living costs and health insurance.',
    );
    expect(screen.getByTestId('health-line')).toHaveTextContent(
      'After health insurance of €158 a month (no healthcare allowance at this pay)',
    );
  });
});
