import { describe, expect, it } from 'vitest';
import { bundledEngineData } from './bundled';
import { cityLanguageScore, personLanguages } from './languages';

const city = (id: string) => bundledEngineData().cities.find((c) => c.id === id)!;

// Walk of decision 0112: "Lausanne: language 16 of 16 points" for a German and English speaker. A city speaks the
// languages of its canton, language area or autonomous community, not every official language of its country.
describe("a city's languages are those of where it lies", () => {
  const german = personLanguages({
    locale: 'en',
    languages: [
      { code: 'de', level: 'native' },
      { code: 'en', level: 'fluent' },
    ],
  });
  const french = personLanguages({ locale: 'en', languages: [{ code: 'fr', level: 'native' }] });

  it('Lausanne and Geneva speak French, Zurich and Basel German', () => {
    expect(city('lausanne').languages).toEqual(['fr']);
    expect(city('geneva').languages).toEqual(['fr']);
    expect(city('zurich').languages).toEqual(['de']);
    expect(city('basel').languages).toEqual(['de']);
    expect(cityLanguageScore(city('lausanne'), german)).toBeLessThan(1);
    expect(cityLanguageScore(city('zurich'), german)).toBe(1);
    expect(cityLanguageScore(city('lausanne'), french)).toBe(1);
    expect(cityLanguageScore(city('zurich'), french)).toBeLessThan(1);
  });

  it('Antwerp and Ghent speak Dutch, Brussels French and Dutch', () => {
    expect(city('antwerp').languages).toEqual(['nl']);
    expect(city('ghent').languages).toEqual(['nl']);
    expect([...city('brussels').languages].sort()).toEqual(['fr', 'nl']);
    expect(cityLanguageScore(city('ghent'), french)).toBeLessThan(1);
    expect(cityLanguageScore(city('brussels'), french)).toBe(1);
  });

  it('Madrid speaks Spanish, Barcelona Catalan and Spanish, Bilbao Spanish and Basque', () => {
    expect(city('madrid').languages).toEqual(['es']);
    expect([...city('barcelona').languages].sort()).toEqual(['ca', 'es']);
    expect([...city('bilbao').languages].sort()).toEqual(['es', 'eu']);
  });

  it('English stays widely spoken where it is an official language (Dublin)', () => {
    expect(city('dublin').englishBand).toBe('native');
  });
});
