import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState } from '../affordability/card-harness';
import { renderCompare, serveFiguresFromCore } from './compare-harness';

/**
 * Walk 0801, W802 (decision 0262): Aoife, a newly qualified nurse in Dublin, compares Cork with London. London is not
 * among her plan's cities, so its card comes from the figures API, which did not carry the pension: the card said
 * "Net pay a month £2,298" with only the tax rules as its source, while £2,298 is what is left after the NHS Pension
 * Scheme's member contribution. The API now returns the pension and Compare's card names it, as the plan's cards do.
 */
const aoife = {
  userType: 'recent-grad',
  personalInfo: { firstName: 'Aoife', lastName: 'Byrne', email: 'aoife@example.ie', location: 'Dublin' },
  skills: ['Patient care', 'Medication administration'],
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Nursing', graduationYear: '2026' },
  targetRole: 'registered-nurse',
  industries: ['healthcare'],
  familyStatus: 'single',
  currency: 'EUR',
  preferredCities: ['Cork'],
} as const;

/**
 * The dashboard reads the summary of her plan, which keeps the affordability of her best-matching cities only: London
 * is not among them, so Compare asks the figures API for it.
 */
const whole = analysisOf(aoife);
const result = { ...whole, affordability: whole.affordability.filter((a) => a.cityId !== 'london') };
const outside = 'london';
const state = (locale: 'en' | 'nl') =>
  dashboardState(result, locale, { ...aoife, personalInfo: { ...aoife.personalInfo } });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("Compare's card for a city outside the plan names the pension taken from net pay (W802)", () => {
  it('London, outside the plan summary, from the figures API: the NHS contribution is its own line (en)', async () => {
    // The engine's own London entry has the NHS contribution: the figures API must give the same.
    expect(whole.affordability.find((a) => a.cityId === 'london')?.pensionScheme).toBe('nhs');
    serveFiguresFromCore();
    renderCompare(state('en'), ['cork', outside]);
    const cards = await screen.findAllByTestId('afford-pension');
    const london = cards.find((line) => /NHS Pension Scheme/.test(line.textContent ?? ''));
    expect(london).toBeDefined();
    expect(london).toHaveTextContent(/After an NHS Pension Scheme contribution of £\d/);
  });

  it('the same in Dutch', async () => {
    await i18n.changeLanguage('nl');
    serveFiguresFromCore();
    renderCompare(state('nl'), ['cork', outside]);
    const cards = await screen.findAllByTestId('afford-pension');
    expect(cards.some((line) => /pensioenfonds van de NHS/.test(line.textContent ?? ''))).toBe(true);
  });
});
