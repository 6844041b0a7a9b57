import type { MoneyFigure } from '../contracts/figure';
import type { PermitRule, PermitsDataset } from '../datasets/permits';
import type { ExchangeRate } from './data';
import { convertValue, money } from './money';
import { nationalityOf } from '../rules/nationalities';

/**
 * Right to work (issue 16): whether the person may work in a country without a permit (citizen, EU/EEA/Swiss free
 * movement, the Common Travel Area, the Trans-Tasman arrangement) and otherwise which permit, its salary threshold
 * for this person and whether the predicted pay meets it. Thresholds are the authorities' figures with their year.
 */
export type WorkRightStatus = 'citizen' | 'free-movement' | 'agreement' | 'permit' | 'unknown';

export interface WorkRight {
  status: WorkRightStatus;
  /** The agreement or free-movement rule that applies. */
  basis?: string;
  permit?: {
    id: string;
    name: string;
    /** Annual gross threshold for this person, local currency (null: no single threshold known). */
    threshold: MoneyFigure | null;
    /** Whether the predicted pay meets it (null when there is no threshold). */
    meets: boolean | null;
    lottery?: { selectionRate: number; fiscalYear: number };
    source: string;
    url: string;
    year: number;
  };
  /**
   * Set when the person gave no citizenship: the country they live in, whose citizenship was assumed (decision 0102).
   */
  assumedFrom?: string;
  /**
   * Set when the person gave neither a citizenship nor where they live (decision 0107): their right to work is not
   * known; it is worked out, and the city ranked, as for a citizen of an EU/EEA country or Switzerland, and shown as
   * unknown with the way to answer.
   */
  rankedAs?: 'eu-eea-ch';
  /** 0..1 for the city ranking: no permit needed 1; a permit the pay meets 0.6; an unknown threshold 0.35; a lottery
   * its selection rate x 0.6; a threshold the pay misses 0.1. */
  score: number;
}

export interface PermitPerson {
  citizenships: readonly string[];
  /**
   * A citizen of some country of this bloc, not known which (decision 0107): free movement inside it, no agreement
   * outside it, each country's permit rules elsewhere.
   */
  bloc?: 'eu-eea-ch';
  /** The wizard's age range ('23-27'), or ''. */
  ageRange: string;
  /** Student, recent graduate, or graduated within 3 years. */
  recentGraduate: boolean | null;
  /** Holds a bachelor's degree or higher (null when unknown). */
  degree: boolean | null;
}

const AGE: Record<string, [number, number]> = {
  '18-22': [18, 22],
  '23-27': [23, 27],
  '28-32': [28, 32],
  '33-37': [33, 37],
  '38+': [38, 120],
};

/** true / false / null (unknown) for each condition of a permit rule. */
function applies(rule: PermitRule, person: PermitPerson): boolean | null {
  const checks: (boolean | null)[] = [];
  const age = AGE[person.ageRange];
  if (rule.when.minAge !== undefined)
    checks.push(age ? (age[0] >= rule.when.minAge ? true : age[1] < rule.when.minAge ? false : null) : null);
  if (rule.when.maxAge !== undefined)
    checks.push(age ? (age[1] <= rule.when.maxAge ? true : age[0] > rule.when.maxAge ? false : null) : null);
  if (rule.when.recentGraduate) checks.push(person.recentGraduate);
  if (rule.when.degree) checks.push(person.degree);
  if (checks.includes(false)) return false;
  if (checks.includes(null)) return null;
  return true;
}

const annual = (rule: PermitRule) =>
  rule.amount === null ? null : rule.amount * (rule.period === 'month' ? 12 : 1);

/**
 * The person's right to work in `country` with `pay` (annual gross, local currency). Of the permits that apply to
 * them, the one with the lowest threshold (their best route); when age or graduation is unknown, the stricter one.
 */
export function workRightIn(
  country: string,
  pay: MoneyFigure,
  person: PermitPerson,
  permits: PermitsDataset,
  rates: Readonly<Record<string, ExchangeRate>>,
): WorkRight {
  // A territory's code (Åland, Curaçao...) stands for its state's nationality (decision 0131).
  const citizenships = person.citizenships.map(nationalityOf);
  if (citizenships.length === 0 && !person.bloc) return { status: 'unknown', score: 1 };
  if (citizenships.includes(country)) return { status: 'citizen', score: 1 };
  const free = new Set(permits.freeMovement.countries);
  if (free.has(country) && (person.bloc === 'eu-eea-ch' || citizenships.some((c) => free.has(c))))
    return { status: 'free-movement', basis: 'eu-eea-ch', score: 1 };
  const agreement = permits.agreements.find(
    (a) => a.countries.includes(country) && citizenships.some((c) => a.citizens.includes(c)),
  );
  if (agreement) return { status: 'agreement', basis: agreement.id, score: 1 };

  const rules = permits.permits[country] ?? [];
  if (rules.length === 0) return { status: 'permit', score: 0.35 };
  const sure = rules.filter((r) => applies(r, person) === true);
  const maybe = rules.filter((r) => applies(r, person) === null);
  const byThreshold = (a: PermitRule, b: PermitRule) => (annual(a) ?? Infinity) - (annual(b) ?? Infinity);
  const rule =
    [...sure].sort(byThreshold)[0] ??
    [...maybe].sort(byThreshold).reverse()[0] ??
    [...rules].sort(byThreshold).reverse()[0]!;
  const amount = annual(rule);
  let threshold: MoneyFigure | null = null;
  let meets: boolean | null = null;
  if (amount !== null) {
    const local =
      rule.currency === pay.currency ? amount : convertValue(amount, rule.currency, pay.currency, rates);
    threshold = money(
      local,
      pay.currency,
      rule.currency === pay.currency ? 'official' : 'derived',
      rule.source,
      rule.year,
      'per year, gross',
    );
    meets = pay.value >= local;
  }
  let score: number;
  if (rule.lottery) score = 0.6 * (rule.lottery.selectionRate / 100) * (person.degree === false ? 0.25 : 1);
  else if (meets === null) score = 0.35;
  else score = meets ? 0.6 : 0.1;
  return {
    status: 'permit',
    permit: {
      id: rule.id,
      name: rule.name,
      threshold,
      meets,
      ...(rule.lottery && { lottery: rule.lottery }),
      source: rule.source,
      url: rule.url,
      year: rule.year,
    },
    score,
  };
}
