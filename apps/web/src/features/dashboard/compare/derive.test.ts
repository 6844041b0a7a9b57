import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPARE_CITIES, comparisonCityOptions } from '@thrive/core/rules/comparison';
import { cityWithCountry } from '@thrive/core/text/names';
import { byShownLabel, keepApart } from './derive';

describe('keepApart', () => {
  const options = [{ value: 'a' }, { value: 'b' }, { value: 'c' }];
  it('keeps the second choice when it differs from the first', () => {
    expect(keepApart(options, 'a', 'c')).toBe('c');
  });
  it('moves the second choice off the first', () => {
    expect(keepApart(options, 'c', 'c')).toBe('a');
    expect(keepApart(options, 'a', 'a')).toBe('b');
  });
});

describe('byShownLabel (compare lists in the interface language)', () => {
  it('keeps the pinned values first and sorts the rest by the shown label with the locale', () => {
    const options = [
      { value: 'x', label: 'Zürich' },
      { value: 'c', label: 'Keulen' },
      { value: 'p', label: 'Amsterdam' },
      { value: 'k', label: 'Kopenhagen' },
      { value: 'a', label: 'Aarhus' },
    ];
    expect(byShownLabel(options, 'nl', ['p']).map((o) => o.label)).toEqual([
      'Amsterdam',
      'Aarhus',
      'Keulen',
      'Kopenhagen',
      'Zürich',
    ]);
  });

  it('puts the Dutch city names of the Compare list in Dutch order (Keulen among the K, not where Cologne was)', () => {
    const labels = (locale: 'en' | 'nl') =>
      byShownLabel(
        comparisonCityOptions().map((c) => ({ value: c.id, label: cityWithCountry(c.id, locale) })),
        locale,
        DEFAULT_COMPARE_CITIES,
      )
        .slice(DEFAULT_COMPARE_CITIES.length)
        .map((o) => o.label);
    const nl = labels('nl');
    const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
    expect(nl).toEqual([...nl].sort(collator.compare));
    expect(nl.some((l) => l.startsWith('Keulen'))).toBe(true);
    // In English order Keulen would sit among the C's, right after the city before Cologne.
    const keulen = nl.findIndex((l) => l.startsWith('Keulen'));
    expect(collator.compare(nl[keulen - 1]!, 'K')).toBeLessThan(0);
    expect(collator.compare(nl[keulen - 1]!, 'D')).toBeGreaterThan(0);
    expect(labels('en').some((l) => l.startsWith('Cologne'))).toBe(true);
  });
});
