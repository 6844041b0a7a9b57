import { describe, expect, it } from 'vitest';
import type { Reason } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import './i18n';
import { localizeReason } from '@thrive/core/text/localize-analysis';
import { reasonText } from './labels';

// Decision 0034 in the cities' "why" lines: the city's currency first, then ≈ the person's own (walk F18).
const budget: Reason = {
  code: 'city.caution.budget',
  params: { city: 'Zürich', rent: 1575, budget: 900, currency: 'EUR', cityRent: 1500, cityCurrency: 'CHF' },
  text: 'A home for your household in Zürich typically costs about 1,575 EUR a month, above your budget of 900 EUR.',
};
const salary: Reason = {
  code: 'city.salary',
  params: { city: 'Zürich', amount: 79000, currency: 'CHF', earned: 20, possible: 25 },
  text: 'Your predicted role pays about 79,000 CHF a year in Zürich (20 of 25 points).',
};

describe('reasonText: the cost caution says what it measures, money left, not a price (walk F20)', () => {
  const cost: Reason = { code: 'city.caution.cost', params: { city: 'Berlin' }, text: '' };
  it.each([
    [
      'en',
      /^In Berlin your household keeps less each month after rent and living costs than in most of/,
      /expensive/i,
    ],
    [
      'nl',
      /^In Berlin houdt je huishouden elke maand na huur en kosten van levensonderhoud minder over/,
      /\bduur\b/i,
    ],
  ] as const)('%s', (language, says, never) => {
    const text = reasonText(i18n.getFixedT(language, 'dashboard'), cost, language);
    expect(text).toMatch(says);
    expect(text).not.toMatch(never);
  });
});

describe('reasonText: money in the why lines', () => {
  it('names the rent over the budget in the city currency first, then ≈ the person’s (en)', () => {
    const t = i18n.getFixedT('en', 'dashboard');
    expect(reasonText(t, budget, 'en')).toMatch(
      /^A home for your household in Zürich typically costs about CHF\s?1,500 ≈ €1,575 a month, above your budget of CHF\s?[\d,]+ ≈ €900\.$/,
    );
  });

  it('and in Dutch', () => {
    const t = i18n.getFixedT('nl', 'dashboard');
    expect(reasonText(t, budget, 'nl')).toMatch(
      /ongeveer CHF\s1\.500 ≈ €\s1\.575 per maand, meer dan je budget van CHF\s[\d.]+ ≈ €\s900\.$/,
    );
  });

  it('writes the pay with the currency sign first, as every other amount (en and nl)', () => {
    expect(reasonText(i18n.getFixedT('en', 'dashboard'), salary, 'en')).toMatch(
      /^Your predicted role pays about CHF\s?79,000 a year in Zürich \(20 of 25 points\)\.$/,
    );
    expect(reasonText(i18n.getFixedT('nl', 'dashboard'), salary, 'nl')).toMatch(
      /^Je voorspelde functie verdient in Zürich ongeveer CHF\s79\.000 per jaar/,
    );
  });
});

describe('reasonText: the cautions say "you" to a person living alone (decision 0127)', () => {
  const left: Reason = {
    code: 'city.caution.money-left',
    params: { city: 'Dublin', amount: 120, currency: 'EUR' },
    text: '',
  };
  const cost: Reason = { code: 'city.caution.cost', params: { city: 'Berlin' }, text: '' };
  it.each([
    [
      'en',
      [
        /^Warning: in Dublin you would fall short by/,
        /^In Berlin you keep less each month/,
        /^A home for you in Zürich/,
      ],
    ],
    [
      'nl',
      [
        /^Let op: in Dublin kom je na huur/,
        /^In Berlin houd je elke maand/,
        /^Een woning voor jou in Zürich/,
      ],
    ],
  ] as const)('%s', (language, says) => {
    const t = i18n.getFixedT(language, 'dashboard');
    [left, cost, budget].forEach((reason, i) => {
      const alone = reasonText(t, reason, language, 'Own');
      expect(alone).toMatch(says[i]!);
      expect(alone).not.toMatch(/household|huishouden/i);
      // A household keeps its own wording.
      expect(reasonText(t, reason, language)).toMatch(/household|huishouden/i);
    });
  });
});

describe('reasonText: the role her degree leads to says the degree teaches its key skills (decision 0238, walk W601)', () => {
  const studies: Reason = {
    code: 'role.studies',
    params: { field: 'Sociaal Werk', matched: 1, share: 45 },
    text: '',
  };
  it.each([
    [
      'en',
      'Your studies (Sociaal Werk) taught its key skills; of them you listed 1 yourself (45% of what it asks).',
    ],
    [
      'nl',
      'Je opleiding (Sociaal Werk) leerde je de belangrijkste vaardigheden ervan; zelf noemde je er 1 (45% van wat gevraagd wordt).',
    ],
  ] as const)('%s', (language, expected) => {
    expect(reasonText(i18n.getFixedT(language, 'dashboard'), studies, language)).toBe(expected);
    const studying = { ...studies, code: 'role.studies-studying' };
    expect(reasonText(i18n.getFixedT(language, 'dashboard'), studying, language)).toMatch(
      language === 'en' ? /by graduation/ : /voor je afstudeert/,
    );
  });
});

describe('reasonText: the recommendations of decision 0257 (walk W716) in English and Dutch', () => {
  // The role named in the viewer's language, as the dashboard's result is (localizeAnalysis).
  const say = (language: 'en' | 'nl', reason: Reason) =>
    reasonText(i18n.getFixedT(language, 'dashboard'), localizeReason(reason, language), language);
  const cases: [Reason, string, string][] = [
    [
      { code: 'role.skills-near', params: { matched: 0, related: 1, share: 15 }, text: '' },
      'You have none of its key skills yet; skills of yours related to 1 of them count half (15% of what it asks).',
      'Je hebt nog geen van de belangrijkste vaardigheden; vaardigheden van je die verwant zijn aan 1 ervan, tellen half (15% van wat gevraagd wordt).',
    ],
    [
      { code: 'role.skills-related', params: { matched: 1, related: 1, share: 22 }, text: '' },
      'You already have 1 of its key skills; skills of yours related to 1 more count half (22% of what it asks).',
      'Je hebt al 1 van de belangrijkste vaardigheden; vaardigheden van je die verwant zijn aan 1 andere, tellen half (22% van wat gevraagd wordt).',
    ],
    [
      { code: 'role.skills-none', params: { matched: 0, related: 0, share: 0 }, text: '' },
      'You have none of its key skills yet.',
      'Je hebt nog geen van de belangrijkste vaardigheden.',
    ],
    [
      { code: 'role.near-goal', params: { role: 'Data Scientist' }, text: '' },
      'Close to Data Scientist, where your plan leads: in its field, or a step to or from it.',
      'Dicht bij data scientist, waar je plan naartoe gaat: in hetzelfde vakgebied, of een stap ernaartoe of ervandaan.',
    ],
    [
      { code: 'role.beside-goal', params: { role: 'Paralegal' }, text: '' },
      'Further from Paralegal, where your plan leads; listed because your skills fit it too.',
      'Verder van juridisch assistent, waar je plan naartoe gaat; het staat erbij omdat je vaardigheden er ook bij passen.',
    ],
    [
      { code: 'company.chosen', params: { industry: 'technology' }, text: '' },
      'Works in Technology, an industry you chose.',
      'Actief in Technologie, een sector die je koos.',
    ],
    [
      { code: 'company.role-industry', params: { industry: 'finance', role: 'Data Scientist' }, text: '' },
      'Works in Finance, where Data Scientist, one of your recommended roles, works too.',
      'Actief in Financiën, waar ook data scientist, een van je aanbevolen functies, werkt.',
    ],
    // A result stored before decision 0257 said "0 of its key skills (15% ...)": worded as now, without the count.
    [
      { code: 'role.skills', params: { matched: 0, share: 15 }, text: '' },
      'You have none of its key skills yet; skills of yours related to them count half (15% of what it asks).',
      'Je hebt nog geen van de belangrijkste vaardigheden; vaardigheden van je die eraan verwant zijn, tellen half (15% van wat gevraagd wordt).',
    ],
  ];
  it.each(cases)('%o', (reason, en, nl) => {
    expect(say('en', reason)).toBe(en);
    expect(say('nl', reason)).toBe(nl);
  });
});
