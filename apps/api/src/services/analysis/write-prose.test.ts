import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { SAMPLE_ANSWERS } from '@thrive/core/engine/sample-person';
import { runAnalysis } from '@thrive/core/engine/index';
import { factsFor } from './write-prose';

/** The facts the prose writer is given say the rent share as the percent it is (30.0), not x 100 (3000; decision 0251). */
describe('factsFor', () => {
  it('gives each city its rent share as a percent with one decimal', () => {
    const mapped = mapAnswersToRequest(SAMPLE_ANSWERS);
    if (!mapped.ok) throw new Error(mapped.code);
    const result = runAnalysis(mapped.request, { now: new Date('2026-11-29T10:00:00Z') });
    const facts = factsFor(result);
    for (const city of facts.cities) {
      expect(city.rentShareOfNetPercent).toBeGreaterThan(0);
      expect(city.rentShareOfNetPercent).toBeLessThan(100);
    }
    const first = result.affordability.find((a) => a.cityId === result.cityMatches[0]!.cityId)!;
    expect(facts.cities[0]!.rentShareOfNetPercent).toBeCloseTo(first.rentShareOfNet, 1);
  });
});
