import { describe, expect, it } from 'vitest';
import { FIGURE_SOURCE_MAX } from '../contracts/figure';
import { sourceParts, sourceTemplate, sourceText } from '../text/sources';
import type { SourcedFigure } from './figure';
import { cityPlannerRent, cityRent, cityTenantRent, getCity, listCities } from './cities';

// Decision 0254 (walk finding W710): every rent figure's shown source states each step from the cited table to the
// figure, so a person can redo the arithmetic. These tests redo it from the words on screen, as a person would.

const SIZES = [1, 2, 3, 4] as const;
const city = (id: string) => getCity(id)!;

const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
const num = (s: string) => Number(s.replace(/,/g, ''));

/** The numbers and operators of one part of a step, the words around them left out (units, sizes, labels). */
function evaluate(part: string): number {
  const clean = part
    .replace(/\([^()]*borrowed\)/g, ' ') // a borrowed ratio's label (its year is not a factor)
    .replace(/\/m2/g, ' ')
    .replace(/ m2\b/g, ' ')
    .replace(/\b\d bedrooms?\b/g, ' ');
  const tokens = clean.match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[x/+()]/g) ?? [];
  // The x in "tenancies x 933.9" is an operator; a letter x inside a word is not matched (no word has a lone x).
  let at = 0;
  const peek = () => tokens[at];
  const factor = (): number => {
    const t = tokens[at++]!;
    if (t === '(') {
      const v = sum();
      at++; // ')'
      return v;
    }
    return num(t);
  };
  const product = (): number => {
    let v = factor();
    while (peek() === 'x' || peek() === '/') v = tokens[at++] === 'x' ? v * factor() : v / factor();
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (peek() === '+') {
      at++;
      v += product();
    }
    return v;
  };
  const v = sum();
  expect(at, `unread tokens in "${part}"`).toBe(tokens.length);
  return v;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.006, Math.abs(b) * 1e-3);

/**
 * Redoes a step ("A x B = C x D = E, to the nearest 10: F"): each part's arithmetic gives the next part's first number,
 * the last result rounded as stated gives the figure, and so does a person's own product of the stated numbers.
 */
function redo(step: string, figure: number, label: string) {
  const published = /^(?:\d bedrooms?: )?([\d,.]+) [A-Z]{3}, as published$/.exec(step);
  if (published) {
    expect(num(published[1]!), label).toBe(figure);
    return;
  }
  const parts = step.split(' = ');
  const last = parts.at(-1)!;
  const rounding = /^(.*?), (to the nearest|up to the next) (\d+): ([\d,.]+)$/.exec(last);
  const exactText = rounding ? rounding[1]! : last;
  const value = rounding ? num(rounding[4]!) : num(last.match(NUMBER)![0]!);
  expect(value, `${label}: the step ends in the figure`).toBe(figure);
  const chain = [...parts.slice(0, -1), exactText];
  for (let i = 0; i + 1 < chain.length; i++) {
    const next = num(chain[i + 1]!.match(NUMBER)![0]!);
    expect(close(evaluate(chain[i]!), next), `${label}: "${chain[i]}" gives ${next}`).toBe(true);
  }
  const exact = evaluate(exactText);
  const mine = chain.length > 1 ? evaluate(chain.at(-2)!) : exact;
  if (rounding) {
    const step10 = Number(rounding[3]);
    const up = rounding[2] === 'up to the next';
    // Half up, as a person rounds (805 -> 810), whatever the floating point makes of 805.
    const round = (x: number) => (up ? Math.ceil(x / step10 - 1e-9) : Math.round(x / step10 + 1e-9)) * step10;
    expect(round(exact), `${label}: the stated result rounds to the figure`).toBe(figure);
    expect(round(mine), `${label}: a person's own product rounds to the figure`).toBe(figure);
  } else {
    expect(close(exact, figure), `${label}: ${exactText} is the figure`).toBe(true);
    expect(close(mine, figure), `${label}: a person's own product is the figure`).toBe(true);
  }
}

/** The step of a shown source: what follows the cited table (its last "; " part, or the warm rent's three). */
function stepOf(figure: SourcedFigure, step: string) {
  expect(figure.source.endsWith(`; ${step}`), `${figure.source} ends with ${step}`).toBe(true);
  return step;
}

describe('every rent figure states its steps from the cited table (decision 0254, W710)', () => {
  it('each size of every city: the net rent, and the sitting-tenant rent, redone from the shown source', () => {
    for (const c of listCities()) {
      for (const b of SIZES) {
        const rent = cityRent(c, b);
        redo(stepOf(rent, c.rentSteps[b - 1]!), rent.value, `${c.id} ${b}`);
        expect(rent.source.length, `${c.id} ${b}`).toBeLessThanOrEqual(FIGURE_SOURCE_MAX);
        const tenants = cityTenantRent(c, b);
        if (tenants && c.rentOfTenants) {
          redo(stepOf(tenants, c.rentOfTenants.steps[b - 1]!), tenants.value, `${c.id} tenants ${b}`);
          expect(tenants.source.length).toBeLessThanOrEqual(FIGURE_SOURCE_MAX);
        }
      }
    }
  });

  it('a warm rent states the charges and the sum after the net rent, and fits a shown source', () => {
    let warm = 0;
    for (const c of listCities()) {
      for (const b of SIZES) {
        const planner = cityPlannerRent(c, b);
        expect(planner.source.length, `${c.id} ${b}`).toBeLessThanOrEqual(FIGURE_SOURCE_MAX);
        if (!c.rentCharges) continue;
        warm++;
        const [charges, sum] = planner.source.split('; ').slice(-2) as [string, string];
        redo(charges.replace(/^charges /, ''), c.rentCharges.charges[b - 1]!, `${c.id} charges ${b}`);
        redo(sum.replace(/^warm rent /, ''), planner.value, `${c.id} warm ${b}`);
      }
    }
    expect(warm).toBeGreaterThan(0);
  });

  it('Barcelona: all homes taken as 2 bedrooms, scaled to 1 bedroom by floor area and rounded', () => {
    const r = cityRent(city('barcelona'), 1);
    expect(r.value).toBe(810);
    expect(r.source).toContain('2023 (1,136.40 EUR)');
    expect(r.source).toMatch(
      /; 1,136\.4 EUR for all homes, taken as 2 bedrooms x 50 \/ 70 m2 for 1 bedroom = 811\.71, to the nearest 10: 810$/,
    );
    expect(cityRent(city('barcelona'), 2).source).toMatch(
      /; 1,136\.4 EUR for all homes, taken as 2 bedrooms, to the nearest 10: 1,140$/,
    );
  });

  it("Madrid, Valencia, Seville and Malaga: SERPAVI's rent of all tenancies x Bilbao's ratio, labelled borrowed", () => {
    const r = cityRent(city('madrid'), 1);
    expect(r.value).toBe(770);
    expect(r.source).toMatch(
      /; 13\.97 EUR\/m2 of all tenancies x 933\.9 \/ 847\.5 \(Bilbao's EMAL ratio of new leases to all contracts, 2024, borrowed\) = 15\.39 EUR\/m2 x 50 m2 for 1 bedroom = 769\.71, to the nearest 10: 770$/,
    );
    for (const id of ['valencia', 'seville', 'malaga'])
      for (const b of SIZES)
        expect(cityRent(city(id), b).source, `${id} ${b}`).toContain("(Bilbao's EMAL ratio of new leases");
  });

  it('Berlin: the asking rent per m2 x floor area, rounded, then the charges and the warm rent', () => {
    const net = cityRent(city('berlin'), 1);
    expect(net.source).toMatch(/; 15\.74 EUR\/m2 x 50 m2 for 1 bedroom = 787, to the nearest 10: 790$/);
    const warm = cityPlannerRent(city('berlin'), 1);
    expect(warm.source).toContain(
      '; charges (1.76 + 1.03) EUR/m2 x 50 m2 = 139.5, to the nearest 10: 140; warm rent 790 + 140 = 930',
    );
    expect(warm.value).toBe(930);
  });

  it("Munich: the city's asking rent of re-let flats per m2 x floor area", () => {
    const r = cityRent(city('munich'), 2);
    expect(r.source).toContain('average asking rent of existing flats re-let in 2023');
    expect(r.source).toMatch(/; 20\.4 EUR\/m2 x 70 m2 for 2 bedrooms = 1,428, to the nearest 10: 1,430$/);
  });

  it('a US HUD city: the fair market rent of the size, as published', () => {
    const r = cityRent(city('new-york-city'), 2);
    expect(r.value).toBe(2780);
    expect(r.source).toMatch(/recent movers; 2 bedrooms: 2,780 USD, as published$/);
  });

  it('an estimate states its national rent per m2, floor area and ratio', () => {
    const r = cityRent(city('amsterdam'), 1);
    expect(r.basis).toBe('estimate');
    expect(r.source).toMatch(/; \d+ EUR\/m2 x 50 m2 for 1 bedroom x 1\.5 = [\d,]+$/);
  });
});

describe('the steps in Dutch (decision 0254, W713)', () => {
  const decimalPoint = /\d\.\d{1,2}(?!\d)|\d\.\d{4,}/;
  const decimalComma = /\d,\d{1,2}(?!\d)/;

  it('every rent source has a Dutch text with Dutch decimal commas, and the English keeps points', () => {
    for (const c of listCities()) {
      for (const b of SIZES) {
        const figures = [cityRent(c, b), cityPlannerRent(c, b), cityTenantRent(c, b)].filter(
          (f): f is SourcedFigure => f !== undefined,
        );
        for (const f of figures) {
          expect(sourceTemplate(f.source), `no Dutch template: ${f.source}`).not.toBeNull();
          const nl = sourceText(f.source, 'nl');
          // Thrive's words and numbers, not a proper name kept as written (a table id: «je-d-09.03.03.01»).
          const words = sourceParts(f.source, 'nl')
            .filter((p) => !p.name)
            .map((p) => p.text)
            .join(' ');
          expect(words, `${c.id} ${b}: ${nl}`).not.toMatch(decimalPoint);
          // An amount the templates did not read as one (kept as written, so with its English decimal point).
          for (const p of sourceParts(f.source, 'nl'))
            if (p.name && /^[\d.,\s/]+$/.test(p.text)) expect(p.text, nl).not.toMatch(decimalPoint);
          for (const english of ['to the nearest', 'as published', 'bedroom', 'borrowed', 'warm rent'])
            expect(nl, `${c.id} ${b}: ${nl}`).not.toContain(english);
          expect(sourceText(f.source, 'en')).toBe(f.source);
          expect(f.source, `${c.id} ${b}`).not.toMatch(decimalComma);
        }
      }
    }
  });

  it("Berlin's warm rent in Dutch: commas for decimals, points for thousands", () => {
    const nl = sourceText(cityPlannerRent(city('berlin'), 1).source, 'nl');
    expect(nl).toContain('15,74 EUR/m2 x 50 m2 voor 1 slaapkamer = 787, afgerond op 10: 790');
    expect(nl).toContain(
      'gemiddelde koude servicekosten 1,76 en verwarming en warm water 1,03 EUR/m2 per maand',
    );
    expect(nl).toContain(
      'kosten (1,76 + 1,03) EUR/m2 x 50 m2 = 139,5, afgerond op 10: 140; warme huur 790 + 140 = 930',
    );
    const munich = sourceText(cityPlannerRent(city('munich'), 1).source, 'nl');
    expect(munich).toContain('8,70 min netto kale huur (Nettokaltmiete) 7,50 EUR/m2; Deutscher Mieterbund');
  });

  it('Barcelona and Madrid in Dutch', () => {
    expect(sourceText(cityRent(city('barcelona'), 1).source, 'nl')).toContain(
      '1.136,4 EUR voor alle woningen, genomen als 2 slaapkamers x 50 / 70 m2 voor 1 slaapkamer = 811,71, afgerond op 10: 810',
    );
    expect(sourceText(cityRent(city('madrid'), 1).source, 'nl')).toContain(
      '13,97 EUR/m2 van alle huurcontracten x 933,9 / 847,5 (de EMAL-verhouding van nieuwe huurcontracten tot alle lopende contracten in Bilbao, 2024, geleend) = 15,39 EUR/m2 x 50 m2 voor 1 slaapkamer = 769,71, afgerond op 10: 770',
    );
    expect(sourceText(cityRent(city('new-york-city'), 4).source, 'nl')).toMatch(
      /; 4 slaapkamers: 3\.738 USD, zoals gepubliceerd$/,
    );
  });
});
