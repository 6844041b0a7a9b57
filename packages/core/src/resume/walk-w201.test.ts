import { describe, expect, it } from 'vitest';
import { placesDataset } from '../datasets/places';
import { gazetteerOf, knownPlaceIn, resolvePlace } from '../engine/places';
import { currencyOfCountry } from '../rules/salary';
import { findLocation } from './contact';
import { parseLanguages } from './languages';
import { cvExperienceLevel, yearsShown } from './levels';
import { rowsAsLines } from './test-lines';

/** Walk findings W201 and W202 (decision 0181): a Manchester career changer's CV, read as a person expects. */
const lines = rowsAsLines;

const gazetteer = gazetteerOf(placesDataset());
const findPlace = knownPlaceIn(gazetteer);

describe('W201: the city the planner can price, not the suburb', () => {
  it('reads "Didsbury, Manchester M20" above "United Kingdom" as Manchester, United Kingdom (was "Didsbury")', () => {
    const contact = lines('Didsbury, Manchester M20', 'United Kingdom', '07700 900 412');
    const location = findLocation(contact, contact, findPlace);
    expect(location?.value).toBe('Manchester, United Kingdom');
    // ... which the place field resolves to the bundled city, whose money is the pound.
    const place = resolvePlace(location!.value, gazetteer);
    expect(place?.cityId).toBe('manchester');
    expect(currencyOfCountry(place?.countryCode)).toBe('GBP');
  });

  it.each([
    ['Didsbury, Manchester M20, United Kingdom', 'Manchester, United Kingdom'],
    ['Kreuzberg, Berlin 10997, Germany', 'Berlin, Germany'],
    ['Didsbury, Manchester, UK', 'Manchester, UK'],
    // Accents folded as the place field folds them (decision 0165's lead fix).
    ['Krzyki, Wrocław 53-000, Poland', 'Wrocław, Poland'],
    ['Krzyki, Wroclaw 53-000, Polska', 'Wroclaw, Polska'],
  ])('"%s" is "%s"', (text, expected) => {
    expect(findLocation(lines(text), [], findPlace)?.value).toBe(expected);
  });

  it('keeps postcodes out of the place', () => {
    expect(findLocation(lines('3511 AB Utrecht'))?.value).toBe('Utrecht');
    expect(findLocation(lines('Keizersgracht 1, 1015 AB Amsterdam'))?.value).toBe('Amsterdam');
    expect(
      findLocation(lines('Didsbury, Manchester M20', 'United Kingdom'), [], findPlace)?.value,
    ).not.toMatch(/\d/);
  });

  it('without the lookup, or with no known place, the first place stays', () => {
    expect(findLocation(lines('Didsbury, Manchester M20', 'United Kingdom'))?.value).toBe(
      'Didsbury, United Kingdom',
    );
    expect(findLocation(lines('Smallville, Nowhere 12345, Germany'), [], findPlace)?.value).toBe(
      'Smallville, Germany',
    );
  });

  it('does not take a CEFR level for a postcode', () => {
    expect(findLocation(lines('English C1, German B2'), [], findPlace)).toBeUndefined();
  });
});

describe('W201: every listed language with its level', () => {
  it('reads Yoruba between English and French (was dropped)', () => {
    const found = parseLanguages(lines('English (native)', 'Yoruba (fluent)', 'French (basic)'));
    expect(found.map((l) => [l.code, l.level])).toEqual([
      ['en', 'native'],
      ['yo', 'C1'],
      ['fr', 'A2'],
    ]);
  });

  it('reads them on one line separated by slashes', () => {
    const found = parseLanguages(lines('English (native) / Yoruba (fluent) / French (basic)'));
    expect(found.map((l) => [l.code, l.level])).toEqual([
      ['en', 'native'],
      ['yo', 'C1'],
      ['fr', 'A2'],
    ]);
  });

  it('does not give the level of a language it does not know to the next one', () => {
    const found = parseLanguages(lines('English (native) / Klingon (fluent) / French (basic)'));
    expect(found.map((l) => [l.code, l.level])).toEqual([
      ['en', 'native'],
      ['fr', 'A2'],
    ]);
  });
});

describe('W202: the band ticked holds the years shown', () => {
  it('shows whole years from two up, one decimal below', () => {
    expect(yearsShown(13.3)).toBe(13);
    expect(yearsShown(9.6)).toBe(10);
    expect(yearsShown(1.4)).toBe(1.4);
  });

  it('13.3 years tick nothing without a leadership title (was Senior, 7-10 years), Lead with one', () => {
    expect(cvExperienceLevel(13.3)).toBeUndefined();
    expect(cvExperienceLevel(13.3, true)).toBe('lead');
  });

  it.each([
    [0.5, 'entry'],
    [1.96, 'junior'],
    [3.6, 'mid'],
    [6.4, 'mid'],
    [9.4, 'senior'],
  ] as const)('%s years tick %s', (years, level) => {
    expect(cvExperienceLevel(years)).toBe(level);
  });
});
