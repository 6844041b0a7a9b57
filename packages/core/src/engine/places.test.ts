import { describe, expect, it } from 'vitest';
import { placesDataset } from '../datasets/places';
import { gazetteerOf, normalizePlace, resolvePlace } from './places';

describe('place names typed without their special letters', () => {
  const g = gazetteerOf(placesDataset());

  it('folds letters that do not decompose (ł, ø, æ, œ, đ, ð, þ, ı) as well as accents', () => {
    expect(normalizePlace('Wrocław')).toBe('wroclaw');
    expect(normalizePlace('Łódź')).toBe('lodz');
    expect(normalizePlace('Tromsø')).toBe('tromso');
    expect(normalizePlace('Ærøskøbing')).toBe('aeroskobing');
    expect(normalizePlace('Düsseldorf')).toBe('dusseldorf');
  });

  // The lead's look (2026-11-28): "Wroclaw, Poland" was read as the country, so Compare called Warsaw "where you live
  // now" for a graduate in Wrocław.
  it.each(['Wroclaw, Poland', 'Wrocław, Poland', 'Wroclaw', 'wroclaw'])(
    '"%s" is Wrocław, the place',
    (text) => {
      const place = resolvePlace(text, g);
      expect(place?.cityId).toBe('wroclaw');
      expect(place?.precision).toBe('place');
    },
  );
});
