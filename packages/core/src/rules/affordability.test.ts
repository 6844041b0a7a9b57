import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CheckRule } from '../contracts/analysis-result';
import { sourceText } from '../text/sources';
import { affordabilityChecks, landlordVerdict, rentShareOfNet, rentShareRule } from './affordability';

describe('affordabilityChecks', () => {
  it('applies the 30% rule on net income', () => {
    expect(affordabilityChecks(4500, 3000, 900).thirtyPercentOfNet).toMatchObject({ pass: true, limit: 900 });
    expect(affordabilityChecks(4500, 3000, 901).thirtyPercentOfNet).toMatchObject({
      pass: false,
      limit: 900,
    });
  });

  it("cites the 30% line to the city's country's own yardstick, and HUD for US cities only (decision 0217, W412)", () => {
    const rule = (country?: string) =>
      affordabilityChecks(4000, 2500, 1000, country).thirtyPercentOfNet.rule!;
    expect(rule('US').source).toMatch(/US HUD housing cost burden line/);
    expect(rule('GB').source).toMatch(
      /^ONS, Private rental affordability, England, Wales and Northern Ireland: 2024/,
    );
    expect(rule('NL').source).toMatch(/Nibud/);
    for (const country of ['GB', 'NL', 'DE', 'FR', 'CH', 'SE', 'IE', undefined]) {
      expect(rule(country).source, String(country)).not.toMatch(/HUD/);
      // Applied to net income, none is the publisher's own line: an estimate that says it is a rule of thumb or
      // applied here to net income.
      expect(rule(country)).toMatchObject({ value: 30, unit: '%', basis: 'estimate' });
      expect(rule(country).source).toMatch(/Rule of thumb|applied here to net income/);
    }
    expect(rule('DE').source).toMatch(
      /^Rule of thumb: rent at most 30% of net income; no official national line/,
    );
    expect(rentShareRule('DE')).toEqual(rule('DE'));
    // Each citation has its Dutch text (source-notes-nl.json), not the English one.
    expect(sourceText(rule('NL').source, 'nl')).toMatch(
      /^vuistregel: huur hoogstens 30% van het netto inkomen; het Nibud/,
    );
    expect(sourceText(rule('GB').source, 'nl')).toMatch(/een huur geldt als betaalbaar bij hoogstens 30%/);
    expect(sourceText(rule('DE').source, 'nl')).toMatch(/geen officiële landelijke grens voor dit land/);
    expect(sourceText(rule('US').source, 'nl')).toMatch(/Amerikaanse HUD/);
    // The limit is 30% wherever it is cited to.
    for (const country of ['US', 'GB', 'NL', 'DE']) {
      expect(affordabilityChecks(4000, 2500, 1000, country).thirtyPercentOfNet.limit).toBe(750);
    }
  });

  it('applies the Dutch landlord screen (gross 3-4x rent)', () => {
    expect(affordabilityChecks(4000, 3000, 1000).dutchLandlordGrossMultiple).toMatchObject({
      multiple: 4,
      verdict: 'meets-4x',
    });
    expect(affordabilityChecks(3500, 2700, 1000).dutchLandlordGrossMultiple).toMatchObject({
      multiple: 3.5,
      verdict: 'meets-3x',
    });
    expect(affordabilityChecks(2990, 2300, 1000).dutchLandlordGrossMultiple).toMatchObject({
      multiple: 2.99,
      verdict: 'below-3x',
    });
    expect(landlordVerdict(3)).toBe('meets-3x');
  });

  it('flags the Eurostat overburden above 40% of net', () => {
    expect(affordabilityChecks(4000, 2500, 1000).eurostatOverburden40.overburdened).toBe(false);
    expect(affordabilityChecks(4000, 2500, 1001).eurostatOverburden40.overburdened).toBe(true);
  });

  it('passes everything with no rent', () => {
    expect(affordabilityChecks(3000, 2000, 0)).toMatchObject({
      thirtyPercentOfNet: { pass: true, limit: 600 },
      dutchLandlordGrossMultiple: { multiple: 99, verdict: 'meets-4x' },
      eurostatOverburden40: { overburdened: false },
    });
  });

  it("carries each check's limit as a full figure: value, unit, basis, source and year (issue 15)", () => {
    const c = affordabilityChecks(4000, 2500, 1000);
    expect(c.thirtyPercentOfNet.rule).toMatchObject({ value: 30, unit: '%', basis: 'estimate', year: 2024 });
    expect(c.thirtyPercentOfNet.rule?.source).toMatch(/^Rule of thumb: rent at most 30% of net income/);
    expect(c.dutchLandlordGrossMultiple.rule).toMatchObject({ value: 4, unit: 'x rent', basis: 'estimate' });
    expect(c.dutchLandlordGrossMultiple.rule?.source).toMatch(/Dutch landlords/);
    expect(c.eurostatOverburden40.rule).toMatchObject({
      value: 40,
      unit: '%',
      basis: 'official',
      year: 2024,
    });
    expect(c.eurostatOverburden40.rule?.source).toMatch(/^Eurostat glossary: housing cost overburden rate/);
    // The limits the checks apply are the figures shown: 30% of 2,500 is the money limit.
    expect(c.thirtyPercentOfNet.limit).toBe((2500 * c.thirtyPercentOfNet.rule!.value) / 100);
    for (const rule of [
      c.thirtyPercentOfNet.rule,
      c.dutchLandlordGrossMultiple.rule,
      c.eurostatOverburden40.rule,
    ])
      expect(CheckRule.safeParse(rule).success).toBe(true);
  });

  it('a higher rent never improves a verdict (property)', () => {
    const rank = { 'below-3x': 0, 'meets-3x': 1, 'meets-4x': 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (gross, r1, r2) => {
          const net = gross * 0.7;
          const [lo, hi] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const a = affordabilityChecks(gross, net, lo);
          const b = affordabilityChecks(gross, net, hi);
          if (b.thirtyPercentOfNet.pass) expect(a.thirtyPercentOfNet.pass).toBe(true);
          if (a.eurostatOverburden40.overburdened) expect(b.eurostatOverburden40.overburdened).toBe(true);
          expect(rank[b.dutchLandlordGrossMultiple.verdict]).toBeLessThanOrEqual(
            rank[a.dutchLandlordGrossMultiple.verdict],
          );
        },
      ),
    );
  });
});

describe('rentShareOfNet', () => {
  it('is a percentage with one decimal', () => {
    expect(rentShareOfNet(3000, 900)).toBe(30);
    expect(rentShareOfNet(3150, 1450)).toBe(46);
    expect(rentShareOfNet(3000, 1000)).toBe(33.3);
    expect(rentShareOfNet(0, 500)).toBe(100);
    expect(rentShareOfNet(3000, 0)).toBe(0);
  });

  it('keeps more decimals where one would land on the 30% or 40% line the check reads across (W711)', () => {
    // Rent of 1,201 on 4,000 is 30.025%: above 30%, the check fails, and one decimal said 30.0 ("30% … above 30%").
    expect(affordabilityChecks(5000, 4000, 1201).thirtyPercentOfNet.pass).toBe(false);
    expect(rentShareOfNet(4000, 1201)).toBe(30.03);
    expect(rentShareOfNet(10_000, 3000.4)).toBe(30.004);
    expect(rentShareOfNet(4000, 1601)).toBe(40.03);
    expect(rentShareOfNet(4000, 1199)).toBe(29.98);
    // Away from the lines, and on them exactly, one decimal as before.
    expect(rentShareOfNet(4000, 1213)).toBe(30.3);
    expect(rentShareOfNet(4000, 1200)).toBe(30);
  });
});
