import { describe, expect, it } from 'vitest';
import type { Reason } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import './i18n';
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
