import { describe, expect, it } from 'vitest';
import { engineConstants } from '../datasets/constants';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { youngChildrenIn } from './childcare';
import { money } from './money';

/**
 * Walk W514 (decision 0232): "under school age" was asked once for every country, so a five-year-old cost a full-time
 * childcare place in Amsterdam, where school starts at 4. With each child's age, a city counts only the children
 * younger than its country's school-start age (the Netherlands 4, Germany 6, Poland 6).
 */
describe('childcare by the age school starts in each country (walk W514)', () => {
  it('the school-start ages are typed in with their sources', () => {
    const ages = engineConstants.schoolStart!.ages;
    expect(ages.NL).toMatchObject({ age: 4, compulsory: 5 });
    expect(ages.DE!.age).toBe(6);
    expect(ages.GB!.age).toBe(4);
    expect(ages.SE!.age).toBe(6);
    for (const entry of Object.values(ages)) expect(entry.source.length).toBeGreaterThan(20);
  });

  it('counts the children younger than the country school-start age, all of them without ages', () => {
    expect(youngChildrenIn('NL', 2, [2, 5])).toBe(1);
    expect(youngChildrenIn('NL', 2, [2, 4])).toBe(1);
    expect(youngChildrenIn('NL', 2, [1, 3])).toBe(2);
    expect(youngChildrenIn('DE', 2, [2, 5])).toBe(2);
    expect(youngChildrenIn('PL', 2, [2, 5])).toBe(2);
    expect(youngChildrenIn('SE', 2, [2, 6])).toBe(1);
    // Saved before ages were asked, or not one age per child: every child counted, as before.
    expect(youngChildrenIn('NL', 2, undefined)).toBe(2);
    expect(youngChildrenIn('NL', 2, [5])).toBe(2);
    expect(youngChildrenIn('NL', undefined, [5])).toBeUndefined();
    // A country without a school-start age: every child counted.
    expect(youngChildrenIn('XX', 2, [2, 5])).toBe(2);
  });

  it('Amsterdam costs one place for children of 2 and 5, Berlin two (the same household)', () => {
    const data = bundledEngineData();
    const city = (id: string) => data.cities.find((c) => c.id === id)!;
    const household = { bedrooms: 2, householdScale: 2.1, adults: 2, children: 2, youngChildren: 2 };
    const run = (id: string, ages?: number[]) =>
      affordabilityIn(
        city(id),
        money(90000, 'EUR', 'derived', 'test', 2025),
        { ...household, ...(ages && { youngChildAges: ages }) },
        data,
        money(20000, 'EUR', 'derived', 'test', 2025),
      ).childcareMonthly!.value;
    // One place instead of two: above a joint income of 50,811 both children take the first child's percentage, so
    // the cost halves exactly (the five-year-old is at school in the Netherlands).
    const one = run('amsterdam', [2, 5]);
    expect(one).toBeGreaterThan(0);
    expect(run('amsterdam')).toBeCloseTo(2 * one, 2);
    expect(run('amsterdam', [1, 3])).toBeCloseTo(2 * one, 2);
    expect(run('berlin', [2, 5])).toBe(run('berlin'));
  });
});
