import citiesJson from './data/cities.json';
import { withValue, type SourcedFigure } from './figure';
import { CitiesDataset, type City, type CityScoreKey, type RoleFamily } from './schemas';

/** The cities dataset (compact: shared figure metadata lives in `methods`, accessors join it to the values). */
export const citiesDataset: CitiesDataset = CitiesDataset.parse(citiesJson);

const byId = new Map(citiesDataset.cities.map((c) => [c.id, c]));

export function getCity(id: string): City | undefined {
  return byId.get(id);
}

export function listCities(): readonly City[] {
  return citiesDataset.cities;
}

/** Case- and accent-insensitive lookup by name or id ('Zurich' finds Zürich). */
export function findCityByName(name: string): City | undefined {
  const k = fold(name);
  return citiesDataset.cities.find((c) => fold(c.name) === k || c.id === k.replace(/\s+/g, '-'));
}

function fold(s: string) {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export const FAMILY_HOME_BEDROOMS = citiesDataset.familyHomeBedrooms;

export function cityCostOfLiving(city: City): SourcedFigure {
  return withValue(citiesDataset.methods.costOfLiving[city.moneyMethod], city.costOfLiving);
}

/**
 * Monthly rent in local currency for 1-4 bedrooms: the official figure where the datasets have one (HUD, statistics
 * offices, city statistics), else the estimate of the city's money method. `rentTenancy` says who pays it.
 */
export function cityRent(city: City, bedrooms: 1 | 2 | 3 | 4): SourcedFigure {
  const value = city.rent[bedrooms - 1]!;
  // Decision 0254: the source says every step from the cited figure to this size's rent, and its rounding.
  const steps = city.rentSteps[bedrooms - 1]!;
  if (city.rentSource) {
    const { basis, source, year, note, derivedBedrooms, derivedHow } = city.rentSource;
    const derived = derivedBedrooms?.includes(bedrooms) ?? false;
    return {
      value,
      basis: derived ? 'derived' : basis,
      // A size worked out from another says how, not only the published size (decision 0122).
      source: `${derived && derivedHow ? `${source}; ${derivedHow}` : source}; ${steps}`,
      year,
      currency: city.currency,
      unit: 'per month',
      ...(note && { note }),
    };
  }
  const tenants = city.rentOfTenants;
  if (tenants && city.rentRaisedToTenants?.includes(bedrooms)) {
    // The estimate lay below what tenants in place pay: the planner uses their official rent, and says so.
    return {
      value,
      basis: 'estimate',
      source: `${tenants.source}; ${steps}`,
      year: tenants.year,
      currency: city.currency,
      unit: 'per month',
      note: RAISED_TO_TENANTS_NOTE,
    };
  }
  const method = citiesDataset.methods.rent[city.moneyMethod];
  const estimate = withValue(method, value, {
    currency: city.currency,
    source: `${method.source}; ${steps}`,
  });
  // Decision 0117: a city whose ratio is not its tier's says how it was made.
  return city.rentRatio ? { ...estimate, note: city.rentRatio.note } : estimate;
}

/**
 * Service and heating costs a month on top of the net rent of a home with this many bedrooms, where the city's rents
 * are net of them (decision 0233: German net cold rents); else undefined.
 */
export function cityRentCharges(city: City, bedrooms: 1 | 2 | 3 | 4): SourcedFigure | undefined {
  const c = city.rentCharges;
  if (!c) return undefined;
  return {
    value: c.charges[bedrooms - 1]!,
    basis: c.basis,
    source: c.source,
    year: c.year,
    currency: city.currency,
    unit: 'per month',
    ...(c.note && { note: c.note }),
  };
}

/**
 * The rent the planner uses (affordability, money left, the budget check): the city's rent, and where its rents are
 * net of service and heating costs (decision 0233), the warm rent: the net rent + those costs, both cited as parts.
 * `cityRent` stays the net rent, the figure rent references and sitting-tenant rents are compared with.
 */
export function cityPlannerRent(city: City, bedrooms: 1 | 2 | 3 | 4): SourcedFigure {
  const net = cityRent(city, bedrooms);
  const charges = cityRentCharges(city, bedrooms);
  if (!charges || !city.rentCharges) return net;
  // A sum of two figures is derived at best, an estimate if either part is one.
  const basis = net.basis === 'estimate' || charges.basis === 'estimate' ? 'estimate' : 'derived';
  const area = city.rentCharges.area[bedrooms - 1]!;
  const { cold, warm } = city.rentCharges;
  const perM2 = `${cold.toFixed(2)} + heating and hot water ${warm.toFixed(2)} ${city.currency}/m2`;
  // Decision 0254: the charges' arithmetic and the sum, so the warm rent follows from the parts cited before.
  const exact = (Math.round((cold + warm) * 100) / 100) * area;
  const chargesStep = `charges (${cold.toFixed(2)} + ${warm.toFixed(2)}) ${city.currency}/m2 x ${area} m2 = ${amount(exact)}${
    Math.abs(exact - charges.value) < 0.005 ? '' : `, to the nearest 10: ${amount(charges.value)}`
  }`;
  return {
    value: net.value + charges.value,
    basis,
    source: `${net.source}; service and heating costs: ${charges.source}; ${chargesStep}; warm rent ${amount(net.value)} + ${amount(charges.value)} = ${amount(net.value + charges.value)}`,
    year: Math.max(net.year, charges.year),
    currency: city.currency,
    unit: 'per month',
    note: `Warm rent: the net cold rent ${net.value} ${city.currency} + service and heating costs ${charges.value} ${city.currency} a month (cold service costs ${perM2} x ${area} m2).`,
  };
}

/** An amount as the stored English sources write it: thousands separators, at most two decimals ("1,136.4"). */
function amount(x: number): string {
  return Number(x.toFixed(2)).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The note of a rent raised from the estimate to the official rent of tenants in place (a Dutch text exists). */
export const RAISED_TO_TENANTS_NOTE =
  'The Thrive estimate (national rent per m2 x floor area x city tier ratio) lay below what tenants already in place pay, so the planner uses their official rent: a newcomer pays at least this, likely more. An estimate of what a newcomer pays.';

/** Who pays the city's planner rent: 'newcomer' (an official new-letting or recent-mover figure) or 'estimate'. */
export function rentTenancy(city: City): 'newcomer' | 'estimate' {
  return city.rentSource ? 'newcomer' : 'estimate';
}

/** Official rents of tenants already in place (sitting tenants, or rents of recent years), when the datasets have them. */
export function cityTenantRent(
  city: City,
  bedrooms: 1 | 2 | 3 | 4,
): (SourcedFigure & { tenancy: 'recent' | 'sitting' }) | undefined {
  const r = city.rentOfTenants;
  if (!r) return undefined;
  return {
    value: r.rent[bedrooms - 1]!,
    basis: r.basis,
    // Decision 0254: the steps from the cited figure to this size.
    source: `${r.source}; ${r.steps[bedrooms - 1]!}`,
    year: r.year,
    currency: city.currency,
    unit: 'per month',
    tenancy: r.tenancy,
    ...(r.note && { note: r.note }),
  };
}

/**
 * Monthly rent of a room in a shared home (decision 0141), where an official or recognised figure was found: shown
 * beside the 1-bedroom flat to a student or a single person whose budget is below it, never the planner's rent.
 */
export function cityRoomRent(city: City): SourcedFigure | undefined {
  const r = city.roomRent;
  if (!r) return undefined;
  return {
    value: r.value,
    basis: r.basis,
    source: r.source,
    year: r.year,
    currency: city.currency,
    unit: 'per month',
    ...(r.note && { note: r.note }),
  };
}

/** A family home: the dataset's family-home bedroom count (3). */
export function cityFamilyHomeRent(city: City): SourcedFigure {
  return cityRent(city, FAMILY_HOME_BEDROOMS as 3 | 4);
}

export function citySalary(city: City, family: RoleFamily): SourcedFigure {
  const meta = citiesDataset.methods.salaries[city.moneyMethod];
  return withValue(meta, city.salaries[family], {
    currency: city.currency,
    ...(city.payRegion && {
      source: `${meta.source.replace(/ x city tier ratio$/, '')} x official regional pay level`.slice(0, 300),
      note: `${meta.note ?? ''} Regional pay level ${city.payRegion.ratio} instead of the tier ratio: ${city.payRegion.source}; ${city.payRegion.note ?? ''}`.slice(
        0,
        1000,
      ),
    }),
  });
}

export function cityScore(city: City, key: CityScoreKey): SourcedFigure {
  return withValue(citiesDataset.methods.scores[key], city.scores[key]);
}

/** Every figure of a city that the interface can show, for integrity checks and the data-sources page. */
export function cityFigures(city: City): SourcedFigure[] {
  return [
    cityCostOfLiving(city),
    ...([1, 2, 3, 4] as const).map((b) => cityRent(city, b)),
    ...([1, 2, 3, 4] as const).flatMap((b) => {
      const t = cityTenantRent(city, b);
      if (!t) return [];
      const { tenancy: _tenancy, ...figure } = t;
      return [figure];
    }),
    ...(Object.keys(city.salaries) as RoleFamily[]).map((f) => citySalary(city, f)),
    ...(Object.keys(city.scores) as CityScoreKey[]).map((k) => cityScore(city, k)),
  ];
}

/** Cities whose hub industries include the given industry id. */
export function citiesWithIndustry(industry: string): City[] {
  return citiesDataset.cities.filter((c) => (c.industries as string[]).includes(industry));
}
