import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { citiesDataset, listCities, roleSalaryInCity } from '../datasets';
import { sourceText } from '../text/sources';
import { analyse, personMaker } from './test-people';

/**
 * Walk W402: Tomasz, a backend developer in Kraków who chose "Mid level (4-7 years)" on PLN 22,000 a month, was
 * predicted senior and priced at EUR 126,500 in Munich from the Entgeltatlas median x 1.25 x a city factor named
 * nowhere, above the contribution ceiling the Entgeltatlas is censored at.
 */
const tomasz: OnboardingAnswers = personMaker()({
  userType: 'professional',
  personalInfo: { location: 'Kraków' },
  experienceLevel: 'mid',
  skills: ['JavaScript', 'TypeScript', 'Java', 'SQL', 'Cloud Computing', 'DevOps', 'Kubernetes', 'React'],
  educationBackground: {
    ...emptyAnswers().educationBackground,
    level: 'masters',
    fieldOfStudy: 'Computer Science',
    institution: 'AGH University of Krakow',
    graduationYear: '2020',
  },
  industries: ['technology'],
  currency: 'EUR',
  salaryRange: 80_000,
  currentPay: { amount: 22_000, timeframe: 'monthly', currency: 'PLN' },
  consideredCountries: ['DE', 'NL', 'PL'],
  preferredCities: ['Berlin', 'Amsterdam', 'Munich'],
  familyStatus: 'family',
  childrenCount: 1,
  partnerWorks: true,
  citizenships: ['PL'],
  languages: [
    { code: 'pl', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  timeline: '0-1-years',
});

const german = listCities().filter((c) => c.countryCode === 'DE');
/** The roles priced from an Entgeltatlas page of their own (the dataset's occupation pay that names a page). */
const atlas = citiesDataset.occupationPay.filter(
  (o) => o.country === 'DE' && o.reportCeiling !== undefined && o.basis === 'official',
);

describe('walk W402: a mid-level developer is priced at mid, and every factor is named', () => {
  it('his first timeframe is the level he chose, in every city; later ones may climb', () => {
    const r = analyse(tomasz);
    const now = r.predictions['0-3'].career;
    expect(now.level).toBe('mid');
    expect(now.salary.source).not.toMatch(/senior/);
    for (const a of r.affordability.filter((x) => getCountry(x.cityId) === 'DE')) {
      expect(a.grossAnnual.value).toBe(roleSalaryInCity(now.roleId, 'mid', a.cityId)!.value);
      expect(a.grossAnnual.value).toBeLessThanOrEqual(96_600);
      expect(a.grossAnnual.source).not.toMatch(/senior level/);
    }
    const later = EXPERIENCE_LEVELS.indexOf(r.predictions['5-10'].career.level);
    expect(later).toBeGreaterThanOrEqual(EXPERIENCE_LEVELS.indexOf('mid'));
  });

  it('the factors the source line names make the figure, and none passes what the Entgeltatlas can report', () => {
    expect(atlas.length).toBeGreaterThan(5);
    let capped = 0;
    for (const entry of atlas) {
      const ceiling = entry.reportCeiling!.annual;
      for (const roleId of entry.roleIds)
        for (const city of german)
          for (const level of EXPERIENCE_LEVELS) {
            const f = roleSalaryInCity(roleId, level, city.id)!;
            if (f.note?.includes('Raised to the legal minimum')) continue;
            const set = citiesDataset.occupationRegional.nationallySet.roleIds.includes(roleId);
            // No city's median passes what the source can report; a level above mid may (walk W504: the level's
            // factor applies to the kept median, so Berlin's senior is no longer Munich's).
            if (level === 'mid')
              expect(f.value, `${roleId} ${level} ${city.id}`).toBeLessThanOrEqual(ceiling);
            // The median the line cites, x 12, x every factor it names.
            // A Land's pay scale comes first in its cities (TV-L in Berlin).
            if (!f.source.startsWith(entry.source)) continue;
            const median = Number(/, (\d+) EUR(;|$)/.exec(f.source)![1]);
            const levelFactor = Number(/; x (\d+(?:\.\d+)?) for \w+ level/.exec(f.source)?.[1] ?? 1);
            const factors = [...f.source.matchAll(/(?:; |, )x (\d+(?:\.\d+)?)[ ,]/g)].map((m) =>
              Number(m[1]),
            );
            const made = factors.reduce((a, b) => a * b, median * 12);
            if (/kept within 96,600 EUR a year/.test(f.source)) {
              capped++;
              // The city's median (every factor but the level's) lies above the ceiling; the figure is the kept
              // median, 96,500, times the level's factor.
              expect(made / levelFactor).toBeGreaterThan(ceiling);
              expect(Math.abs(f.value - 96_500 * levelFactor)).toBeLessThanOrEqual(250);
              expect(f.basis).toBe('estimate');
              if (levelFactor !== 1) expect(f.source).toMatch(/, and the level applied to that$/);
            } else if (!set)
              expect(Math.abs(f.value / made - 1), `${roleId} ${level} ${city.id}`).toBeLessThanOrEqual(
                0.012,
              );
            if (set) {
              // Pay set by national agreements: the shrunk ratio's own source is named.
              if (city.payRegion && city.payRegion.ratio !== 1)
                expect(f.source).toContain(citiesDataset.occupationRegional.nationallySet.source);
              continue;
            }
            // A city with an all-occupation pay level names it with its source.
            if (city.payRegion && city.payRegion.ratio !== 1)
              expect(f.source).toContain(
                `; the pay level of ${city.name}, x ${city.payRegion.ratio} (${city.payRegion.source})`,
              );
          }
    }
    expect(capped).toBeGreaterThan(0);
  });

  it('Munich and Berlin say it in Dutch too', () => {
    for (const [cityId, level] of [
      ['munich', 'lead'],
      ['berlin', 'mid'],
    ] as const) {
      const f = roleSalaryInCity('backend-developer', level, cityId)!;
      const nl = sourceText(f.source, 'nl');
      expect(nl).toContain('het loonniveau van');
      expect(nl).not.toMatch(/the pay level|kept within|for \w+ level|Thrive convention/);
      if (cityId === 'munich') expect(nl).toContain('binnen 96.600 EUR per jaar gehouden');
    }
  });
});

function getCountry(cityId: string): string | undefined {
  return listCities().find((c) => c.id === cityId)?.countryCode;
}
