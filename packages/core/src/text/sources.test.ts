import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import citiesJson from '../datasets/data/cities.json';
import constantsJson from '../datasets/data/constants.json';
import coursesJson from '../datasets/data/courses.json';
import permitsJson from '../datasets/data/permits.json';
import placesJson from '../datasets/data/places.json';
import rolesJson from '../datasets/data/roles.json';
import skillsJson from '../datasets/data/skills.json';
import sourceNotes from '../datasets/data/source-notes-nl.json';
import taxJson from '../datasets/data/tax.json';
import { listCities } from '../datasets/cities';
import { listRoles, roleSalaryInCity } from '../datasets/roles';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { runAnalysis } from '../engine';
import { payAtShare } from '../engine/pay-share';
import type { MoneyFigure } from '../contracts/figure';
import {
  employerDescriptorKind,
  employerText,
  employerParts,
  sourceIsProperName,
  sourceParts,
  sourceTemplate,
  sourceText,
} from './sources';

/** Every `source` and `note` string inside a dataset (issue 17, decision 0029). */
function texts(value: unknown, key: 'source' | 'note', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) texts(v, key, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === key && typeof v === 'string') out.add(v);
      texts(v, key, out);
    }
  }
  return out;
}

const DATASETS = {
  cities: citiesJson,
  constants: constantsJson,
  courses: coursesJson,
  permits: permitsJson,
  places: placesJson,
  roles: rolesJson,
  skills: skillsJson,
  tax: taxJson,
};

/** The Dutch text must be there and differ from the English one, unless the template is listed as a proper name. */
function expectDutch(text: string) {
  const match = sourceTemplate(text);
  expect(match, `no Dutch template for: ${text}`).not.toBeNull();
  const nl = sourceText(text, 'nl');
  expect(nl.trim(), text).not.toBe('');
  if (!sourceIsProperName(text)) expect(nl, `Dutch equals English for: ${text}`).not.toBe(text);
  expect(sourceText(text, 'en')).toBe(text);
}

describe('every source and note of the datasets has its Dutch text', () => {
  for (const [name, data] of Object.entries(DATASETS)) {
    for (const key of ['source', 'note'] as const) {
      it(`${name}: every ${key}`, () => {
        const all = [...texts(data, key)];
        // All missing texts at once, so a new source's author sees what to add to source-notes-nl.json.
        expect(all.filter((text) => !sourceTemplate(text))).toEqual([]);
        for (const text of all) expectDutch(text);
      });
    }
  }

  it('the templates: Dutch text present; equal to the English only for an entry listed as a proper name', () => {
    for (const entry of sourceNotes.templates as { en: string; nl: string; properName?: boolean }[]) {
      expect(entry.nl.trim(), entry.en).not.toBe('');
      // A template of slots and punctuation only ('{source}; {source2}') joins two sources: no words to translate.
      if (!/\p{L}/u.test(entry.en.replace(/\{\w+\}/g, ''))) continue;
      if (entry.properName) expect(entry.nl).toBe(entry.en);
      else expect(entry.nl, entry.en).not.toBe(entry.en);
    }
  });

  it("the figures the datasets' accessors derive (regional pay, level salaries) are covered", () => {
    const sources = new Set<string>();
    for (const city of listCities()) {
      for (const role of listRoles().slice(0, 12))
        for (const level of EXPERIENCE_LEVELS) {
          const figure = roleSalaryInCity(role.id, level, city.id);
          if (figure) sources.add(figure.source);
        }
    }
    expect(sources.size).toBeGreaterThan(5);
    for (const source of sources) expectDutch(source);
  });

  it.each([
    ['a family', {}],
    // A partner's answered pay carried from home (GB: paid in pounds) to other countries (decision 0051).
    [
      'a couple, partner pay answered',
      { familyStatus: 'couple', partnerWorks: true, partnerIncome: 40000, currency: 'GBP' },
    ],
    ['a couple, partner pay not answered', { familyStatus: 'couple', partnerWorks: true }],
    ['a single parent', { familyStatus: 'single-parent', childrenCount: 2 }],
  ] as const)(
    "the engine's figures in an analysis are covered (household money, converted amounts, scores): %s",
    (_, extra) => {
      const mapped = mapAnswersToRequest(
        {
          userType: 'recent-grad',
          whatMatters: ['finding-job', 'relocating'],
          skills: ['Python', 'SQL', 'Communication'],
          educationBackground: { level: 'masters' },
          experienceLevel: 'senior',
          workEnergy: ['analytical'],
          careerGoals: ['technical-mastery'],
          locationPreferences: ['urban'],
          industries: ['technology', 'healthcare'],
          lifestyleValues: ['culture', 'growth', 'affordability'],
          familyStatus: 'family',
          timeline: '1-3-years',
          ...extra,
        },
        { locale: 'en' },
      );
      if (!mapped.ok) throw new Error(mapped.code);
      const result = runAnalysis(mapped.request, { now: new Date('2026-03-01T09:00:00Z') });
      const sources = texts(result, 'source');
      expect(sources.size).toBeGreaterThan(10);
      const missing = [...sources].filter((source) => {
        const parts = sourceParts(source, 'nl');
        return !sourceTemplate(source) && parts.at(-1)?.text !== ' …';
      });
      expect(missing).toEqual([]);
      for (const source of sources) {
        const parts = sourceParts(source, 'nl');
        // Either a whole template, or a text cut at the 300-character limit shown by its known leading parts.
        expect(
          sourceTemplate(source) ?? parts.at(-1)?.text === ' …',
          `no Dutch template for: ${source}`,
        ).toBeTruthy();
      }
    },
  );
});

describe('composed notes are Dutch in Dutch (decision 0163, walk W102)', () => {
  // Every role's typical pay in every city, carried to the person's share of it (pay-share.ts) and converted (money.ts):
  // the engine's words around a dataset source, cut at the 300-character limit where the source is long.
  const typical = new Set<MoneyFigure>();
  for (const city of listCities())
    for (const role of listRoles()) {
      const figure = roleSalaryInCity(role.id, 'mid', city.id);
      if (figure?.currency) typical.add({ ...figure, currency: figure.currency });
    }
  const composed = (figure: MoneyFigure) => [
    payAtShare(0.21, figure).source,
    payAtShare(1, figure, figure.year, true, 1.3).source,
  ];

  it('no composed note shows its English words in Dutch, and none ends in a cut comma', () => {
    expect(typical.size).toBeGreaterThan(50);
    const english: string[] = [];
    for (const figure of typical)
      for (const source of composed(figure)) {
        const nl = sourceText(source, 'nl');
        if (/current gross pay|typical pay|role's/.test(nl) || nl === source || /[,;:]\s*$/.test(nl))
          english.push(nl);
      }
    expect(english).toEqual([]);
  });

  it("the walk's note: the nurse's CAO pay at 21% reads Dutch with the CAO named, and a cut one too", () => {
    const cao = [...typical].find((f) => f.source.startsWith('Cao Ziekenhuizen'));
    expect(cao).toBeDefined();
    const whole = payAtShare(0.21, cao!).source;
    expect(whole.length).toBeGreaterThan(300);
    expect(sourceTemplate(whole)).not.toBeNull();
    // A note cut short (a stored figure of an older engine, cut at 300 characters) reads Dutch as well.
    const source = whole.slice(0, 300);
    const nl = sourceText(source, 'nl');
    expect(nl).toMatch(
      /^je huidige bruto salaris, 21% van het gangbare salaris voor de rol waar je nu woont/,
    );
    expect(nl).toContain('Cao Ziekenhuizen');
    expect(nl).toContain('NVZ en vakbonden');
    expect(nl).not.toMatch(/,\s*$/);
    expect(sourceText(source, 'en')).not.toMatch(/,\s*$/);
  });
});

describe('source texts', () => {
  it('the ASHE table name is Dutch in Dutch (walk 12: "2025 provisional, Table 14.7a" stayed English)', () => {
    const ashe =
      'ONS, Annual Survey of Hours and Earnings (ASHE) 2025 provisional, Table 14.7a (annual pay, gross, full-time employee jobs): median of SOC 2020 2313 Secondary education teaching professionals, 47632 GBP';
    const nl = sourceText(ashe, 'nl');
    expect(nl).toContain('2025, voorlopige cijfers, tabel 14.7a');
    expect(nl).not.toContain('provisional');
  });

  it('an amount typed with thousands takes the viewer\'s separators (walk W203: "38572 GBP" was shown raw)', () => {
    const ashe =
      'ONS, Annual Survey of Hours and Earnings (ASHE) 2025 provisional, Table 14.7a (annual pay, gross, full-time employee jobs): median of SOC 2020 3544 Data analysts, GBP 38,572';
    expect(sourceText(ashe, 'en')).toMatch(/Data analysts, GBP 38,572$/);
    expect(sourceText(ashe, 'nl')).toMatch(/Data analysts, GBP 38\.572$/);
  });

  it('mark only the publication title as a name; the descriptive words are Dutch', () => {
    const cao =
      'Cao Ziekenhuizen (NVZ and unions): FWG 45 salary scale of 1 December 2023, steps 0, 2, 4, 7 and 10, with the rises since (5% June 2024; 2% Feb and Aug 2025, Feb and Aug 2026), x12 plus 8% holiday pay and the 8.33% year-end payment';
    const parts = sourceParts(cao, 'nl');
    expect(parts[0]).toEqual({ text: 'Cao Ziekenhuizen', name: true });
    expect(
      parts
        .filter((p) => !p.name)
        .map((p) => p.text)
        .join(''),
    ).toContain('NVZ en vakbonden');
    // Walk 12 and W715: the source says which steps the figures are, so an entry-level figure is not read as mid-scale.
    expect(sourceText(cao, 'nl')).toContain(
      'salarisschaal FWG 45 van 1 december 2023, treden 0, 2, 4, 7 en 10',
    );
    expect(sourceText(cao, 'nl')).toContain('de verhogingen sindsdien');
    expect(sourceText('Thrive score from OECD PISA 2022 (rounded)', 'nl')).toBe(
      'Thrive-score op basis van OECD PISA 2022 (afgerond)',
    );
    expect(
      sourceText(
        'Thrive score from UNODC homicide rates, OECD PISA 2022, life expectancy and Thrive rent and wage estimates (the mean of four scores)',
        'nl',
      ),
    ).toContain('het gemiddelde van vier scores');
    expect(
      sourceText(
        'Eurostat glossary: OECD-modified equivalence scale; x 1.8 (OECD-modified equivalence scale)',
        'nl',
      ),
    ).toBe(
      'Eurostat glossary: aangepaste OESO-equivalentieschaal; x 1,8 (aangepaste OESO-equivalentieschaal)',
    );
    // A slot with a word list takes only its words: the city is 'Los Angeles', the role family 'data'.
    expect(
      sourceText(
        'Thrive estimate from the Los Angeles data salary, BLS role medians and level multipliers',
        'nl',
      ),
    ).toBe(
      'Thrive-schatting op basis van het salaris in Los Angeles (data), BLS-medianen per rol en niveaufactoren',
    );
    expect(
      sourceParts(
        'Thrive estimate from the Los Angeles data salary, BLS role medians and level multipliers',
        'nl',
      ),
    ).toContainEqual({ text: 'Los Angeles', name: true });
  });

  it('nest the engine words around a source, and keep an unknown text as stored', () => {
    expect(
      sourceText(
        'HUD Fair Market Rents FY2025 (revised), King County: 40th percentile gross rent of recent movers; converted at ECB euro reference rates, 2024 annual average 2024',
        'nl',
      ),
    ).toBe(
      'HUD Fair Market Rents FY2025 (herzien), King County: 40e percentiel van de bruto huur van recente verhuizers; omgerekend met ECB-euroreferentiekoersen, jaargemiddelde 2024',
    );
    // Analyses made since the converted note names its year once.
    expect(
      sourceText(
        'HUD Fair Market Rents FY2025 (revised), King County: 40th percentile gross rent of recent movers; converted at ECB euro reference rates, 2024 annual average',
        'nl',
      ),
    ).toBe(
      'HUD Fair Market Rents FY2025 (herzien), King County: 40e percentiel van de bruto huur van recente verhuizers; omgerekend met ECB-euroreferentiekoersen, jaargemiddelde 2024',
    );
    expect(sourceText('Something new', 'nl')).toBe('Something new');
  });

  it('write employer descriptors in Dutch and keep the employer name', () => {
    expect(employerParts('Google (largest engineering office outside the US)', 'nl')).toEqual([
      { text: 'Google', name: true },
      { text: ' (grootste ontwikkelkantoor buiten de VS)' },
    ]);
    expect(
      employerParts('Apple (Cupertino, nearby)', 'nl')
        .map((p) => p.text)
        .join(''),
    ).toBe('Apple (Cupertino, in de buurt)');
    expect(employerParts('ING', 'nl')).toEqual([{ text: 'ING', name: true }]);
  });

  it('every employer descriptor in the hub profiles is translated or listed as a name', () => {
    for (const city of citiesJson.cities)
      for (const list of Object.values(city.employers as unknown as Record<string, string[]>))
        for (const employer of list) {
          const descriptor = /\((.+)\)$/.exec(employer)?.[1];
          if (descriptor) expect(employerDescriptorKind(descriptor), employer).not.toBe('unknown');
        }
  });
});

describe('employer names are names (walk W614)', () => {
  // Outside the brackets an employer is a proper name, shown as written in both languages; words that describe it
  // ("plant", "ministries") go in the brackets, where Dutch has its own words. Lower-case words other than the
  // particles of names ("University of Texas at Austin", "bioMérieux") mark a description left outside them.
  const PARTICLES = new Set([
    'of',
    'at',
    'and',
    'the',
    'de',
    'van',
    'der',
    'la',
    'le',
    'di',
    'del',
    'y',
    'et',
    'du',
  ]);
  const LOWER_CASE_BRANDS = new Set(['abrdn', 'bioMerieux', 'bcp']);
  it('no employer in the hub profiles has a describing word outside its brackets (Dutch ministries, BMW plant)', () => {
    const described: string[] = [];
    for (const city of citiesJson.cities)
      for (const list of Object.values(city.employers as unknown as Record<string, string[]>))
        for (const employer of list) {
          const name = employer.replace(/ \(.+\)$/, '');
          const words = name.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w));
          if (words.some((w) => !PARTICLES.has(w) && !LOWER_CASE_BRANDS.has(w))) described.push(employer);
        }
    expect(described).toEqual([]);
    expect(employerText('Rijksoverheid (ministries)', 'nl')).toBe('Rijksoverheid (ministeries)');
    expect(employerText('BMW (plant)', 'nl')).toBe('BMW (fabriek)');
  });
});

describe('places inside source texts (decision 0069)', () => {
  it('name a city and a country in Dutch as the rest of the app does; English shows the text as stored', async () => {
    const { cityName } = await import('./names');
    const salary = (city: string) =>
      `Thrive estimate from the ${city} software salary, BLS role medians and level multipliers`;
    expect(sourceText(salary('Lisbon'), 'nl')).toContain('salaris in Lissabon (software)');
    expect(sourceText(salary('Lisbon'), 'en')).toBe(salary('Lisbon'));
    for (const city of citiesJson.cities)
      expect(sourceText(salary(city.name), 'nl'), city.id).toContain(
        `salaris in ${cityName(city.id, 'nl')} (`,
      );
    const rent =
      'Statistics Portugal (INE), Estatisticas de Rendas da Habitacao ao nivel local 2023 (released 18 Jul 2024): 15.22 EUR/m2 a month (municipality (Lisbon))';
    expect(sourceText(rent, 'nl')).toContain('(gemeente (Lissabon))');
    const partner =
      "Your answer: the partner's expected gross income in PT, carried to DE by the ratio of typical pay (150%)";
    expect(sourceText(partner, 'nl')).toContain('in Portugal, omgerekend naar Duitsland');
    expect(sourceText(partner, 'en')).toBe(partner);
    const kept =
      "Your answer: the partner's expected gross income in PL, kept at the exchange rate in DE (typical pay there is 288% of it; higher pay is not assumed)";
    expect(sourceText(kept, 'nl')).toContain('in Polen, in Duitsland gerekend tegen de wisselkoers');
    expect(sourceText(kept, 'nl')).toContain('288% daarvan');
  });
});

describe('language names of the city data', () => {
  it('are written in the viewer language, for every language a city lists', async () => {
    const { knownLanguageName, languageName } = await import('./names');
    expect(languageName('Dutch', 'nl')).toBe('Nederlands');
    expect(languageName('German', 'nl')).toBe('Duits');
    expect(languageName('Dutch', 'en')).toBe('Dutch');
    for (const city of citiesJson.cities)
      for (const language of city.languages) {
        expect(knownLanguageName(language), language).toBe(true);
        // CLDR's Dutch name; 'Tamil' is the same word in both languages.
        if (language !== 'Tamil') expect(languageName(language, 'nl'), language).not.toBe(language);
      }
  });
});

describe('a role named in an estimate source (decision 0140, walk 21)', () => {
  it('names the role, not its family key, in English and Dutch', async () => {
    const estimates = listCities().flatMap((city) =>
      listRoles().map((role) => ({ role, figure: roleSalaryInCity(role.id, 'mid', city.id) })),
    );
    const shown = estimates.filter((e) => e.figure?.source.startsWith('Thrive estimate from the'));
    expect(shown.length).toBeGreaterThan(10);
    for (const { role, figure } of shown) {
      const en = sourceText(figure!.source, 'en');
      const nl = sourceText(figure!.source, 'nl');
      expect(en).toContain(`the role family of ${role.title},`);
      expect(en).not.toMatch(new RegExp(` ${role.family} salary`));
      expect(nl).not.toMatch(/\((product|data|software|finance|operations|design|sales|legal|engineering)\)/);
      expect(nl).toMatch(/^Thrive-schatting op basis van het salaris in .+ van de beroepsfamilie van /);
    }
    // The role in Dutch as the rest of the app names it inside a sentence.
    const { roleInSentence } = await import('./names');
    const first = shown[0]!;
    expect(sourceText(first.figure!.source, 'nl')).toContain(
      `van de beroepsfamilie van ${roleInSentence(first.role.id, 'nl')},`,
    );
  });
});

describe("pension lines' sources in Dutch (walk W119, decision 0164)", () => {
  it('leave no English name inside the Dutch template', async () => {
    const { pensionSource } = await import('../engine/bundled');
    const rules = (
      taxJson as unknown as {
        rules: { contributions?: { name: string; kind?: string; source?: string }[] }[];
      }
    ).rules;
    const lines = rules.flatMap((r) => (r.contributions ?? []).filter((c) => c.kind === 'pension'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const nl = sourceText(pensionSource(line), 'nl');
      expect(nl, line.name).not.toMatch(/typical|employee|share|estimate|pension\b|premium/i);
    }
    expect(sourceText(pensionSource({ name: 'Pensioenpremie (typical employee share)' }), 'nl')).toBe(
      'Gebruikelijke premie voor het bedrijfspensioen: pensioenpremie (gebruikelijk werknemersdeel)',
    );
  });
});
