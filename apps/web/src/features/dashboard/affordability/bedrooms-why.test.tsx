import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';

/**
 * Walk W210, decision 0197: a family of four is priced on a 2-bedroom home, and the card says why beside the rent
 * (one bedroom for the parents, one the two children share), in en and nl; three children are priced on 3 bedrooms.
 */
const answersOf = (childrenCount: number) =>
  ({
    userType: 'professional',
    personalInfo: {
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne@example.nl',
      location: 'Utrecht',
    },
    skills: ['Python', 'SQL'],
    educationBackground: { level: 'masters' },
    careerGoals: ['technical-mastery'],
    locationPreferences: ['anywhere'],
    industries: ['technology'],
    experienceLevel: 'senior',
    familyStatus: 'family',
    childrenCount,
    partnerWorks: true,
    currentPay: { amount: 70_000, timeframe: 'annual', currency: 'EUR' },
  }) as const;

function card(childrenCount: number, locale: 'en' | 'nl' = 'en') {
  const result = analysisOf(answersOf(childrenCount));
  const entry = result.affordability.find((a) => a.cityId === 'amsterdam')!;
  const answers = { currency: 'EUR', familyStatus: 'family', childrenCount };
  return {
    entry,
    card: renderAffordabilityCard(dashboardState(result, locale, answers), 'amsterdam', 'Amsterdam'),
  };
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('why the home has the bedrooms it has (W210)', () => {
  it('a couple with two children: 2 bedrooms, the children sharing, next to the rent', () => {
    const { entry, card: c } = card(2);
    expect(entry.bedrooms).toBe(2);
    expect(within(c).getByTestId('afford-bedrooms-why')).toHaveTextContent(
      '2 bedrooms: one for the two of you, and your 2 children share, two to a room',
    );
    expect(within(c).getByTestId('afford-bedrooms-why')).not.toHaveTextContent('nearest');
  });

  it('three children: 3 bedrooms', () => {
    const { entry, card: c } = card(3);
    expect(entry.bedrooms).toBe(3);
    expect(within(c).getByTestId('afford-bedrooms-why')).toHaveTextContent(
      '3 bedrooms: one for the two of you',
    );
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const { card: c } = card(2, 'nl');
    expect(within(c).getByTestId('afford-bedrooms-why')).toHaveTextContent(
      "2 slaapkamers: één voor jullie tweeën, en je 2 kinderen slapen met z'n tweeën op een kamer",
    );
  });
});
