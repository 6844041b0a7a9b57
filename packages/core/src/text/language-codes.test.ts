import { describe, expect, it } from 'vitest';
import citiesJson from '../datasets/data/cities.json';
import { bundledEngineData } from '../engine/bundled';
import { LANGUAGE_CODES, languageCodeOf } from './language-codes';
import { languageName } from './names';

describe('one table of language codes for the engine and the names shown', () => {
  it('gives every language of the city data its own code, in the engine city as in the name shown', () => {
    const engine = new Map(bundledEngineData().cities.map((c) => [c.id, c]));
    for (const city of citiesJson.cities) {
      const codes = city.languages.map((name) => languageCodeOf(name));
      expect(codes, city.id).not.toContain(undefined);
      expect(engine.get(city.id)!.languages, city.id).toEqual(codes);
    }
    // Nynorsk is 'nn' (the engine read it as 'no' from its first letters); Bokmål 'nb'.
    expect(engine.get('oslo')!.languages).toEqual(['no', 'nb', 'nn']);
  });

  it('names in Dutch every language the engine knows a code of', () => {
    expect(languageName('Finnish', 'nl')).toBe('Fins');
    expect(languageName('Greek', 'nl')).toBe('Grieks');
    expect(languageName('Norwegian Nynorsk', 'nl')).toBe('Noors - Nynorsk');
    // 'Tamil' and 'Welsh' are the same words in Dutch.
    for (const english of Object.keys(LANGUAGE_CODES))
      if (english !== 'Tamil' && english !== 'Welsh')
        expect(languageName(english, 'nl'), english).not.toBe(english);
  });
});
