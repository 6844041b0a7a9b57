import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0163 (walk W103): one national collective agreement pays a nurse the same in Groningen and Utrecht, so her
 * own pay carried to Utrecht is her own pay, not its rounding to 500 (EUR 8,424 at home read "Utrecht pays EUR 76
 * more" against 8,500). The person is answers as the wizard stores them, through the engine's public entry.
 */
const person = personMaker();
const nurse = person({
  userType: 'professional',
  personalInfo: { location: 'Groningen' },
  skills: ['Patient care', 'Nursing', 'Medication administration', 'Wondzorg'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'bachelors',
    fieldOfStudy: 'Verpleegkunde',
  },
  experienceLevel: 'junior',
  industries: ['healthcare'],
  currency: 'EUR',
  timeframe: 'annual',
  salaryRange: 40_000,
  currentPay: { amount: 36_123, timeframe: 'annual', currency: 'EUR' },
  preferredCities: ['groningen', 'utrecht'],
});

describe('decision 0163: the same pay on both sides of a comparison (walk W103)', () => {
  it('her pay in Utrecht, where the CAO pays what it pays in Groningen, is her own EUR 36,123, not 36,000', () => {
    const r = analyse(nurse, { locale: 'nl' });
    const home = r.affordability.find((a) => a.cityId === 'groningen')!;
    const utrecht = r.affordability.find((a) => a.cityId === 'utrecht')!;
    expect(home.grossAnnual.value).toBe(36_123);
    expect(utrecht.payOrigin).toBe('scaled');
    expect(utrecht.grossAnnual.value - home.grossAnnual.value).toBe(0);
    // Still said how it is made: her share of the role's typical pay, carried.
    expect(utrecht.grossAnnual.source).toMatch(/^Your current gross pay, \d+% of the role's typical pay/);
  });
});

/** Walk persona 2: a Manchester family of four, one child under school age going to childcare. */
const family = person({
  userType: 'professional',
  personalInfo: { location: 'Manchester' },
  skills: ['Excel', 'SQL', 'Statistics', 'Data Analysis'],
  experienceLevel: 'mid',
  industries: ['technology'],
  currency: 'GBP',
  timeframe: 'annual',
  salaryRange: 40_000,
  currentPay: { amount: 45_000, timeframe: 'annual', currency: 'GBP' },
  familyStatus: 'family',
  partnerWorks: true,
  partnerIncome: 14_000,
  childrenCount: 2,
  youngChildren: 1,
});

describe('decision 0163: money left without the childcare the household has says so everywhere (walk W110)', () => {
  it("the city facts (the wizard's city card, the score breakdown) carry the flag where the analysis entry has no cost", () => {
    const r = analyse(family);
    // Edinburgh (Scotland) has no childcare rule; Manchester has England's since decision 0207.
    const edinburgh = r.affordability.find((a) => a.cityId === 'edinburgh')!;
    expect(edinburgh.childcare).toBe('not-modelled');
    const match = r.cityMatches.find((m) => m.cityId === 'edinburgh')!;
    expect(match.facts?.moneyLeftMonthly).toBeDefined();
    expect(match.facts?.moneyLeftWithoutChildcare).toBe(true);
    expect(r.affordability.find((a) => a.cityId === 'manchester')!.childcare).toBe('included');
    expect(
      r.cityMatches.find((m) => m.cityId === 'manchester')!.facts?.moneyLeftWithoutChildcare,
    ).toBeFalsy();
    // Where the net cost is in money left (or no child is under school age), no flag.
    const single = analyse(person({ ...family, familyStatus: 'single', childrenCount: 0, youngChildren: 0 }));
    expect(single.cityMatches.every((m) => !m.facts?.moneyLeftWithoutChildcare)).toBe(true);
  });
});
