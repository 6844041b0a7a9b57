import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnalysisResult } from './analysis-result';
import { conformer, ConformError } from './conform';
import { Figure } from './figure';
import { analysisOf, runAnalysis } from '../engine/run';
import { NOW, personMaker, requestOf } from '../engine/test-people';

const request = requestOf(personMaker({ location: 'Amsterdam' })({ skills: ['Python', 'SQL'] }));
const built = () => analysisOf(request, { now: NOW });
const check = conformer(AnalysisResult);

describe('conform: the structural check of a result the engine made (decision 0109)', () => {
  it("gives the full parse's shape: the schema's key order, stray keys dropped, sources trimmed, defaults filled", () => {
    const figure = conformer(Figure);
    expect(
      JSON.stringify(
        figure({
          currency: 'EUR',
          unit: 'x',
          source: ' CBS ',
          year: 2024,
          note: 'n',
          value: 1,
          basis: 'official',
        }),
      ),
    ).toBe(
      JSON.stringify({ value: 1, basis: 'official', source: 'CBS', year: 2024, unit: 'x', currency: 'EUR' }),
    );
    const reason = conformer(
      z.object({ code: z.string(), params: z.record(z.string(), z.number()).default({}) }),
    );
    const a = reason({ code: 'x' }) as { params: Record<string, number> };
    const b = reason({ code: 'y' }) as { params: Record<string, number> };
    expect(a.params).toEqual({});
    a.params.n = 1;
    expect(b.params).toEqual({});
  });

  it('refuses a broken result: a NaN, a missing field, a wrong type, an unknown enum value', () => {
    const nan = built();
    nan.affordability[0]!.moneyLeftMonthly.value = Number.NaN;
    expect(() => check(nan)).toThrow(ConformError);
    expect(() => check(nan)).toThrow(/affordability\[0\]\.moneyLeftMonthly\.value: expected a finite number/);

    const missing = built() as Partial<ReturnType<typeof built>>;
    delete missing.marketInsights;
    expect(() => check(missing)).toThrow(/marketInsights: required/);

    const wrongType = built();
    (wrongType.cityMatches[0] as { lat: unknown }).lat = '52.37';
    expect(() => check(wrongType)).toThrow(/cityMatches\[0\]\.lat/);

    const badEnum = built();
    (badEnum.predictions['0-3'].career as { level: string }).level = 'wizard';
    expect(() => check(badEnum)).toThrow(/predictions\.0-3\.career\.level: not one of/);
  });

  it("keeps the contract's refinements: confidence caps, no city twice, affordability only for matched cities", () => {
    const aboveCap = built();
    aboveCap.predictions['0-3'].career.confidence = 96;
    expect(() => check(aboveCap)).toThrow(/confidence above the 95 cap/);

    const twice = built();
    twice.cityMatches.push(twice.cityMatches[0]!);
    expect(() => check(twice)).toThrow(/duplicate city/);

    const stray = built();
    stray.cityMatches.shift();
    expect(() => check(stray)).toThrow(/affordability for a city not in cityMatches/);

    const factor = built();
    factor.cityMatches[0]!.breakdown[0]!.earned = factor.cityMatches[0]!.breakdown[0]!.possible + 1;
    expect(() => check(factor)).toThrow(/earned exceeds possible/);
  });

  it('the engine returns what passed the check', () => {
    const result = runAnalysis(request, { now: NOW });
    expect(JSON.stringify(result)).toBe(JSON.stringify(check(analysisOf(request, { now: NOW }))));
  });

  it('refuses, when made, a schema it cannot mirror', () => {
    expect(() => conformer(z.object({ n: z.string().transform((s) => s.length) }))).toThrow(/conform/);
    expect(() => conformer(z.object({ u: z.union([z.object({ a: z.string() }), z.string()]) }))).toThrow(
      /unions of primitives only/,
    );
  });
});
