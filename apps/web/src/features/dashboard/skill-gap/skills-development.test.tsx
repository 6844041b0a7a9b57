import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { runAnalysis } from '@thrive/core/engine/index';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { SkillsDevelopment } from './skills-development';

/**
 * Walk W302/W313 (decision 0201): an accountant changing careers, listing SQL, Power BI, Tableau, Excel and
 * Accounting, was told he had no skill gaps; the empty table's header was cut off at 390 px and "View Full Skills
 * Roadmap" led to an empty box. Answers typed as the wizard stores them; the engine makes the analysis.
 */
function daan(): OnboardingAnswers {
  const base = emptyAnswers();
  return {
    ...base,
    userType: 'career-changer',
    whatMatters: ['finding-job', 'relocating'],
    timeline: '1-3-years',
    skills: ['SQL', 'Power BI', 'Tableau', 'Microsoft Excel', 'Accounting'],
    educationBackground: { ...base.educationBackground, level: 'bachelors', fieldOfStudy: 'Accountancy' },
    experienceLevel: 'mid',
    workEnergy: ['analytical'],
    familyStatus: 'couple',
    industries: ['technology'],
    consideredCountries: ['NL', 'BE'],
    personalInfo: {
      ...base.personalInfo,
      firstName: 'Daan',
      lastName: 'de Groot',
      email: 'daan@example.nl',
      location: 'Utrecht, Netherlands',
    },
  };
}

let result: AnalysisResult;
beforeAll(() => {
  const mapped = mapAnswersToRequest(daan());
  if (!mapped.ok) throw new Error(mapped.code);
  result = runAnalysis(mapped.request, { now: new Date('2026-11-28T00:00:00Z') });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderCard(gaps: AnalysisResult['skillGaps'], locale: 'en' | 'nl' = 'en') {
  const value = { result, top: result, locale, answers: daan(), savedAnswers: daan(), hasDraft: false };
  render(
    <StaticDashboardProvider value={value as unknown as DashboardState}>
      <SkillsDevelopment gaps={gaps} />
    </StaticDashboardProvider>,
  );
}

describe('the skills the career changer lacks', () => {
  it('are listed with their hours, and the roadmap button is there', () => {
    renderCard(result.skillGaps);
    expect(screen.queryByTestId('no-skill-gaps')).toBeNull();
    expect(screen.getByRole('rowheader', { name: /Business Analysis/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Full Skills Roadmap' })).toBeInTheDocument();
  });

  it('with no gaps: the sentence, no empty table, no roadmap button leading nowhere (en and nl)', async () => {
    renderCard([]);
    expect(screen.getByTestId('no-skill-gaps')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Full Skills Roadmap' })).toBeNull();
    await i18n.changeLanguage('nl');
    renderCard([], 'nl');
    expect(screen.getAllByTestId('no-skill-gaps')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
