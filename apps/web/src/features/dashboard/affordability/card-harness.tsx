// Test helper (not part of the app): the affordability card's tests run the real engine on a person's answers and
// render the card inside a fixed dashboard state, as the dashboard does.
import { render, screen } from '@testing-library/react';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { AffordabilityCard } from './affordability-card';

/**
 * The affordability cards' usual person: a senior software engineer living in Munich, as the wizard stores the answers.
 * Each test adds the household and pay it is about.
 */
export const MUNICH_ENGINEER = {
  userType: 'professional',
  personalInfo: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas@example.de', location: 'München' },
  skills: ['Python', 'TypeScript', 'Cloud computing'],
  educationBackground: { level: 'masters' },
  careerGoals: ['technical-mastery'],
  locationPreferences: ['anywhere'],
  industries: ['technology'],
  experienceLevel: 'senior',
} as const;

/** The engine's result for these wizard answers, on a fixed day. */
export function analysisOf(answers: unknown): AnalysisResult {
  const mapped = mapAnswersToRequest(answers);
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: new Date('2026-11-27T00:00:00Z') });
}

/** The dashboard's state for a result, in a language, with the answers the card reads. */
export function dashboardState(
  result: AnalysisResult,
  locale: 'en' | 'nl',
  answers: Record<string, unknown> = { currency: 'EUR' },
): DashboardState {
  return { result, locale, answers } as unknown as DashboardState;
}

/** Renders one city's affordability card and returns it. */
export function renderAffordabilityCard(
  state: DashboardState,
  cityId: string,
  cityName: string,
  home = false,
) {
  const entry = state.result!.affordability.find((a) => a.cityId === cityId)!;
  render(
    <StaticDashboardProvider value={state}>
      <AffordabilityCard entry={entry} cityName={cityName} homeCity={home} />
    </StaticDashboardProvider>,
  );
  return screen.getByTestId(`affordability-${cityId}`);
}
