import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { runAnalysis } from '@thrive/core/engine/index';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { scrollTo, SkillsDevelopment } from './skills-development';

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

describe('the buttons that show a section take the focus there (walk W520)', () => {
  it('Explore Career Strategies moves the focus to the career progression heading', () => {
    renderCard(result.skillGaps);
    const button = screen.getByRole('button', { name: 'Explore Career Strategies' });
    button.focus();
    button.click();
    const heading = document.getElementById('career-progression')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('a section outside the card: the heading named takes the focus', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section id="plan-x"><h2 id="plan-x-title">Plan</h2></section>',
    );
    scrollTo('plan-x', 'plan-x-title');
    expect(document.activeElement).toBe(document.getElementById('plan-x-title'));
    document.getElementById('plan-x')!.remove();
  });
});
