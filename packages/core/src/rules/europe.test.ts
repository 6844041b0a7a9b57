import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EUROPEAN_COUNTRIES,
  detectEuropean,
  findEuropeanCountry,
  isEuropeanCountryCode,
  isEuropeanLocationText,
} from './europe';

describe('the European country list', () => {
  it('holds the 46 Council of Europe members and 10 others, unique codes', () => {
    expect(EUROPEAN_COUNTRIES.filter((c) => c.coe)).toHaveLength(46);
    expect(EUROPEAN_COUNTRIES).toHaveLength(56);
    expect(new Set(EUROPEAN_COUNTRIES.map((c) => c.code)).size).toBe(56);
    for (const country of EUROPEAN_COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes the EU, EEA, Switzerland, the UK and the Balkans; excludes Russia and outside Europe', () => {
    const eu = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
    for (const code of [
      ...eu,
      'IS',
      'LI',
      'NO',
      'CH',
      'GB',
      'AL',
      'BA',
      'ME',
      'MK',
      'RS',
      'XK',
      'UA',
      'TR',
    ]) {
      expect(isEuropeanCountryCode(code)).toBe(true);
    }
    for (const code of ['RU', 'US', 'CA', 'MA', 'IL', 'GL', 'KZ', '', 'EU']) {
      expect(isEuropeanCountryCode(code)).toBe(false);
    }
    expect(isEuropeanCountryCode('nl')).toBe(true);
    expect(isEuropeanCountryCode(null)).toBe(false);
  });

  it('finds countries by code and by English or Dutch name, ignoring case and accents', () => {
    expect(findEuropeanCountry('DE')?.en).toBe('Germany');
    expect(findEuropeanCountry('Duitsland')?.code).toBe('DE');
    expect(findEuropeanCountry('the netherlands')?.code).toBe('NL');
    expect(findEuropeanCountry('Nederland')?.code).toBe('NL');
    expect(findEuropeanCountry('Belgie')?.code).toBe('BE');
    expect(findEuropeanCountry('Turkey')?.code).toBe('TR');
    expect(findEuropeanCountry('Tsjechië')?.code).toBe('CZ');
    expect(findEuropeanCountry('United States')).toBeUndefined();
    expect(findEuropeanCountry('')).toBeUndefined();
  });

  it('every English and Dutch name finds its own country (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EUROPEAN_COUNTRIES), fc.boolean(), (country, dutch) => {
        expect(findEuropeanCountry(dutch ? country.nl : country.en)?.code).toBe(country.code);
        expect(findEuropeanCountry(country.code.toLowerCase())?.code).toBe(country.code);
      }),
    );
  });
});

describe('isEuropeanLocationText', () => {
  it("matches the spec's words", () => {
    for (const text of [
      'Europe',
      'Berlin, Germany',
      'Paris, FRANCE',
      'Madrid, Spain',
      'Utrecht, Netherlands',
      'Dublin, Ireland',
      'Malmö, Sweden',
    ]) {
      expect(isEuropeanLocationText(text)).toBe(true);
    }
  });

  it('matches the other names of the list in English and Dutch', () => {
    for (const text of [
      'Kraków, Polen',
      'Lisboa, Portugal',
      'Gent, België',
      'London, UK',
      'Edinburgh, Scotland',
      'Somewhere in Europa',
      'Zürich, Zwitserland',
      'European Union',
      'Tbilisi, Georgië',
    ]) {
      expect(isEuropeanLocationText(text)).toBe(true);
    }
  });

  it('does not match elsewhere or ambiguous names', () => {
    for (const text of [
      'Austin, Texas',
      'Atlanta, Georgia',
      'Newark, New Jersey',
      'Toronto',
      'Sydney, Australia',
      '',
      'Spainville',
    ]) {
      expect(isEuropeanLocationText(text)).toBe(false);
    }
    expect(isEuropeanLocationText(null)).toBe(false);
  });
});

describe('detectEuropean', () => {
  it('uses the detected country code first', () => {
    expect(detectEuropean({ detectedLocation: { countryCode: 'NL', isEuropean: false } })).toBe(true);
    expect(
      detectEuropean({
        detectedLocation: { countryCode: 'US', isEuropean: false },
        locationText: 'Berlin, Germany',
      }),
    ).toBe(false);
  });

  it('uses the flag when there is no country', () => {
    expect(detectEuropean({ detectedLocation: { isEuropean: true } })).toBe(true);
  });

  it('falls back to the location text', () => {
    expect(detectEuropean({ locationText: 'Utrecht, Netherlands' })).toBe(true);
    expect(
      detectEuropean({
        detectedLocation: { isEuropean: false, countryCode: '' },
        locationText: 'Madrid, Spain',
      }),
    ).toBe(true);
    expect(detectEuropean({ detectedLocation: null, locationText: 'Austin, Texas' })).toBe(false);
    expect(detectEuropean({})).toBe(false);
  });

  it('reads a detected country name when the code is missing', () => {
    expect(detectEuropean({ detectedLocation: { country: 'Sweden', isEuropean: false } })).toBe(true);
    expect(
      detectEuropean({
        detectedLocation: { country: 'Canada', isEuropean: false },
        locationText: 'Paris, France',
      }),
    ).toBe(false);
  });
});
