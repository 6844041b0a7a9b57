import type { SalaryTimeframe, SkillPriority } from '../contracts/enums';

/**
 * Rules of the dashboard (spec sections 2, 4 and 9): the one tab definition and its gating, the analysis panel
 * state, the onboarding-based prediction view (the spec's sample cities and multipliers), and the learning plan.
 */

// ---------------------------------------------------------------- tabs

export const DASHBOARD_TAB_IDS = [
  'profile',
  'compare',
  'recommendations',
  'skill-gap',
  'quick-actions',
  'timeline',
] as const;
export type DashboardTabId = (typeof DASHBOARD_TAB_IDS)[number];

export interface DashboardTab {
  id: DashboardTabId;
  /** English label (the web shows its translation). */
  label: string;
  /** The tab shows its content only with a completed analysis. */
  needsAnalysis: boolean;
}

/**
 * The six tabs in order. Compare, Recommendations and Skill Gap need a completed analysis (spec section 2). The
 * Future Timeline's content is not in the spec; ours is built from the analysis' predictions and milestones, so it
 * needs one too.
 */
export const DASHBOARD_TABS: readonly DashboardTab[] = [
  { id: 'profile', label: 'Profile', needsAnalysis: false },
  { id: 'compare', label: 'Compare', needsAnalysis: true },
  { id: 'recommendations', label: 'Recommendations', needsAnalysis: true },
  { id: 'skill-gap', label: 'Skill Gap', needsAnalysis: true },
  { id: 'quick-actions', label: 'Quick Actions', needsAnalysis: false },
  { id: 'timeline', label: 'Future Timeline', needsAnalysis: true },
];

export function isDashboardTabId(value: unknown): value is DashboardTabId {
  return typeof value === 'string' && (DASHBOARD_TAB_IDS as readonly string[]).includes(value);
}

/**
 * What a tab shows: its content; 'generate' ('Complete Your Profile' with 'Generate Career Analysis') when it needs a
 * completed analysis and onboarding answers exist; 'start' ('Start Career Analysis' to the survey) when none exist.
 */
export type TabGate = 'content' | 'generate' | 'start';

export function tabGate(
  tab: Pick<DashboardTab, 'needsAnalysis'>,
  status: string | null,
  hasAnswers: boolean,
): TabGate {
  if (!tab.needsAnalysis || status === 'completed') return 'content';
  return hasAnswers ? 'generate' : 'start';
}

// ---------------------------------------------------------------- analysis panel

export type AnalysisPanelState = 'loading' | 'none' | 'pending' | 'completed' | 'failed';

/** Spec table: pending, completed, any other value (failed), no record at all. */
export function analysisPanelState(
  loading: boolean,
  record: { status: string } | null | undefined,
): AnalysisPanelState {
  if (loading) return 'loading';
  if (!record) return 'none';
  if (record.status === 'pending') return 'pending';
  if (record.status === 'completed') return 'completed';
  return 'failed';
}

/** Errors of Generate / Retry / Refresh (spec section 8), as codes the web translates. */
export type AnalysisActionError = 'no-data' | 'invalid-data' | 'busy' | 'failed' | 'exception';

/** 429 or a message with '429' or 'Too Many Requests' is 'busy'; other answered errors 'failed'; no answer 'exception'. */
export function analysisActionError(error: {
  status?: number;
  message?: string;
  code?: string;
}): AnalysisActionError {
  const message = error.message ?? '';
  if (error.code === 'NO_ONBOARDING_DATA') return 'no-data';
  if (error.code === 'INVALID_DATA_STRUCTURE') return 'invalid-data';
  if (error.status === 429 || /429|too many requests/i.test(message) || error.code === 'TOO_MANY_REQUESTS') {
    return 'busy';
  }
  if (!error.status) return 'exception';
  return 'failed';
}

/** Working hours a year used to turn an hourly amount into an annual one. */
export const HOURS_PER_YEAR = 2080;

/** An amount of the salary step as an annual amount (monthly x 12, hourly x 2080). */
export function annualAmount(amount: number, timeframe: SalaryTimeframe): number {
  if (timeframe === 'monthly') return amount * 12;
  if (timeframe === 'hourly') return amount * HOURS_PER_YEAR;
  return amount;
}

/** A yearly amount in the period a person thinks in (the inverse of annualAmount), rounded to whole units. */
export function perPeriodAmount(annual: number, timeframe: SalaryTimeframe): number {
  if (timeframe === 'monthly') return Math.round(annual / 12);
  if (timeframe === 'hourly') return Math.round(annual / HOURS_PER_YEAR);
  return Math.round(annual);
}

/**
 * Where the person's own salary expectation stands against the predicted pay on the same card (walk W13: "90% to 120%
 * of your expectation of EUR 2,250 per month" beside "Predicted now: about EUR 8,860 per month" with no word why):
 * 'below' or 'above' when they differ by more than a fifth, so the card says that the one is their own target and the
 * other the predicted role's pay in their best-matching city; null when close, or in different currencies.
 */
export function expectationAgainstPrediction(
  expectation: { amount: number; timeframe: SalaryTimeframe; currency: string },
  predictedAnnual: { value: number; currency: string },
): 'below' | 'above' | null {
  if (expectation.currency !== predictedAnnual.currency || !(expectation.amount > 0)) return null;
  const yearly = annualAmount(expectation.amount, expectation.timeframe);
  const ratio = predictedAnnual.value / yearly;
  return ratio > 1.25 ? 'below' : ratio < 0.8 ? 'above' : null;
}

/**
 * Whether a recommendation list stands in match order, best first (walk W11: "Bookkeeping Clerk 53%, Accountant and
 * Auditor 19%, ..."). The roles list puts named goals and the career path first (decision 0028); when that breaks the
 * match order, the list says by what it is sorted.
 */
export function inMatchOrder(items: readonly { match: number }[]): boolean {
  return items.every((item, i) => i === 0 || items[i - 1]!.match >= item.match);
}

type WithReasons = { why: readonly { code: string }[] };
const codesOf = (items: readonly WithReasons[]) => new Set(items.flatMap((x) => x.why.map((w) => w.code)));

/**
 * The note that says by what the roles are sorted when not by match (decision 0257): with a goal, the roles close to it
 * come after the goal and the path (`role.near-goal`, `role.beside-goal`); a result without those keeps the older note.
 * A key of the dashboard's `recs` strings.
 */
export function rolesOrderNote(roles: readonly WithReasons[]): 'rolesOrderGoal' | 'rolesOrder' {
  const codes = codesOf(roles);
  return codes.has('role.near-goal') || codes.has('role.beside-goal') ? 'rolesOrderGoal' : 'rolesOrder';
}

/**
 * The note that says by what the companies are sorted when not by match: the industry the person chose, else the
 * industries of the recommended roles, before the city (decision 0257); a result stored before it, the city first
 * (decision 0143). A key of the dashboard's `recs` strings.
 */
export function companiesOrderNote(
  companies: readonly WithReasons[],
): 'companiesOrderIndustry' | 'companiesOrderRoles' | 'companiesOrder' {
  const codes = codesOf(companies);
  return codes.has('company.chosen')
    ? 'companiesOrderIndustry'
    : codes.has('company.role-industry')
      ? 'companiesOrderRoles'
      : 'companiesOrder';
}

/**
 * How many monthly payments a year's pay is paid in, where the law or near-universal collective agreements add
 * payments to the twelve months (walk W2): the Netherlands' 8% holiday allowance (Wet minimumloon en
 * minimumvakantiebijslag, art. 15), Portugal's holiday and Christmas allowances (Código do Trabalho, arts. 263-264),
 * Spain's two extraordinary payments (Estatuto de los Trabajadores, art. 31), Austria's holiday and Christmas bonuses
 * (Kollektivverträge) and Italy's thirteenth month (CCNL). A yearly figure that includes them divided by 12 overstates
 * what the payslip shows each month. Elsewhere a year is twelve payments.
 */
export const PAY_MONTHS: Readonly<Record<string, number>> = { NL: 12.96, PT: 14, ES: 14, AT: 14, IT: 13 };

/** The payments a year is paid in, in this country: PAY_MONTHS, else 12. */
export const payMonthsIn = (country: string | undefined): number => (country && PAY_MONTHS[country]) || 12;

/**
 * What a person earns now as a yearly amount (decision 0069). A month is read as the payslip month of the country they
 * live in, so the year holds the payments its law adds: a Dutch EUR 3,800 a month is EUR 49,248 a year (x 12.96: the
 * twelve months and the law's 8% holiday allowance on them), a Portuguese month x 14; elsewhere, or with no known home,
 * x 12. An hour is x 2,080.
 * With the source of the role's typical pay where the person lives and works in that role (`agreementSource`), a month
 * is built as that collective agreement pays the year (decision 0177): x 12 plus the holiday pay and the year-end
 * payment its source names (`namedPayMonths`), the reverse of the payslip month (`payslipMonthly`), so a Dutch hospital
 * nurse's EUR 3,000 a month is EUR 41,880 a year (x 13.96) and its payslip month EUR 3,000 again.
 */
export function currentPayYearly(
  amount: number,
  timeframe: SalaryTimeframe,
  homeCountry: string | undefined,
  agreementSource?: string,
): number {
  const named = timeframe === 'monthly' ? namedPayMonths(agreementSource) : undefined;
  return amount * (named ?? periodsPerYear(timeframe, homeCountry));
}

/**
 * Periods a year holds for a pay per `timeframe` where the person lives: a month is home's payslip month
 * (`payMonthsIn`: 12.96 in the Netherlands, 14 in Portugal, Spain and Austria, 13 in Italy, else 12), an hour 1 of
 * 2,080, a year 1. The one rule for every pay a person answers: the current pay (decision 0069) and the salary slider
 * (decision 0077).
 */
export function periodsPerYear(timeframe: SalaryTimeframe, homeCountry: string | undefined): number {
  if (timeframe === 'monthly') return payMonthsIn(homeCountry);
  return timeframe === 'hourly' ? HOURS_PER_YEAR : 1;
}

/**
 * The months' pay a typical-pay figure's own source says its year holds, where it names its bonuses (decision 0163,
 * walk W104): the Cao Ziekenhuizen nurse's "x12 plus 8% holiday pay and the 8.33% year-end payment" is 12 x (1 +
 * 0.08 + 0.0833) = 13.96 months (both are shares of the twelve months' pay), not the law's 12.96. The source may be
 * inside a composed note (a share of it, a level of it). Undefined where the source names none.
 */
export function namedPayMonths(source: string | undefined): number | undefined {
  const m = source?.match(
    /x ?12 plus (\d+(?:\.\d+)?)% holiday pay and the (\d+(?:\.\d+)?)% year-end payment/,
  );
  return m ? 12 * (1 + Number(m[1]) / 100 + Number(m[2]) / 100) : undefined;
}

/**
 * A yearly pay in this country as the monthly amount on the payslip; null where a year is twelve payments. With the
 * figure's source, every bonus it names is divided out (`namedPayMonths`; `named` then says so).
 */
export function payslipMonthly(
  annual: number,
  country: string,
  source?: string,
): { amount: number; months: number; named?: true } | null {
  const named = namedPayMonths(source);
  const months = named ?? PAY_MONTHS[country];
  return months
    ? { amount: Math.round(annual / months), months, ...(named !== undefined && { named: true as const }) }
    : null;
}

// ---------------------------------------------------------------- learning plan

export interface PlanSkill {
  skillId: string;
  name: string;
  priority: SkillPriority;
  /** Hours of learning to the target level. */
  hours: number;
}

export interface PlanEntry {
  skillId: string;
  name: string;
  priority: SkillPriority;
  hoursNeeded: number;
  hoursDone: number;
  hoursLeft: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  targetDate: string;
  done: boolean;
}

export interface LearningPlan {
  hoursPerWeek: number;
  totalHoursLeft: number;
  weeks: number;
  entries: PlanEntry[];
  /** The last target date; the start date when nothing is left. */
  endDate: string;
}

const PRIORITY_ORDER: Record<SkillPriority, number> = { High: 0, Medium: 1, Low: 2 };
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus a number of days (UTC, whole days). */
export function addDays(isoDate: string, days: number): string {
  const start = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getTime();
  return new Date(start + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A plan at the person's hours a week: skills one after another, High priority first (input order within a
 * priority); each skill's hours left are its hours minus the hours already logged for it; a skill's target date is
 * the day its cumulative hours are reached at `hoursPerWeek` (days rounded up). Skills with nothing left are done
 * and keep the start date.
 */
export function learningPlan(
  skills: readonly PlanSkill[],
  hoursPerWeek: number,
  startDate: string,
  hoursDone: Readonly<Record<string, number>> = {},
): LearningPlan {
  const perWeek = Number.isFinite(hoursPerWeek) && hoursPerWeek > 0 ? hoursPerWeek : 5;
  const ordered = skills
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => PRIORITY_ORDER[a.skill.priority] - PRIORITY_ORDER[b.skill.priority] || a.index - b.index)
    .map(({ skill }) => skill);
  let cumulative = 0;
  const entries = ordered.map((skill) => {
    const needed = Math.max(0, Math.round(skill.hours));
    const done = Math.max(0, hoursDone[skill.skillId] ?? 0);
    const left = Math.max(0, needed - done);
    const startDays = Math.ceil((cumulative / perWeek) * 7);
    cumulative += left;
    const endDays = Math.ceil((cumulative / perWeek) * 7);
    return {
      skillId: skill.skillId,
      name: skill.name,
      priority: skill.priority,
      hoursNeeded: needed,
      hoursDone: Math.min(done, needed),
      hoursLeft: left,
      startDate: addDays(startDate, startDays),
      targetDate: addDays(startDate, endDays),
      done: left === 0,
    };
  });
  return {
    hoursPerWeek: perWeek,
    totalHoursLeft: cumulative,
    weeks: Math.ceil(cumulative / perWeek),
    entries,
    endDate: addDays(startDate, Math.ceil((cumulative / perWeek) * 7)),
  };
}

// ---------------------------------------------------------------- learning progress

export const LEARNING_STATUSES = ['enrolled', 'in-progress', 'completed'] as const;
export type LearningStatus = (typeof LEARNING_STATUSES)[number];

/**
 * Progress of one course: completed means 100; otherwise the logged hours over the course's hours, capped at 99;
 * null when the course's length is unknown (the interface then shows the hours alone).
 */
export function courseProgressPercent(
  status: LearningStatus,
  hoursSpent: number,
  courseHours: number | null | undefined,
): number | null {
  if (status === 'completed') return 100;
  if (!courseHours || courseHours <= 0) return null;
  return Math.min(99, Math.round((Math.max(0, hoursSpent) / courseHours) * 100));
}

/** A skill's progress: the mean of its courses' known percentages (0 when none is known). */
export function skillProgressPercent(percents: readonly (number | null)[]): number {
  const known = percents.filter((p): p is number => typeof p === 'number');
  if (known.length === 0) return 0;
  return Math.round(known.reduce((sum, p) => sum + p, 0) / known.length);
}
