import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState } from '../affordability/card-harness';
import type { DashboardState } from '../state';
import { renderCompare, serveFiguresFromCore } from './compare-harness';

/**
 * Walk 0701, W705: Lucía in Madrid named no language; Compare said "Spoken here: Spanish, which you speak" while her
 * profile said "Languages: not given yet". The language assumed from where she lives (decision 0245) is said as
 * assumed; a language she named is said as hers (en, nl).
 */
const LUCIA = {
  userType: 'professional',
  personalInfo: { firstName: 'Lucía', lastName: 'García', email: 'lucia@example.es', location: 'Madrid' },
  skills: ['Accounting', 'Excel', 'Financial reporting'],
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Finance' },
  experienceLevel: 'junior',
  industries: ['finance'],
  familyStatus: 'single',
  currency: 'EUR',
  consideredCountries: ['ES'],
} as const;

function show(state: DashboardState) {
  serveFiguresFromCore();
  return renderCompare(state, ['madrid', 'lisbon']);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Compare says an assumed language as assumed (W705)', () => {
  it('no language named: Spanish is assumed in Madrid, said so; Lisbon speaks another (en, nl)', async () => {
    const result = analysisOf(LUCIA);
    expect(result.assumedLanguages).toEqual(['es']);
    const en = show(dashboardState(result, 'en', LUCIA));
    expect(
      await screen.findByText(
        'Spoken here: Spanish. You named no language: Thrive assumes you speak Spanish, as where you live. The bar: how well residents speak English.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/which you speak/)).toBeNull();
    en.unmount();
    await i18n.changeLanguage('nl');
    show(dashboardState(result, 'nl', LUCIA));
    expect(
      await screen.findByText(
        'Hier gesproken: Spaans. Je gaf geen talen op: Thrive gaat ervan uit dat je Spaans spreekt, zoals waar je woont. De balk: hoe goed inwoners Engels spreken.',
      ),
    ).toBeInTheDocument();
  });

  it('Spanish named: said as hers', async () => {
    const answers = { ...LUCIA, languages: [{ code: 'es', level: 'native' }] } as const;
    const result = analysisOf(answers);
    expect(result.assumedLanguages).toBeUndefined();
    show(dashboardState(result, 'en', answers));
    expect(
      await screen.findByText(
        'Spoken here: Spanish, which you speak. The bar: how well residents speak English.',
      ),
    ).toBeInTheDocument();
  });
});
