import { describe, expect, it } from 'vitest';
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
  educationBackground: { level: 'bachelors', fieldOfStudy: 'Verpleegkunde' },
  experienceLevel: 'junior',
  industries: ['healthcare'],
  currency: 'EUR',
  timeframe: 'annual',
  salaryRange: 40_000,
  currentPay: { amount: 36_123, timeframe: 'annual', currency: 'EUR' },
  preferredCities: ['groningen', 'utrecht'],
});

describe('decision 0163: the same pay on both sides of a comparison (walk W103)', () => {
  it("her pay in Utrecht, where the CAO pays what it pays in Groningen, is her own EUR 36,123, not 36,000", () => {
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
