import { describe, expect, it } from 'vitest';
import { cityComparison } from '../rules/comparison';
import { sourceText } from '../text/sources';
import { bundledEngineData } from './bundled';
import { CULTURAL_FIT_PARTS, culturalFit } from './cultural-fit';
import { personLanguages } from './languages';

const city = (id: string) => bundledEngineData().cities.find((c) => c.id === id)!;

describe('cultural fit: one measure with its parts (issue 15)', () => {
  it('is the mean of language, openness (tolerance score) and culture and leisure (leisure score)', () => {
    const amsterdam = city('amsterdam');
    const fit = culturalFit(amsterdam, personLanguages({ locale: 'en' }));
    expect(Object.keys(fit.parts)).toEqual([...CULTURAL_FIT_PARTS]);
    expect(fit.parts.openness).toBe(Math.round(amsterdam.quality.tolerance!.value));
    expect(fit.parts.leisure).toBe(Math.round(amsterdam.quality.leisure!.value));
    expect(fit.value).toBe(Math.round((fit.parts.language + fit.parts.openness + fit.parts.leisure) / 3));
  });

  it("depends on the person's languages: a Dutch speaker fits Amsterdam better than an English speaker", () => {
    const amsterdam = city('amsterdam');
    const english = culturalFit(amsterdam, personLanguages({ locale: 'en' }));
    const dutch = culturalFit(
      amsterdam,
      personLanguages({ locale: 'en', languages: [{ code: 'nl', level: 'native' }] }),
    );
    expect(dutch.parts.language).toBe(100);
    expect(dutch.parts.language).toBeGreaterThan(english.parts.language);
    expect(dutch.value).toBeGreaterThan(english.value);
  });

  it('Compare shows the same measure as the predictions, not the tolerance score alone', () => {
    const languages = personLanguages({ locale: 'nl' });
    const compared = cityComparison('berlin', { languages })!;
    const fit = culturalFit(city('berlin'), languages);
    expect(compared.bars.culturalFit.value).toBe(fit.value);
    expect(compared.culturalFitParts).toEqual(fit.parts);
    expect(compared.bars.culturalFit.source).toMatch(/language.*openness.*leisure/);
    expect(sourceText(compared.bars.culturalFit.source, 'nl')).toBe(
      'Thrive-maat: gemiddelde van taal (jouw talen in de stad), openheid (tolerantiescore) en cultuur en vrije tijd (vrijetijdsscore)',
    );
  });
});
