import { describe, expect, it } from 'vitest';
import { cityScore, getCity } from './cities';

// Walk W121 (decision 0164): the school score from PISA 2022 said "2025", the year the score was made, on a 2022 figure.
describe("a score from one dated input carries that input's year", () => {
  const city = getCity('amsterdam')!;
  it.each([
    ['education', 2022],
    ['safety', 2022],
    ['healthcare', 2023],
    ['environment', 2022],
    ['economy', 2024],
  ] as const)('%s: %i', (key, year) => {
    expect(cityScore(city, key).year).toBe(year);
  });
  it('the PISA score names the year it carries', () => {
    const education = cityScore(city, 'education');
    expect(education.source).toContain(`PISA ${education.year}`);
  });
});
