import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { LifestyleCard } from './lifestyle-card';
import { WorkStyleCard } from './work-style-card';

/** The Munich engineer of walk 0087: a family of three, both earning, a plain budget typed as "2500". */
const lukas: OnboardingAnswers = {
  ...emptyAnswers(),
  familyStatus: 'family',
  childrenCount: 1,
  youngChildren: 1,
  partnerWorks: true,
  partnerIncome: 70000,
  housingBudget: '2500',
  lifestyleValues: ['family-friendly'],
  consideredCountries: ['CH', 'DE', 'NL'],
  languages: [
    { code: 'de', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  citizenships: ['DE'],
};

function show(answers: OnboardingAnswers, locale: 'en' | 'nl' = 'en') {
  const value = { locale, answers } as unknown as DashboardState;
  return render(
    <StaticDashboardProvider value={value}>
      <LifestyleCard />
      <WorkStyleCard />
    </StaticDashboardProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Life & home and Work & learning show the household as answered (walk 0087)', () => {
  it('the number of children, the partner and their pay; a plain budget without "you wrote"; assumed hours said so', async () => {
    show(lukas);
    expect(screen.getByText('Children').nextSibling).toHaveTextContent('1 child');
    expect(screen.getByText('Partner').nextSibling).toHaveTextContent('Works, expected €70,000 a year');
    expect(screen.getByText('Housing budget').nextSibling).toHaveTextContent(/^€2,500 a month$/);
    expect(screen.getByText('Learning time').nextSibling).toHaveTextContent(
      /5 hours a week.*Not asked in the questionnaire/,
    );
    expect(screen.getByText('Countries you would consider').nextSibling).toHaveTextContent(
      'Germany, Netherlands, Switzerland',
    );
    expect(screen.getByText('Languages').nextSibling).toHaveTextContent(
      'German – Native, English – Fluent (C1-C2)',
    );
    expect(screen.getByText('Citizenship').nextSibling).toHaveTextContent('Germany');
  });

  it('in Dutch; a budget typed otherwise is still quoted; hours the person chose are not called assumed', async () => {
    await i18n.changeLanguage('nl');
    show({ ...lukas, partnerIncome: undefined, housingBudget: '€ 900,-', learningHoursPerWeek: 8 }, 'nl');
    expect(screen.getByText('Kinderen').nextSibling).toHaveTextContent('1 kind');
    expect(screen.getByText('Partner').nextSibling).toHaveTextContent('Werkt (inkomen niet opgegeven)');
    expect(screen.getByText('Woonbudget').nextSibling).toHaveTextContent('(je schreef “€ 900,-”)');
    expect(screen.getByText('Leertijd').nextSibling).toHaveTextContent(/^8 uur per week$/);
    expect(screen.getByText('Landen die je zou overwegen').nextSibling).toHaveTextContent(
      'Duitsland, Nederland, Zwitserland',
    );
    expect(screen.getByText('Talen').nextSibling).toHaveTextContent(
      'Duits – Moedertaal, Engels – Vloeiend (C1-C2)',
    );
    expect(screen.getByText('Nationaliteit').nextSibling).toHaveTextContent('Duitsland');
  });
});

describe('the cities the person picked, in the viewer language (walk W713)', () => {
  it('Berlin in English, Berlijn in Dutch', async () => {
    const answers = { ...lukas, preferredCities: ['groningen', 'berlin'] };
    const en = show(answers);
    expect(en.container).toHaveTextContent('Groningen, Berlin');
    en.unmount();
    await i18n.changeLanguage('nl');
    const nl = show(answers, 'nl');
    // The names load after the first screen (decision 0133).
    await waitFor(() => expect(nl.container).toHaveTextContent('Groningen, Berlijn'));
  });
});
