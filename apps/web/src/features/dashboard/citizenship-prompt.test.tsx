import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { runAnalysis } from '@thrive/core/engine/index';
import i18n from '@/lib/i18n';
import './i18n';
import { CitizenshipPrompt } from './citizenship-prompt';
import { reasonText } from './labels';
import { CityScoreBreakdown } from './profile/city-score-breakdown';
import { StaticDashboardProvider, type DashboardState } from './state';

/**
 * Decision 0107: a student who gave neither where they live nor a citizenship is told above the results that Thrive
 * does not know where they may work, with the way to the wizard's citizenship field; each city says the right is not
 * known; in en and nl. Nothing of the kind once a citizenship is answered.
 */
function answersOf(citizenships: string[]): OnboardingAnswers {
  const base = emptyAnswers();
  return {
    ...base,
    userType: 'student',
    whatMatters: ['finding-job'],
    timeline: '1-3-years',
    skills: ['Python', 'Data analysis', 'Statistics'],
    industries: ['technology'],
    locationPreferences: ['anywhere'],
    citizenships,
    personalInfo: {
      ...base.personalInfo,
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne@example.nl',
    },
  };
}
function analyse(answers: OnboardingAnswers): AnalysisResult {
  const mapped = mapAnswersToRequest(answers);
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: new Date('2026-11-27T00:00:00Z') });
}

let unknown: AnalysisResult;
let dutch: AnalysisResult;
beforeAll(() => {
  unknown = analyse(answersOf([]));
  dutch = analyse(answersOf(['NL']));
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function state(result: AnalysisResult, answers: OnboardingAnswers, locale: 'en' | 'nl') {
  return {
    result,
    top: { ...result, cityMatches: result.cityMatches.slice(0, 1) },
    locale,
    answers,
    savedAnswers: answers,
    hasDraft: false,
  } as unknown as DashboardState;
}

function renderPrompt(result: AnalysisResult, answers: OnboardingAnswers, locale: 'en' | 'nl' = 'en') {
  render(
    <StaticDashboardProvider value={state(result, answers, locale)}>
      <CitizenshipPrompt />
    </StaticDashboardProvider>,
  );
}

describe('the prompt for a person whose right to work is unknown', () => {
  it('says so in English, with a link to the citizenship field that returns to the review', () => {
    renderPrompt(unknown, answersOf([]));
    const prompt = screen.getByRole('region', {
      name: 'Add your citizenship to see where you can work without a visa',
    });
    expect(prompt).toHaveTextContent('ranked as for a citizen of an EU/EEA country or Switzerland');
    const link = within(prompt).getByRole('link', { name: 'Add your citizenship' });
    expect(link).toHaveAttribute('href', '/onboarding/location-preferences?from=review#citizenship');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    renderPrompt(unknown, answersOf([]), 'nl');
    const prompt = screen.getByRole('region', {
      name: 'Vul je nationaliteit in om te zien waar je zonder visum kunt werken',
    });
    expect(prompt).toHaveTextContent('gerangschikt als voor een burger van een EU/EER-land of Zwitserland');
    expect(within(prompt).getByRole('link', { name: 'Nationaliteit invullen' })).toBeInTheDocument();
  });

  it('is not shown once a citizenship is answered', () => {
    renderPrompt(dutch, answersOf(['NL']));
    expect(screen.queryByTestId('citizenship-prompt')).toBeNull();
  });

  it("a city's breakdown and caution say the right is not known, in en and nl", async () => {
    const pittsburgh = unknown.cityMatches.find((m) => m.cityId === 'pittsburgh')!;
    // In the dashboard, as the profile tab renders it (the breakdown reads the answers: decision 0122).
    const { unmount } = render(
      <StaticDashboardProvider value={state(unknown, answersOf([]), 'en')}>
        <CityScoreBreakdown match={pittsburgh} locale="en" />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('city-breakdown')).toHaveTextContent(
      'Your right to work here is not known: you gave no citizenship. A citizen of an EU/EEA country or Switzerland needs a work permit here',
    );
    const caution = pittsburgh.reasons.find((r) => r.code === 'city.caution.permit-unknown')!;
    expect(reasonText(i18n.getFixedT('en', 'dashboard'), caution)).toContain(
      'Your right to work in Pittsburgh is not known',
    );
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <StaticDashboardProvider value={state(unknown, answersOf([]), 'nl')}>
        <CityScoreBreakdown match={pittsburgh} locale="nl" />
      </StaticDashboardProvider>,
    );
    expect(screen.getByTestId('city-breakdown')).toHaveTextContent(
      'Of je hier mag werken is niet bekend: je gaf geen nationaliteit op.',
    );
    expect(reasonText(i18n.getFixedT('nl', 'dashboard'), caution, 'nl')).toContain(
      'Of je in Pittsburgh mag werken is niet bekend',
    );
  });
});
