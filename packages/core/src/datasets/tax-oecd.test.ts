import { describe, expect, it } from 'vitest';
import cases from './fixtures/oecd-taxing-wages-2025.json';
import { householdNetPay, type HouseholdNet } from './tax';

/**
 * OECD Taxing Wages 2025 (income year 2024) published cases as independent references: the net personal average tax
 * rate (income tax + employee contributions - cash benefits, % of gross) of a single worker at 67%, 100% and 167% of
 * the average wage (AW) and of a one-earner married couple with two children at 100% AW. The two-earner couple
 * (100% + 67%) has no NPATR row at hand (decisions 0070, 0091, 0128 and 0159); where the couple's taxes can be worked
 * out from the published rows (GB, SE, NO, CZ, DK, PL, NL, IE) its net is derived from them (see twoEarnerNetDerived below),
 * and for ES and AT from its published tax wedge (decision 0138, see twoEarnerNetFromWedge). The compared figure is the OECD "net":
 * take-home pay including child benefits, AW x (1 - NPATR). The app computes it with its 2025 rules at the same gross
 * and national rules (OECD uses the average local tax), except Switzerland, which OECD models for the city of Zurich.
 * OECD counts only taxes and compulsory social security contributions: the typical occupational pension premium (NL,
 * CH) and Swiss accident insurance are non-tax compulsory payments, left out of the net here, but the pension premium
 * still lowers taxable pay, as it does in the OECD models (decision 0070: without that relief Zurich at 167% AW was
 * 2.3% below the OECD case, with it all four Zurich cases are within 0.3%).
 * Values and derivation: fixtures/oecd-taxing-wages-2025.json. The average wage is the OECD's own 2024 figure where it
 * is at hand: the gross earnings (GEBT) of the single at 100% AW from the same API vintage as the NPATR rows for NL, DE,
 * IT, ES, IE, DK, SE and NO (decision 0149), the report's figure for Belgium and Czechia (decisions 0091 and 0100); the
 * United Kingdom's follows from the OECD's tax wedge and NPATR with the employer's National Insurance rule (decision
 * 0100) and equals its published GEBT, GBP 52,615. France, Portugal and Switzerland keep the AW derived from Eurostat's
 * net of the single case (Eurostat's release of May 2025; that derivation put Ireland's AW 7.5% and Spain's 1.6% too
 * high, Denmark's 2.2% too low, as the OECD revised those AWs after it). Austria's AW is fitted on its single 100%
 * case with the app's own rules, so that case is the fit and not tested, and the other three cases are; Poland's is
 * inferred from the shape of its three single rows (decision 0118). The United States is not compared: the OECD
 * models one state and city that are none of the app's.
 */

interface Known {
  bound: number;
  reason: string;
}

/**
 * Where the model does not reproduce the OECD case, why, and the bound it is held to instead of 2%. Every other
 * country and case must be within 2%.
 */
type Case = 'single67' | 'single' | 'single167' | 'couple' | 'twoEarner';

const NL_PENSION =
  "the 2025 law is not 2024's (a 35.82% first bracket, a larger labour credit): with no pension the 2025 rules give -0.6%, -2.0% and -3.8%, the 2024 rules -2.5%, -3.3% and -4.7% (dutch-tax-income-calculator), so the law change is +1.9, +1.3 and +1.0 points; the rest (+0.4, +0.9 and +1.3) is the typical pension premium (8.1% above 18,000, an ABP-like estimate) lowering taxable pay more than the OECD Netherlands model, whose relief fits about 6% above 15,000; measured +2.2%, +2.2% and +2.3% (decisions 0070 and 0124)";

const IT_LOCAL =
  'about 1 to 1.4 points of taxable income more regional and municipal surcharge in the OECD model than the Lombardy and Milan rates (2.53%) the app applies, not explained further (the OECD Italian chapter was not at hand)';

const IE_2025 =
  "2025 law: the standard rate band is EUR 2,000 wider (44,000 single, 53,000 married one earner), the personal, married and employee credits EUR 125 to 250 higher, the home carer credit 1,950 instead of 1,800, and USC's third rate 3% instead of 4% above a wider second band; PRSI is 4.1% instead of 4.025% (4% to September 2024). Worked by hand with Revenue's 2024 rules, the single at the AW pays EUR 946 more (income tax 11,060 instead of 10,410, USC 1,626 instead of 1,287, PRSI 2,336 instead of 2,379) and the one-earner couple, which the OECD gives the home carer credit, EUR 1,222 more (income tax 5,585 instead of 4,660): both then equal the OECD net to the euro (EUR 43,004 and 51,839). Before decision 0149 the test used an AW derived from Eurostat's net, EUR 62,349 instead of the OECD's 58,026, where the law change weighed less";

const KNOWN: Record<string, Partial<Record<Case, Known>>> = {
  IE: {
    single: { bound: 0.025, reason: `${IE_2025}; measured +2.2%` },
    couple: { bound: 0.026, reason: `${IE_2025}; measured +2.35%` },
    twoEarner: {
      bound: 0.025,
      reason:
        "2025 law against the OECD's 2024, worked by hand for this couple (decision 0168): the joint band 53,000 + 35,000 instead of 51,000 + 33,000 and the married and two employee credits 8,000 instead of 7,500 (income tax 13,161 instead of 14,461, -1,300), USC's 3% instead of 4% band (-339 and -147), PRSI 4.1% instead of 4.025% (+73): EUR 1,713 more net, +2.16% of the OECD's 79,416; measured +2.16%, so with 2024's law the app would equal the derived net",
    },
  },
  IT: {
    single: {
      bound: 0.055,
      reason: `2025 law: the extra deduction for incomes of 20,000-40,000 (967 at the AW, 3.9% of the OECD net) did not exist in 2024; with 2024's national rules the case is +1.3% (decision 0124), the rest is ${IT_LOCAL}; measured +5.2%`,
    },
    single167: {
      bound: 0.025,
      reason: `no law change between 2024 and 2025 at this pay; ${IT_LOCAL}; measured +2.0%`,
    },
    couple: {
      bound: 0.05,
      reason:
        '2025 law: the extra deduction for incomes of 20,000-40,000 (967, 3.2% of the OECD net) did not exist in 2024; with it taken off the case is +1.1% (the deduction for a dependent spouse, 690, applies in both years); measured +4.3% (decision 0124)',
    },
  },
  PT: {
    single67: { bound: 0.035, reason: '2025 IRS scale is lower than the 2024 scale OECD applies (+3.0%)' },
    single: { bound: 0.035, reason: '2025 IRS scale is lower than the 2024 scale OECD applies (+2.9%)' },
    single167: { bound: 0.035, reason: '2025 IRS scale is lower than the 2024 scale OECD applies (+3.0%)' },
    couple: {
      bound: 0.025,
      reason: 'the 2025 IRS scale is lower than 2024 (+2.2%; the abono de familia brings it from -4.1%)',
    },
  },
  FR: {
    single67: {
      bound: 0.035,
      reason:
        "the prime d'activite (means-tested in-work benefit, counted by OECD as a cash benefit) is not modelled; a single at 67% AW still receives some (-2.9%)",
    },
  },
  NL: {
    single67: { bound: 0.025, reason: NL_PENSION },
    single: { bound: 0.025, reason: NL_PENSION },
    single167: { bound: 0.025, reason: NL_PENSION },
    twoEarner: {
      bound: 0.025,
      reason: `with the combination credit (IACK) in the app (2025: 2,986, the OECD's 2024 2,950) the couple is the sum of its parts' deviations under the 2025 law: the one-earner couple +0.9% (EUR +462), the single at 67% AW +2.3% (+848; ${NL_PENSION}), and the kindgebonden budget the second income takes away, which under 2025's taper (7.1% above 28,406) is the whole budget the app gives at 100% AW (2,339) and under the OECD's 2024 taper (6.75% above 35,850) 2,875 of 3,031 (+536); measured +2.1% (decision 0168)`,
    },
  },
};

const rates = cases.exchangeRates.perEuro as Record<string, number>;

/**
 * The UK's workplace pension of automatic enrolment is not compulsory (an employee may opt out): OECD's model has none,
 * so the UK cases are worked without it (decision 0127); elsewhere the typical premium lowers taxable pay as above.
 */
const withPension = (country: string) => country !== 'GB';

/** Non-tax compulsory payments OECD leaves out of the net personal average tax rate: pension premiums and these. */
const NON_TAX = new Set(['NBU accident insurance (estimate)']);
/**
 * And these shares of a contribution. Poland: of the employee's 9.76% pension contribution, the 3.65 points that are
 * half of the 7.3% of pay booked to the ZUS sub-account or an open pension fund (OFE); the 12.22% rest goes to the
 * main ZUS account. Inferred, as the Polish chapter was not at hand: the OECD's three single rows fit 28.17% - b /
 * gross, the statutory rules 31.83% - b / gross, and 31.83 - 3.65 = 28.18; the same 3.65 points turn the 2018 rules
 * into the 74.8% take-home of Taxing Wages 2019. The contribution still lowers the income taxed (decision 0124).
 */
const NON_TAX_SHARE: Record<string, number> = { Emerytalne: 0.0365 / 0.0976 };
const oecdNet = (h: HouseholdNet) =>
  h.net +
  h.lines.filter((l) => l.kind === 'pension' || NON_TAX.has(l.name)).reduce((s, l) => s + l.amount, 0) +
  h.lines.reduce((s, l) => s + l.amount * (NON_TAX_SHARE[l.name] ?? 0), 0);

interface EmployerNic {
  rate: number;
  threshold: number;
}
type Single = 'single67' | 'single' | 'single167';
const SHARES: Record<Single, number> = { single67: 0.67, single: 1, single167: 1.67 };

/**
 * The average wage implied by one single case when the employer pays `rate` above `threshold` (UK National Insurance):
 * the tax wedge (% of labour costs) and the NPATR (% of gross) differ only by the employer's part, whose share of
 * gross is (TW - NPATR) / (1 - TW) = rate x (1 - threshold / gross); solved for gross, divided by the case's share.
 */
function awFromEmployerNic(nic: EmployerNic, tw: number, npatr: number, share: number): number {
  const employer = (tw / 100 - npatr / 100) / (1 - tw / 100);
  return (nic.rate * nic.threshold) / (nic.rate - employer) / share;
}

/**
 * The gross at which the app's rules of `country` give the net personal average tax rate `npatr` (% of gross) for a
 * single without children: the average wage fitted on that case (NPATR rises with gross; bisection).
 */
function fitAverageWage(country: string, npatr: number): number {
  const rateAt = (gross: number) =>
    1 -
    oecdNet(
      householdNetPay({
        countryCode: country,
        earners: [gross],
        adults: 1,
        children: 0,
        pension: withPension(country),
      }),
    ) /
      gross;
  let lo = 5_000;
  let hi = 1_000_000;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (rateAt(mid) * 100 < npatr) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const rows = cases.countries.map((c) => {
  const rate = rates[c.currency] ?? 1;
  const {
    averageWage,
    eurostatNetSingleEur,
    city,
    averageWageFromEmployerNic,
    taxWedge,
    averageWageFittedOn,
  } = c as {
    averageWage?: number;
    eurostatNetSingleEur?: number;
    city?: string;
    averageWageFromEmployerNic?: EmployerNic;
    taxWedge?: Record<Single, number>;
    averageWageFittedOn?: 'single';
  };
  // The OECD's own average wage where it is at hand (GEBT for eight countries, the report's figure for BE and CZ); for
  // GB derived from the tax wedge and the employer's National Insurance at 100% AW; else derived from Eurostat's net.
  const aw =
    averageWage ??
    (averageWageFittedOn ? fitAverageWage(c.country, c.npatr.single) : undefined) ??
    (averageWageFromEmployerNic && taxWedge
      ? awFromEmployerNic(averageWageFromEmployerNic, taxWedge.single, c.npatr.single, 1)
      : ((eurostatNetSingleEur ?? Number.NaN) * rate) / (1 - c.npatr.single / 100));
  return { ...c, aw, city, nic: averageWageFromEmployerNic, taxWedge, fittedOn: averageWageFittedOn };
});

/**
 * The two-earner married couple with two children, one earner at 100% AW and the other at 67%. Its published rate was
 * not found (decisions 0128, 0138, 0149 and 0159), so where the couple's taxes can be worked out from the published rows
 * its OECD net is derived from them (`twoEarnerDerived` in the fixture, with the reasoning as its source):
 * - `oneEarnerCouple`: AW x (1 - NPATR couple) + 0.67 AW x (1 - NPATR single 67%) + plus. GB, SE and NO (decision
 *   0128): taxes and contributions are individual, the non-earning spouse changes no tax and the child benefits do not
 *   depend on the second earner, so plus is 0. PL (decision 0159): spouses file jointly; the one-earner couple gains
 *   exactly the spouse's tax-reducing amount (PLN 3,600) by it and the two-earner couple nothing, so plus is -3,600.
 *   NL (decision 0159): the second earner adds the combination credit of the lower earner (IACK, 2,950) and takes away
 *   6.75% of her taxable pay from the kindgebonden budget tested on the couple's income (2,875), so plus is 75.
 *   IE (decision 0168): only the income tax is joint; the couple's (the married band widened by the lower income,
 *   the married and two employee credits) is 4,850.48 more than the one-earner couple's and the single's at 67% AW
 *   together under Revenue's 2024 rules, which reproduce the OECD's single rows to the cent, so plus is -4,850.48.
 * - `singles`: AW x (1 - NPATR single) + 0.67 AW x (1 - NPATR single 67%) + plus, the statutory child benefits of 2024
 *   that the two-earner household receives (decision 0159). CZ: the child tax credit, 37,524 (no pridavek na dite
 *   above its income limit; the spouse credit of 2024 needs a child under 3). DK: the boerne- og ungeydelse for a
 *   child of 6 and one of 7-14, 28,992 (the unused allowance transferred to a non-earning spouse plays no part).
 * Each derivation is checked on the OECD's own rows: the one-earner couple's net over the single's at 100% AW must be
 * the statutory amounts the derivation assumes (`premise`). Not derived where the second earner changes the couple's
 * taxes in ways the rows do not show (DE and FR splitting and quotients, CH and PT joint scales, BE the marital
 * quotient and the child supplements of the tax-free amount, IT the ISEE-tested assegno unico and the spouse
 * deduction; decision 0168).
 */
interface TwoEarnerDerived {
  from: 'oneEarnerCouple' | 'singles';
  plus: number;
  source: string;
  premise: { oneEarnerOverSingle: number; tolerance: number; parts: string };
}

function twoEarnerNetDerived(
  aw: number,
  npatr: { single: number; single67: number; oneEarnerCouple2Children: number },
  derived: TwoEarnerDerived,
): number {
  const first = derived.from === 'singles' ? npatr.single : npatr.oneEarnerCouple2Children;
  return aw * (1 - first / 100) + 0.67 * aw * (1 - npatr.single67 / 100) + derived.plus;
}

interface TwoEarnerPublished {
  taxWedge: number;
  source: string;
}
type Wedge = Partial<Record<Single | 'oneEarnerCouple2Children', number>>;

/**
 * The employer's contributions as a share of gross pay at one wage level, from a published tax wedge (% of labour
 * costs, gross plus employer contributions) and NPATR (% of gross) of the same case: (TW - NPATR) / (100 - TW).
 */
const employerShare = (tw: number, npatr: number) => (tw - npatr) / (100 - tw);

/**
 * The two-earner couple's net where its published tax wedge was found (decision 0138; ES and AT). The wedge is a share
 * of the couple's labour costs, AW x (1 + e100) + 0.67 AW x (1 + e67), with each earner's employer share taken from the
 * OECD's own rows at that wage level (the one-earner couple at 100% AW, the single at 67%): employer contributions are
 * individual and do not depend on the household. Net = (1 - TW) x labour costs. The wedge is rounded to 0.1 point in
 * the press, which is 0.16% of the net at these levels.
 */
function twoEarnerNetFromWedge(
  aw: number,
  tw: Wedge,
  npatr: { single67: number; oneEarnerCouple2Children: number },
  published: number,
): number {
  const e100 = employerShare(tw.oneEarnerCouple2Children!, npatr.oneEarnerCouple2Children);
  const e67 = employerShare(tw.single67!, npatr.single67);
  return (1 - published / 100) * (aw * (1 + e100) + 0.67 * aw * (1 + e67));
}

describe(`${cases.edition} (income year ${cases.incomeYear}): app net pay at the average wage`, () => {
  it('covers the countries with an average wage at hand and says which are not tested', () => {
    expect(rows.map((r) => r.country).sort()).toEqual([
      'AT',
      'BE',
      'CH',
      'CZ',
      'DE',
      'DK',
      'ES',
      'FR',
      'GB',
      'IE',
      'IT',
      'NL',
      'NO',
      'PL',
      'PT',
      'SE',
    ]);
  });

  it('has a finite average wage for every tested country', () => {
    for (const r of rows) expect(Number.isFinite(r.aw) && r.aw > 10_000, r.country).toBe(true);
  });

  it("fits Austria's average wage on its single 100% case (the fit, not a test) to a plausible full-time wage", () => {
    const at = rows.find((r) => r.country === 'AT')!;
    expect(at.fittedOn).toBe('single');
    // EUR 60,897 with the 2025 rules (decision 0118); Belgium's published AW is EUR 60,841, Germany's 63,528.
    expect(at.aw).toBeGreaterThan(50_000);
    expect(at.aw).toBeLessThan(70_000);
  });

  it('derives one UK average wage from all three single cases (so the employer rule fits the OECD model)', () => {
    const gb = rows.find((r) => r.country === 'GB')!;
    const each = (Object.keys(SHARES) as Single[]).map((k) =>
      awFromEmployerNic(gb.nic!, gb.taxWedge![k], gb.npatr[k], SHARES[k]),
    );
    // Worked by hand: (29.931677 - 21.934619) / (100 - 29.931677) = 0.114132 of gross; 0.138 x 9,100 / 0.023868.
    expect(Math.round(gb.aw)).toBe(52_615);
    // The OECD's own GEBT of the UK single at 100% AW, 2024, from the API vintage of the other countries' AW (decision 0149).
    expect(Math.abs(gb.aw - 52_615)).toBeLessThan(1);
    for (const aw of each) expect(Math.abs(aw / gb.aw - 1)).toBeLessThan(0.0001);
  });

  for (const r of rows) {
    const base = {
      countryCode: r.country,
      pension: withPension(r.country),
      ...(r.city && { cityId: r.city }),
    };
    const check = (kind: Case, ours: number, npatr: number, gross = r.aw) => {
      const reference = gross * (1 - npatr / 100);
      const deviation = ours / reference - 1;
      const known = KNOWN[r.country]?.[kind];
      expect(Math.abs(deviation), known?.reason ?? `${r.country} ${kind}`).toBeLessThan(known?.bound ?? 0.02);
    };

    for (const [kind, share, npatr] of [
      ['single67', 0.67, r.npatr.single67],
      ['single', 1, r.npatr.single],
      ['single167', 1.67, r.npatr.single167],
    ] as const) {
      // The case the average wage was fitted on holds by construction: not a test.
      if (r.fittedOn === kind) continue;
      const known = KNOWN[r.country]?.[kind] ? ' (known deviation)' : '';
      it(`${r.country}: single, no children, ${Math.round(share * 100)}% AW${known}`, () => {
        const gross = r.aw * share;
        const h = householdNetPay({ ...base, earners: [gross], adults: 1, children: 0 });
        check(kind, oecdNet(h), npatr, gross);
      });
    }

    it(`${r.country}: one-earner married couple, two children, 100% AW, with child benefits${KNOWN[r.country]?.couple ? ' (known deviation)' : ''}`, () => {
      const h = householdNetPay({ ...base, earners: [r.aw, 0], adults: 2, children: 2 });
      expect(h.childBenefits).toBeGreaterThan(r.country === 'ES' || r.country === 'PT' ? -1 : 0);
      check('couple', oecdNet(h), r.npatr.oneEarnerCouple2Children);
    });

    const published = (r as { twoEarner?: TwoEarnerPublished }).twoEarner;
    const wedge = (r as { taxWedge?: Wedge }).taxWedge;
    if (published && wedge) {
      it(`${r.country}: employer contributions do not depend on the household (single and one-earner couple at 100% AW)`, () => {
        // The derivation below takes the employer share at 100% AW from the couple's rows; the single's must agree.
        const fromSingle = employerShare(wedge.single!, r.npatr.single);
        const fromCouple = employerShare(wedge.oneEarnerCouple2Children!, r.npatr.oneEarnerCouple2Children);
        expect(Math.abs(fromSingle - fromCouple)).toBeLessThan(0.0005);
      });
      it(`${r.country}: two-earner married couple, two children, 100% + 67% AW (published tax wedge ${published.taxWedge}%)${KNOWN[r.country]?.twoEarner ? ' (known deviation)' : ''}`, () => {
        const h = householdNetPay({ ...base, earners: [r.aw, 0.67 * r.aw], adults: 2, children: 2 });
        const reference = twoEarnerNetFromWedge(r.aw, wedge, r.npatr, published.taxWedge);
        const known = KNOWN[r.country]?.twoEarner;
        expect(
          Math.abs(oecdNet(h) / reference - 1),
          known?.reason ?? `${r.country} two-earner couple`,
        ).toBeLessThan(known?.bound ?? 0.02);
      });
    }

    const derived = (r as { twoEarnerDerived?: TwoEarnerDerived }).twoEarnerDerived;
    if (derived) {
      it(`${r.country}: the OECD's one-earner couple exceeds its single at 100% AW by the statutory amounts the two-earner derivation assumes`, () => {
        const over = r.aw * ((r.npatr.single - r.npatr.oneEarnerCouple2Children) / 100);
        expect(Math.abs(over / derived.premise.oneEarnerOverSingle - 1), derived.premise.parts).toBeLessThan(
          derived.premise.tolerance,
        );
      });
      it(`${r.country}: two-earner married couple, two children, 100% + 67% AW (derived from the published rows)${KNOWN[r.country]?.twoEarner ? ' (known deviation)' : ''}`, () => {
        const h = householdNetPay({ ...base, earners: [r.aw, 0.67 * r.aw], adults: 2, children: 2 });
        const reference = twoEarnerNetDerived(r.aw, r.npatr, derived);
        const known = KNOWN[r.country]?.twoEarner;
        expect(h.childBenefits).toBeGreaterThan(0);
        expect(
          Math.abs(oecdNet(h) / reference - 1),
          known?.reason ?? `${r.country} two-earner couple`,
        ).toBeLessThan(known?.bound ?? 0.02);
      });
    }
  }
});
