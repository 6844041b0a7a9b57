import { describe, expect, it } from 'vitest';
import { periodPayScaled } from './period-pay';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('periodPayScaled (walk W415, moved out of the web component for W416)', () => {
  it("is the person's scaled pay only where a share is known and the gross differs from the salary beside it", () => {
    expect(periodPayScaled(1.1, { grossAnnual: eur(52_800) }, eur(48_000))).toBe(true);
  });

  it("is the role's pay where the gross is the salary beside it (a share above 1 not carried abroad)", () => {
    expect(periodPayScaled(1.1, { grossAnnual: eur(48_000) }, eur(48_000))).toBe(false);
  });

  it("is the role's pay without a share: a student's side job is not her career pay (walk W413)", () => {
    expect(periodPayScaled(undefined, { grossAnnual: eur(30_000) }, eur(41_000))).toBe(false);
  });

  it('a gross in another currency than the salary is scaled', () => {
    expect(periodPayScaled(0.9, { grossAnnual: { value: 48_000, currency: 'GBP' } }, eur(48_000))).toBe(true);
  });
});
