import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { SAMPLE_ANSWERS } from '@thrive/core/engine/sample-person';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState } from '../affordability/card-harness';
import type { DashboardState } from '../state';
import { renderCompare, serveFiguresFromCore } from './compare-harness';

/**
 * Decision 0176 (left by decision 0165, walk W118): Compare says when its two sides' pay or rent figures are of
 * different years. A machine-learning engineer's Munich pay is the Entgeltatlas 2025 developers' median, Amsterdam's
 * the CBS 2022 occupation median indexed to 2025 (decision 0232), so the pay is of one year; Munich's rent is of 2023,
 * Amsterdam's of 2024.
 */
let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(SAMPLE_ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const serveFigures = () => serveFiguresFromCore();

describe('Compare says when its figures are of different years (decision 0176)', () => {
  it('names the years of the rent of Munich and Amsterdam, and not the pay of one year, in English', async () => {
    serveFigures();
    renderCompare(dashboardState(result, 'en', SAMPLE_ANSWERS), ['munich', 'amsterdam']);
    // The note stands on the figures API's pay for the predicted role, so it waits for both cities' answers.
    await screen.findByText(/Salary as/);
    expect(await screen.findByTestId('compare-years-mixed')).toHaveTextContent(
      'The figures are not all of the same year: the rent in Munich is of 2023, in Amsterdam of 2024. Pay and rents ' +
        'change from year to year, so part of the difference may come from the years, not the cities.',
    );
  });

  it('says it in Dutch', async () => {
    await i18n.changeLanguage('nl');
    serveFigures();
    renderCompare(dashboardState(result, 'nl', SAMPLE_ANSWERS), ['munich', 'amsterdam']);
    await screen.findByText(/Salaris als/);
    expect(await screen.findByTestId('compare-years-mixed')).toHaveTextContent(
      'De cijfers zijn niet allemaal van hetzelfde jaar: de huur in München is van 2023, in Amsterdam van 2024.',
    );
  });

  it('says nothing where both sides are of the same years (Amsterdam and Utrecht)', async () => {
    serveFigures();
    renderCompare(dashboardState(result, 'en', SAMPLE_ANSWERS), ['amsterdam', 'utrecht']);
    await screen.findByText(/Salary as/);
    expect(screen.queryByTestId('compare-years-mixed')).toBeNull();
  });

  it('names the rents of different years before an analysis too (the bundled figures)', () => {
    renderCompare({ result: null, locale: 'en', answers: null } as unknown as DashboardState, [
      'munich',
      'amsterdam',
    ]);
    expect(screen.getByTestId('compare-years-mixed')).toHaveTextContent(
      'the rent in Munich is of 2023, in Amsterdam of 2024',
    );
  });
});
