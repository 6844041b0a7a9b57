import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';

/**
 * Decision 0120 (walk 0112: Amsterdam's 30% ruling was not mentioned for someone recruited from Munich): a Dutch city's
 * card says the ruling may apply, with its salary norm, its 27% from 2027 and the Belastingdienst as the source, and
 * that net pay leaves it out; a German city's card and the card of someone living in the Netherlands do not.
 */
const MUNICH = {
  userType: 'professional',
  personalInfo: {
    firstName: 'Jonas',
    lastName: 'Weber',
    email: 'jonas@example.de',
    location: 'München, Deutschland',
  },
  skills: ['JavaScript', 'TypeScript', 'React', 'Node.js'],
  educationBackground: { level: 'bachelors' },
  industries: ['technology'],
  experienceLevel: 'senior',
  familyStatus: 'single',
  locationPreferences: ['international'],
  currentPay: { amount: 85_000, timeframe: 'annual', currency: 'EUR' },
} as const;

let munich: AnalysisResult;
let utrecht: AnalysisResult;
beforeAll(() => {
  munich = analysisOf(MUNICH);
  utrecht = analysisOf({
    ...MUNICH,
    personalInfo: { ...MUNICH.personalInfo, location: 'Utrecht, Nederland' },
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const state = (r: AnalysisResult, locale: 'en' | 'nl') =>
  dashboardState(r, locale, { currency: 'EUR', familyStatus: 'single' });

describe('the Dutch 30% ruling on the affordability card', () => {
  it('Amsterdam, for someone living in Munich: says the rule and its source, in English', () => {
    const card = renderAffordabilityCard(state(munich, 'en'), 'amsterdam', 'Amsterdam');
    expect(card).toHaveTextContent('You may qualify for the Dutch 30% ruling');
    expect(card).toHaveTextContent('up to 30% of your pay tax-free for at most 5 years (27% from 2027)');
    expect(card).toHaveTextContent('above €46,660 a year (€35,468 if you are under 30');
    expect(card).toHaveTextContent('Not in the net pay shown here');
    expect(card).toHaveTextContent(
      'Official rule · Belastingdienst, Handboek Loonheffingen 2025, 30%-regeling, 2025',
    );
  });

  it('Amsterdam, for someone living in Munich: the same in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const card = renderAffordabilityCard(state(munich, 'nl'), 'amsterdam', 'Amsterdam');
    expect(card).toHaveTextContent('Mogelijk kom je in aanmerking voor de 30%-regeling');
    expect(card).toHaveTextContent(
      'tot 30% van je loon onbelast uitbetalen, hoogstens 5 jaar (vanaf 2027 27%)',
    );
    expect(card).toHaveTextContent('boven € 46.660 per jaar');
    expect(card).toHaveTextContent(
      'Officiële regel · Belastingdienst, Handboek Loonheffingen 2025, 30%-regeling, 2025',
    );
  });

  it('not for a German city, nor for someone who lives in the Netherlands', () => {
    const berlin = renderAffordabilityCard(state(munich, 'en'), 'berlin', 'Berlin');
    expect(berlin).not.toHaveTextContent('30% ruling');
    cleanup();
    const home = renderAffordabilityCard(state(utrecht, 'en'), 'amsterdam', 'Amsterdam');
    expect(home).not.toHaveTextContent('30% ruling');
  });
});
