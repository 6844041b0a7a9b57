import type { PartialAnalysisRequest } from '../contracts/analysis-request';
import type { ExperienceLevel } from '../contracts/enums';
import type { MoneyFigure } from '../contracts/figure';
import { chosenCountriesFirst } from '../rules/country-scope';
import { currentPayYearly, namedPayMonths, payMonthsIn } from '../rules/dashboard';
import { HOME_CITY_KM, withoutChildcare } from '../rules/money-left';
import { haversineKm } from '../rules/hubs';
import { homeFor } from './affordability';
import { budgetFit, parseHousingBudget } from './budget';
import { predictCareer, type CareerChoice, type PayAnchorBasis } from './career';
import { scoreCities, type CityExtras, type ScoredCity } from './cities';
import type { EngineData, EngineRole } from './data';
import { homeOf, type Home } from './home';
import { householdMoney, type HouseholdMoneyModel } from './household-money';
import { convertValue, money } from './money';
import { payAtShare, shareIn } from './pay-share';
import { workRightIn, type PermitPerson, type WorkRight } from './permits';
import { gazetteerOf, namedCountries, placesInText } from './places';
import { derivePerson, type Person } from './profile';
import { salaryIn } from './roles';

/**
 * The one city scorer (issue 16): the wizard's initial-opportunities and budget-values screens and the analysis all
 * call this with the same request, so the same person sees the same score and order everywhere. It derives the
 * person, predicts the role (its pay per city), finds home, the housing budget, the places named in free text and the
 * right to work, then scores every city (engine/cities.ts) and attaches the facts shown beside each score.
 */
export interface CityFit {
  person: Person;
  career: CareerChoice;
  /** Annual gross pay per city id (local currency) of the near-term role; the family mean before any skill. */
  salaryByCity: Map<string, MoneyFigure>;
  /**
   * The main earner's annual gross pay per city id that money left and the affordability checks use (decisions 0089,
   * 0129): with a current pay and a home city, their own pay where they live now and that pay scaled by the role's
   * typical pay elsewhere (the same place in the pay distribution); without them, `salaryByCity`'s everywhere.
   */
  earnerPayByCity: Map<string, MoneyFigure>;
  /** The city where `earnerPayByCity` holds the person's own current pay; absent when it holds none. */
  currentPayCityId?: string;
  /**
   * The cities where `earnerPayByCity` holds the person's own pay scaled by the role's typical pay there over home
   * (decision 0129); empty without own pay or a home city.
   */
  scaledPayCityIds: ReadonlySet<string>;
  /**
   * Own pay over the role's typical pay where the person lives now (decision 0129); absent without both, and for a
   * career changer (decision 0153).
   */
  ownPayShare?: number;
  /** The country where `ownPayShare` was measured: abroad it counts at most 1 (decision 0153, {@link shareIn}). */
  ownPayCountry?: string;
  /**
   * Why the person's current pay is not the pay of the plan (decision 0162): 'studying' (a student, or a graduation
   * year still ahead), 'changing' (a career changer, decision 0179) or 'part-time' (below `PART_TIME_SHARE` of the role's typical pay where they live); then every
   * city and period is on the predicted role's typical pay. Absent when the current pay counts or none was given.
   */
  currentPayAside?: CurrentPayAside;
  home: Home | null;
  /** Countries the person named in free text (directly or through a region). */
  namedCountries: ReadonlySet<string>;
  /** Cities the person named in free text, and not as places to avoid. */
  namedCityIds: ReadonlySet<string>;
  /** Best first, with extras; with chosen countries, those cities and the home city first (decision 0068). */
  scored: ScoredCity[];
}

export interface CityFitOptions {
  /** The analysis date (recent graduation is counted from it); none on the wizard screens. */
  now?: Date;
  household?: HouseholdMoneyModel;
}

export function cityFit(
  request: PartialAnalysisRequest,
  data: EngineData,
  options: CityFitOptions = {},
): CityFit {
  const person = derivePerson(request, data);
  const g = data.places ? gazetteerOf(data.places) : undefined;
  const home = homeOf(request, g);
  const anchor = payAnchor(home, request.currentPay?.currency ?? request.currency, data);
  const career = predictCareer(person, request, data, {
    ...(person.currentPayAnnual !== undefined && {
      payNear: (role: EngineRole, at: ExperienceLevel) => {
        // The median over many cities is the same for every person with this anchor: kept per dataset.
        let cache = anchorPay.get(data);
        if (!cache) anchorPay.set(data, (cache = new Map()));
        const key = `${anchor.key}|${role.id}|${at}|${person.currency}`;
        if (cache.has(key)) return cache.get(key);
        const values: number[] = [];
        for (const city of anchor.cities) {
          const pay = salaryIn(city, role, at, data);
          try {
            values.push(convertValue(pay.value, pay.currency, person.currency, data.rates));
          } catch {
            // a currency without a rate: that city does not count
          }
        }
        const value = median(values);
        cache.set(key, value);
        return value;
      },
      payAnchor: anchor.basis,
      freshGraduate: freshGraduate(request, options.now),
    }),
  });
  const level: ExperienceLevel = career.levels['0-3'];
  const salaryByCity = new Map<string, MoneyFigure>();
  for (const city of data.cities) salaryByCity.set(city.id, payIn(city, career.roles['0-3'], level, data));
  // Where the person lives now, their money is their own pay, not the predicted role's (decision 0089).
  const earnerPayByCity = new Map(salaryByCity);
  const homeCity = home ? cityLivedIn(home, data) : undefined;
  // A month of a person who works in the predicted role where a collective agreement pays its year with named bonuses
  // is made a year as that agreement pays it (decision 0177); a changer's pay is from the work she leaves (0153).
  const inRole = !person.careerChanger && !career.newField;
  const agreement = homeCity && agreementOf(request, homeCity, salaryByCity.get(homeCity.id)!, inRole);
  const reported =
    homeCity &&
    ownPayIn(homeCity, request, person, salaryByCity.get(homeCity.id)!, data, options.now, agreement);
  // The notes that name what the person earns now (path.below-current, path.pay-cut) say the same year. The level was
  // read from the answer on the payslip rule of home (before the role, so before its agreement, is known).
  const personOut: Person =
    agreement && person.currentPayAnnual !== undefined
      ? {
          ...person,
          currentPayAnnual:
            (person.currentPayAnnual * namedPayMonths(agreement)!) /
            payMonthsIn(person.homeCountry ?? homeCity.country),
        }
      : person;
  // A student's side job, or pay far below the role's (part-time work), is not the pay of the plan (decision 0162,
  // walk W101/W105: a nursing student's EUR 650 a month gave EUR -1,716 left in Groningen beside a predicted nurse pay of
  // EUR 41,000, and every later period at 21% of the nurse's pay). The plan is on the predicted role's pay, as a
  // changer's is on the new role's (decision 0153).
  const currentPayAside =
    homeCity && reported
      ? payAside(request, reported, salaryByCity.get(homeCity.id)!, options.now, !inRole)
      : undefined;
  const own = currentPayAside ? undefined : reported;
  // One pay basis for every city (decision 0129): elsewhere, the person's own pay carried there at the same place in
  // the predicted role's pay, so a teacher on GBP 38,000 is not compared with the typical London teacher.
  // A career changer's (or someone moving into a new field's) own pay is the pay of the work they leave: it is not
  // carried into the new role (decision 0153, walk W16: a retail manager's EUR 52,000 became a junior developer's "own
  // pay" and grew with the developer's ladder); elsewhere their money is the new role's typical pay at their level.
  const carried = !person.careerChanger && !career.newField;
  const scaledCityIds = new Set<string>();
  if (homeCity && own) earnerPayByCity.set(homeCity.id, own);
  if (homeCity && own && carried) {
    const homeRole = salaryByCity.get(homeCity.id)!;
    for (const city of data.cities) {
      if (city.id === homeCity.id) continue;
      const scaled = scaledOwnPay(
        own,
        homeRole,
        salaryByCity.get(city.id)!,
        city.country !== homeCity.country,
      );
      // Abroad at the role's typical pay there (a share above 1 is not carried across a border) nothing is scaled:
      // the money is the role's pay, and says so (walk W415: "your pay, scaled to typical pay ... (not the salary
      // beside it)" beside that same figure).
      const typical = salaryByCity.get(city.id)!;
      if (scaled && city.country !== homeCity.country && scaled.value === typical.value) {
        earnerPayByCity.set(city.id, typical);
      } else if (scaled) {
        earnerPayByCity.set(city.id, scaled);
        scaledCityIds.add(city.id);
      }
    }
  }
  const model = options.household ?? householdMoney;
  // The predicted role's public-sector pension scheme, where it has one (decision 0137).
  const roleId = career.roles['0-3']?.id;
  // A student living alone carries the room where the city has one (decision 0233): money left runs on pay after
  // graduation and so on the graduate's home; her housing budget, her money now, is compared with the room she rents
  // while she studies (decision 0253, walk W704).
  const inRoom = request.userType === 'student';
  const earner = { ...person, ...(roleId && { roleId }), inRoom };
  const money_ = new Map(data.cities.map((c) => [c.id, model(c, earnerPayByCity.get(c.id)!, earner, data)]));
  const moneyLeftEur = new Map(
    data.cities.map((c) => {
      const left = money_.get(c.id)!.leftMonthly;
      return [c.id, convertValue(left.value, left.currency, 'EUR', data.rates)];
    }),
  );

  const budget = parseHousingBudget(request.housingBudget, request.currency);
  const budgetByCity = new Map<string, NonNullable<CityExtras['budget']>>();
  if (budget && (budget.currency === 'EUR' || data.rates[budget.currency])) {
    for (const city of data.cities) {
      const home = homeFor(city, { ...person, inRoom });
      const rent = home.studyRoom ?? home.rent;
      const inBudgetCurrency = convertValue(rent.value, rent.currency, budget.currency, data.rates);
      budgetByCity.set(city.id, {
        rent: inBudgetCurrency,
        budget: budget.monthly,
        currency: budget.currency,
        fits: inBudgetCurrency <= budget.monthly,
        cityRent: rent.value,
        cityCurrency: rent.currency,
        ...(home.studyRoom && { room: true as const }),
      });
    }
  }

  const inText = g ? placesInText(`${request.careerGoalsText} ${request.additionalNotes}`, g) : undefined;
  // The cities the person picked on the location step ("Cities you would like to live in", decision 0161) are named
  // places as much as those written in their goals: listed wherever named places are, unless written down as places
  // to avoid.
  const picked = request.preferredCities.filter(
    (id) => data.cities.some((c) => c.id === id) && !inText?.avoidCityIds.includes(id),
  );
  const named =
    inText || picked.length > 0
      ? {
          ...(inText ?? { cityIds: [], countries: [], regions: [], avoidCityIds: [], avoidCountries: [] }),
          cityIds: [...new Set([...(inText?.cityIds ?? []), ...picked])],
        }
      : undefined;
  const countries = named && g ? namedCountries(named, g) : new Set<string>();
  const anyNamed = !!named && (named.cityIds.length > 0 || countries.size > 0);

  // Without an answer, the person is taken to hold the citizenship of the country they live in (decision 0102): a
  // Munich family needs a visa for Los Angeles, and the rights that follow are marked as assumed wherever shown.
  const assumedFrom =
    request.citizenships.length === 0 && home?.countryCode && /^[A-Z]{2}$/.test(home.countryCode)
      ? home.countryCode
      : undefined;
  // Neither a citizenship nor a home (decision 0107): the right to work is unknown. Rather than count every country as
  // open (a Dutch student was sent to Pittsburgh), cities are ranked as for a citizen of an EU/EEA country or
  // Switzerland, the bloc Thrive's euro-first product and most of its cities serve, and every right says it is unknown.
  const rankedAs = request.citizenships.length === 0 && !assumedFrom ? ('eu-eea-ch' as const) : undefined;
  const permitPerson: PermitPerson = {
    ...(rankedAs && { bloc: rankedAs }),
    citizenships: assumedFrom ? [assumedFrom] : request.citizenships,
    ageRange: request.personalInfo.age,
    recentGraduate: recentGraduate(request, options.now),
    degree: degreeOf(request.education.level),
  };
  const rights = new Map<string, WorkRight>();
  if (data.permits && (permitPerson.citizenships.length > 0 || permitPerson.bloc)) {
    for (const city of data.cities) {
      const right = workRightIn(
        city.country,
        salaryByCity.get(city.id)!,
        permitPerson,
        data.permits,
        data.rates,
      );
      rights.set(
        city.id,
        assumedFrom ? { ...right, assumedFrom } : rankedAs ? { ...right, rankedAs } : right,
      );
    }
  }

  const scored = scoreCities(
    request,
    {
      person,
      salaryByCity,
      home,
      moneyLeftEur,
      ...(budgetByCity.size > 0 && {
        budgetFit: new Map([...budgetByCity].map(([id, b]) => [id, budgetFit(b.rent, b.budget)])),
      }),
      ...(anyNamed && {
        named: {
          cityIds: new Set(named!.cityIds),
          countries,
          avoidCityIds: new Set(named!.avoidCityIds),
          avoidCountries: new Set(named!.avoidCountries),
        },
      }),
      ...(rights.size > 0 && { workRight: new Map([...rights].map(([id, r]) => [id, r.score])) }),
    },
    data,
    {
      context: {
        homeKnown: home !== null,
        budgetKnown: budgetByCity.size > 0,
        placesNamed: anyNamed,
        citizenshipKnown: rights.size > 0,
      },
    },
  );
  // The city's languages the person was taken to speak because they named none (decision 0245).
  const spokenAssumed = (codes: readonly string[]) =>
    person.assumedLanguages.filter((code) => codes.includes(code));
  for (const s of scored) {
    s.extras = {
      ...(home && { distanceKm: haversineKm(home.lat, home.lng, s.city.lat, s.city.lng) }),
      ...(budgetByCity.has(s.city.id) && { budget: budgetByCity.get(s.city.id)! }),
      moneyLeftMonthly: money_.get(s.city.id)!.leftMonthly,
      ...(homeCity && own && s.city.id === homeCity.id && { moneyLeftOnCurrentPay: true }),
      ...(scaledCityIds.has(s.city.id) && { moneyLeftOnScaledPay: true }),
      ...(currentPayAside && { moneyLeftOnRolePay: currentPayAside }),
      ...(withoutChildcare(money_.get(s.city.id)!.childcare) && { moneyLeftWithoutChildcare: true }),
      ...(rights.has(s.city.id) && { workRight: rights.get(s.city.id)! }),
      ...(spokenAssumed(s.city.languages).length > 0 && {
        languagesAssumed: spokenAssumed(s.city.languages),
      }),
    };
  }
  const namedCityIds = new Set(named?.cityIds ?? []);
  // Decision 0068: the cities of the countries the person would consider, and their home city, come first (each with
  // its own match), so the best match, the headline, the predictions and every city list start there.
  const ordered = chosenCountriesFirst(scored, request.consideredCountries, (s) => ({
    country: s.city.country,
    distanceKm: s.extras?.distanceKm,
  }));
  return {
    person: personOut,
    career,
    salaryByCity,
    earnerPayByCity,
    ...(homeCity && own && { currentPayCityId: homeCity.id }),
    scaledPayCityIds: scaledCityIds,
    ...(currentPayAside && { currentPayAside }),
    ...(homeCity &&
      own &&
      carried &&
      salaryByCity.get(homeCity.id)!.value > 0 && {
        ownPayShare: own.value / salaryByCity.get(homeCity.id)!.value,
        ownPayCountry: homeCity.country,
      }),
    home,
    namedCountries: countries,
    namedCityIds,
    scored: ordered,
  };
}

export type CurrentPayAside = 'studying' | 'changing' | 'part-time';

/**
 * A current pay below this share of the predicted role's typical pay where the person lives is taken as part-time or
 * student work, not the pay of the role (decision 0162): a full-time minimum wage is about half of a typical
 * professional's pay in the countries Thrive covers (NL 2025: about EUR 26,000 a year against a nurse's 41,000), so
 * a third is below what any full-time job of the role pays.
 */
export const PART_TIME_SHARE = 1 / 3;

/** Programmes end in summer: a graduation year is read as 1 July of that year (as `studyCredit` reads it). */
const GRADUATION_MONTH = 6;

/**
 * Why the reported current pay is set aside for the plan (decision 0162), or undefined when it counts:
 * - 'studying': the person is a student, or their graduation year is still ahead on the analysis date (the plan is
 *   for after graduation; a side job's pay is not what a graduate earns);
 * - 'part-time': the pay is below `PART_TIME_SHARE` of the role's typical pay where they live (both yearly gross in
 *   the home city's currency);
 * - 'changing': the person changes career or moves into a new field (decision 0179, walk W204). Her pay is from the
 *   work she leaves; every other city is on the new role's pay (decision 0153), so her home city on her old pay made
 *   the city ranking a comparison of two jobs (an accountant's GBP 52,000 in Manchester +1,029 a month, every other
 *   city negative on a Data Analyst's GBP 33,000). The plan, and every list of cities, is on the new role's pay.
 */
export function payAside(
  request: Pick<PartialAnalysisRequest, 'userType' | 'education'>,
  own: MoneyFigure,
  rolePay: MoneyFigure,
  now: Date | undefined,
  changing = false,
): CurrentPayAside | undefined {
  if (request.userType === 'student') return 'studying';
  const year = Number(request.education?.graduationYear);
  if (now && Number.isInteger(year) && year > 0 && Date.UTC(year, GRADUATION_MONTH, 1) > now.getTime())
    return 'studying';
  if (changing) return 'changing';
  if (own.currency === rolePay.currency && rolePay.value > 0 && own.value < rolePay.value * PART_TIME_SHARE)
    return 'part-time';
  return undefined;
}

/** The city the person lives in now: the bundled city nearest home within `HOME_CITY_KM` (the city lists' rule). */
function cityLivedIn(home: Home, data: EngineData): EngineData['cities'][number] | undefined {
  const near = nearestCity(home, data);
  return near && haversineKm(home.lat, home.lng, near.lat, near.lng) <= HOME_CITY_KM ? near : undefined;
}

/**
 * The person's own current pay as the city's annual gross (decision 0089): the answer made yearly by the payslip rule
 * of home (decision 0069), converted once at ECB rates when the city pays in another currency; basis 'reported'.
 * Undefined without an answer or a rate.
 */
function ownPayIn(
  city: EngineData['cities'][number],
  request: PartialAnalysisRequest,
  person: Person,
  rolePay: MoneyFigure,
  data: EngineData,
  now: Date | undefined,
  agreement: string | undefined,
): MoneyFigure | undefined {
  const pay = request.currentPay;
  if (!pay || !(pay.amount > 0)) return undefined;
  const yearly = currentPayYearly(pay.amount, pay.timeframe, person.homeCountry ?? city.country, agreement);
  const year = now ? now.getUTCFullYear() : rolePay.year;
  if (agreement)
    return money(
      yearly,
      city.currency,
      'reported',
      `Your answer: your current gross pay a month, made a year as the collective agreement pays it: ${agreement}`,
      year,
      'per year, gross',
    );
  if (pay.currency === city.currency)
    return money(
      yearly,
      city.currency,
      'reported',
      'Your answer: your current gross pay',
      year,
      'per year, gross',
    );
  let value: number;
  try {
    value = convertValue(yearly, pay.currency, city.currency, data.rates);
  } catch {
    return undefined;
  }
  return money(
    value,
    city.currency,
    'reported',
    `Your answer: your current gross pay in ${pay.currency}, converted at ECB reference rates`,
    year,
    'per year, gross',
  );
}

/**
 * The source of the collective agreement a monthly current pay is made a year by (decision 0177): the role's typical
 * pay where the person lives, when its source names the holiday pay and year-end payment its year holds
 * (`namedPayMonths`: the Cao Ziekenhuizen nurse's 13.96 months), the person works in that role (not a changer or a
 * newcomer to the field) and is paid in the agreement's currency. Undefined elsewhere: the payslip rule of home.
 */
function agreementOf(
  request: PartialAnalysisRequest,
  city: EngineData['cities'][number],
  rolePay: MoneyFigure,
  inRole: boolean,
): string | undefined {
  const pay = request.currentPay;
  return inRole &&
    pay?.timeframe === 'monthly' &&
    pay.currency === city.currency &&
    rolePay.currency === city.currency &&
    namedPayMonths(rolePay.source) !== undefined
    ? rolePay.source
    : undefined;
}

/**
 * The person's own pay carried to another city (decision 0129): own pay x the role's typical pay there / the role's
 * typical pay where they live now, in the other city's currency (the ratio needs no exchange rate). Basis 'derived'
 * where both typical pays are official or derived, else 'estimate'. Undefined when the home role pay is not positive.
 */
export function scaledOwnPay(
  own: MoneyFigure,
  homeRole: MoneyFigure,
  cityRole: MoneyFigure,
  abroad = false,
): MoneyFigure | undefined {
  if (!(homeRole.value > 0) || own.currency !== homeRole.currency) return undefined;
  const firm = homeRole.basis === 'official' || homeRole.basis === 'derived';
  // The year of the source the figure names (the role pay here), as every other scaled pay has it: the timeline and the
  // report scale the same way without the answer's year (walk 8: one Entgeltatlas figure read 2025 and 2026).
  const share = own.value / homeRole.value;
  const used = shareIn(share, abroad);
  const scaled = payAtShare(used, cityRole, cityRole.year, firm, used < share ? share : undefined);
  // Where the role's typical pay is the same as at home (one national CAO in Groningen and Utrecht), the carried pay is
  // the person's own pay, not its rounding to 500: both sides of a comparison are the same number (decision 0163, walk
  // W103: EUR 8,424 at home against 8,500 in Utrecht read "Utrecht pays EUR 76 more").
  if (used === share && cityRole.currency === homeRole.currency && cityRole.value === homeRole.value)
    return { ...scaled, value: own.value };
  return scaled;
}

/** The role's pay in the city; before any role is known, the mean over the city's role families (an estimate). */
function payIn(
  city: EngineData['cities'][number],
  role: EngineRole | undefined,
  level: ExperienceLevel,
  data: EngineData,
) {
  if (role) return salaryIn(city, role, level, data);
  const values = Object.values(city.salaryByFamily);
  const first = values[0]!;
  return money(
    values.reduce((s, f) => s + f.value, 0) / values.length,
    first.currency,
    'estimate',
    `${first.source}; mean over role families`,
    first.year,
  );
}

/**
 * Where the person's current pay is compared (issue 16): the bundled city nearest to home; without a known home, the
 * cities that pay in the pay's currency (a worker paid in USD against US cities, the median over them); when no city
 * pays in it, every city (median, converted at ECB rates). Current pay is never ignored for want of a home.
 */
export function payAnchor(
  home: Home | null,
  currency: string,
  data: EngineData,
): { basis: PayAnchorBasis; cities: EngineData['cities']; key: string } {
  const near = home ? nearestCity(home, data) : undefined;
  if (near) return { basis: 'home', cities: [near], key: `home:${near.id}` };
  const same = data.cities.filter((c) => c.currency === currency);
  if (same.length > 0) return { basis: 'currency', cities: same, key: `currency:${currency}` };
  return { basis: 'all-cities', cities: data.cities, key: 'all-cities' };
}

const anchorPay = new WeakMap<EngineData, Map<string, number | undefined>>();

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The bundled city nearest to home (where the person's current pay is earned), for pay anchoring. */
function nearestCity(home: Home, data: EngineData): EngineData['cities'][number] | undefined {
  let best: EngineData['cities'][number] | undefined;
  let km = Infinity;
  for (const city of data.cities) {
    const d = haversineKm(home.lat, home.lng, city.lat, city.lng);
    if (d < km || (d === km && best && city.id < best.id)) {
      km = d;
      best = city;
    }
  }
  return best;
}

/**
 * No years of work since a degree (decision 0165): a student or someone who says they are a recent graduate, or a
 * graduation year not before the analysis year (the wizard's screens have no analysis date: the answer decides).
 */
function freshGraduate(request: PartialAnalysisRequest, now: Date | undefined): boolean {
  if (request.userType === 'student' || request.userType === 'recent-grad') return true;
  const year = Number(request.education.graduationYear);
  return !!now && Number.isFinite(year) && year > 0 && year >= now.getUTCFullYear();
}

function recentGraduate(request: PartialAnalysisRequest, now: Date | undefined): boolean | null {
  if (request.userType === 'student' || request.userType === 'recent-grad') return true;
  const year = Number(request.education.graduationYear);
  if (now && Number.isFinite(year) && year > 0) return now.getUTCFullYear() - year <= 3;
  if (request.userType === 'professional') return false;
  return null;
}

function degreeOf(level: string): boolean | null {
  if (level === 'bachelors' || level === 'masters' || level === 'phd') return true;
  if (level === '') return null;
  return false;
}
