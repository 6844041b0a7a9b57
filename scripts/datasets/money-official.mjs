import { parseCsv } from './csv.mjs';
import {
  perM2Step,
  perYearBefore,
  plusAreaStep,
  publishedStep,
  ratioBefore,
  ratioStep,
  scaledStep,
  weekBefore,
} from './rent-steps.mjs';
// Official rents and pay figures that replace the estimates of build.mjs for the cities where they exist.
// Rents: ../shared/data/rents (HUD Fair Market Rents for the US cities; statistics offices and city statistics for
// European cities), each labelled with its tenancy basis: 'newcomer' (new lettings, recent movers), 'recent' (rents
// agreed or changed in the last years) or 'sitting' (all existing tenancies). Pay: sources/salaries-official.json.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const roundTo = (x, step) => Math.round(x / step) * step;

/**
 * Per city: { rent: [1..4 bedrooms], meta: { basis, source, year, tenancy, note } } from official figures.
 * `areas` are the standard floor areas (m2) for 1-4 bedrooms used to turn a rent per m2 into a home's rent.
 */
export function officialRents(shared, areas) {
  const out = new Map();
  const hud = parseCsv(readFileSync(resolve(shared, 'rents/us_hud_fmr_fy2025_metros.csv'), 'utf8'));
  for (const r of hud) {
    const rent = [r.fmr_1br, r.fmr_2br, r.fmr_3br, r.fmr_4br].map(Number);
    out.set(r.city_id, {
      rent,
      meta: {
        basis: 'official',
        source: `HUD Fair Market Rents FY2025 (revised), ${r.county}: 40th percentile gross rent of recent movers`,
        year: 2025,
        tenancy: 'newcomer',
        note: 'What a household moving in pays (recent movers, 40th percentile, rent including tenant-paid utilities), by bedrooms.',
        steps: rent.map((v, i) => publishedStep(i + 1, v, 'USD')),
      },
    });
  }
  const rows = parseCsv(readFileSync(resolve(shared, 'rents/rents_city.csv'), 'utf8'));
  const get = (city, measure) => rows.find((r) => r.city_id === city && r.measure === measure);
  // `what`: what the table measures, named in the source (decision 0254: new leases, rents of recent years or all
  // tenancies), one of the words of the Dutch templates (`measure` in source-notes-nl.json).
  const perM2 = (city, measure, tenancy, note, what, step = 10) => {
    const r = get(city, measure);
    if (!r) throw new Error(`rent figure ${city} ${measure} missing`);
    const v = Number(r.value);
    const rent = [1, 2, 3, 4].map((b) => roundTo(v * areas[String(b)], step));
    const source = `${r.source_name}: ${what}, ${r.value} ${r.currency}/m2 a month (${r.geography})`;
    if (source.length > 300) throw new Error(`rent figure ${city}: source longer than 300 characters`);
    out.set(city, {
      rent,
      meta: {
        basis: 'derived',
        source,
        year: Number(String(r.period).match(/\d{4}/)[0]),
        tenancy,
        note: `${note} Rent per m2 x ${Object.values(areas).join('/')} m2 for 1-4 bedrooms.`,
        steps: rent.map((value, i) =>
          perM2Step({
            perM2: v,
            currency: r.currency,
            area: areas[String(i + 1)],
            bedrooms: i + 1,
            value,
            step,
          }),
        ),
      },
    });
  };
  perM2(
    'lisbon',
    'median_rent_per_m2_new_contracts',
    'newcomer',
    'Median rent of new leases registered in the year (INE, tax data).',
    'median rent of new leases',
  );
  perM2(
    'porto',
    'median_rent_per_m2_new_contracts',
    'newcomer',
    'Median rent of new leases registered in the year (INE, tax data).',
    'median rent of new leases',
  );
  perM2(
    'munich',
    'mietspiegel_average_net_cold_rent_per_m2',
    'recent',
    'Munich rent index: net cold rents agreed or changed in the last six years (not asking rents; newcomers often pay more).',
    'net cold rents agreed or changed in six years',
  );
  perM2(
    'berlin',
    'average_net_cold_rent_per_m2',
    'sitting',
    'Census 2022: net cold rent of all existing tenancies; newcomers pay considerably more.',
    'all tenancies',
  );
  perM2(
    'hamburg',
    'average_net_cold_rent_per_m2',
    'sitting',
    'Census 2022: net cold rent of all existing tenancies; newcomers pay considerably more.',
    'all tenancies',
  );
  for (const city of ['stockholm', 'gothenburg', 'malmo'])
    perM2(
      city,
      'average_monthly_rent_per_m2',
      'sitting',
      'Statistics Sweden: regulated first-hand rents of the existing stock; a newcomer usually rents second-hand for more.',
      'all tenancies',
      100,
    );
  // Zurich: the non-cooperative 3-room median (2 bedrooms, about 70 m2) as a rent per m2.
  const zr = get('zurich', 'median_net_rent_3room_market');
  const zm2 = Number(zr.value) / areas['2'];
  const zRent = [1, 2, 3, 4].map((b) => roundTo(zm2 * areas[String(b)], 10));
  out.set('zurich', {
    rent: zRent,
    meta: {
      basis: 'derived',
      source: `${zr.source_name}: non-cooperative 3-room median ${zr.value} CHF (${zr.geography})`.slice(
        0,
        300,
      ),
      year: 2024,
      tenancy: 'sitting',
      note: `Existing tenancies with market landlords (3 rooms = 2 bedrooms, about ${areas['2']} m2), scaled by floor area; newcomers pay more.`,
      steps: zRent.map((value, i) =>
        scaledStep({
          figure: Number(zr.value),
          currency: 'CHF',
          what: '2 bedrooms',
          from: 2,
          area: areas[String(i + 1)],
          fromArea: areas['2'],
          bedrooms: i + 1,
          value,
        }),
      ),
    },
  });
  const pr = get('paris', 'average_rent_excl_charges');
  const pRent = [1, 2, 3, 4].map((b) => roundTo((Number(pr.value) / 50) * areas[String(b)], 10));
  out.set('paris', {
    rent: pRent,
    meta: {
      basis: 'derived',
      source: `${pr.source_name}: average private rent ${pr.value} EUR for 50 m2 (Paris)`.slice(0, 300),
      year: 2022,
      tenancy: 'sitting',
      note: 'All private tenants excluding charges; new tenants pay more. Scaled by floor area.',
      steps: pRent.map((value, i) =>
        scaledStep({
          figure: Number(pr.value),
          currency: 'EUR',
          what: '1 bedroom',
          from: 1,
          area: areas[String(i + 1)],
          fromArea: 50,
          bedrooms: i + 1,
          value,
        }),
      ),
    },
  });
  for (const city of ['dublin', 'cork']) {
    const r = get(city, 'standardised_average_rent_new_tenancies');
    const v = Number(r.value);
    const rent = [1, 2, 3, 4].map((b) => roundTo((v * areas[String(b)]) / areas['2'], 10));
    out.set(city, {
      rent,
      meta: {
        basis: 'derived',
        source: `${r.source_name}: new tenancies ${r.value} EUR a month (${r.geography}, ${r.period})`.slice(
          0,
          300,
        ),
        year: 2024,
        tenancy: 'newcomer',
        note: `Standardised average rent of new tenancies (all dwellings, taken as a 2-bedroom home of ${areas['2']} m2), scaled by floor area.`,
        steps: rent.map((value, i) =>
          scaledStep({
            figure: v,
            currency: 'EUR',
            what: 'all homes, taken as 2 bedrooms',
            from: 2,
            area: areas[String(i + 1)],
            fromArea: areas['2'],
            bedrooms: i + 1,
            value,
          }),
        ),
      },
    });
  }
  return out;
}

/**
 * Per city: { rent, meta } of what a newcomer pays, typed in from official publications (sources/rents-newcomer.json):
 * a rent per m2 x the standard floor areas (perM2), a rent per m2 for each size x the floor areas (perM2Sizes), monthly
 * rents by bedrooms (rent), a weekly median of all new lettings taken as a 2-bedroom home (perWeek2), a monthly
 * 2-bedroom rent (perMonth2), a monthly 1-bedroom rent (perMonth1), or the city's official sitting-tenant rent per m2
 * from the open data folder x an official ratio of new-letting to sitting rents (tenantsTimes), or the city's
 * typed-in sitting-tenant rents by bedrooms x an official ratio of recent movers' to all tenants' rents (sittingTimes),
 * or the city's typed-in sitting-tenant rent of one size, scaled by floor area, x an official ratio of new-letting to
 * sitting rents (sittingScaledTimes, decision 0243).
 */
export function newcomerRents(shared, areas, currencies) {
  const src = JSON.parse(readFileSync(resolve(here, 'sources/rents-newcomer.json'), 'utf8'));
  const tenantsSrc = JSON.parse(readFileSync(resolve(here, 'sources/rents-tenants.json'), 'utf8'));
  const rows = parseCsv(readFileSync(resolve(shared, 'rents/rents_city.csv'), 'utf8'));
  const out = new Map();
  const sizes = Object.values(areas).join('/');
  for (const [city, r] of Object.entries(src.cities)) {
    let rent;
    let source = r.source;
    let note = r.note;
    // Decision 0254: how each size's figure follows from the cited table, shown after the source.
    let steps;
    const currency = currencies.get(city);
    if (!currency) throw new Error(`rents-newcomer.json: ${city} has no currency`);
    const area = (b) => areas[String(b)];
    // Sizes worked out from another size's figure (decision 0122), or that borrowed another size's ratio (0204).
    let derivedBedrooms = r.derivedBedrooms;
    let derivedHow = r.derivedHow;
    // A rent per m2 x the standard floor areas is computed from an official figure by a fixed rule, for every size:
    // `derived`, as Lisbon, Porto, Vienna, Rome and Milan (audit 0121; Munich's 1-bedroom read `official`).
    if (r.perM2 !== undefined && r.basis === 'official')
      throw new Error(`rents-newcomer.json: ${city} is a rent per m2 x floor area, so derived, not official`);
    if (r.perM2 !== undefined) {
      rent = [1, 2, 3, 4].map((b) => roundTo(r.perM2 * areas[String(b)], 10));
      note = `${r.note} ${r.perM2}/m2 x ${sizes} m2 for 1-4 bedrooms.`;
      // A rent per m2 that is itself computed from the table says how: a yearly rent / 12 (OMI), or a rent of all
      // tenancies x a borrowed ratio (Statistik Austria's national ratio for Vienna).
      const from = r.perM2From;
      let before = '';
      if (from?.perYear !== undefined) {
        if (Math.abs(from.perYear / 12 - r.perM2) > 0.005)
          throw new Error(`rents-newcomer.json: ${city} perM2From.perYear / 12 is not perM2`);
        before = perYearBefore(from.perYear, currency);
      } else if (from) {
        if (!from.borrowed || Math.abs((from.base * from.numerator) / from.denominator - r.perM2) > 0.005)
          throw new Error(`rents-newcomer.json: ${city} perM2From is not perM2 or names no borrowed ratio`);
        before = ratioBefore({ ...from, currency });
      }
      steps = rent.map((value, i) =>
        perM2Step({ perM2: r.perM2, currency, area: area(i + 1), bedrooms: i + 1, value, before }),
      );
    } else if (r.perM2Sizes) {
      // A rent per m2 for each size (decision 0126: the Czech Ministry of Finance's rent map by size category) x the
      // standard floor areas: computed, so derived.
      if (r.basis === 'official')
        throw new Error(
          `rents-newcomer.json: ${city} is rents per m2 x floor area, so derived, not official`,
        );
      if (r.perM2Sizes.length !== 4) throw new Error(`rents-newcomer.json: ${city} needs four rents per m2`);
      rent = [1, 2, 3, 4].map((b) => roundTo(r.perM2Sizes[b - 1] * areas[String(b)], 10));
      note = `${r.note} ${r.perM2Sizes.join(' / ')}/m2 x ${sizes} m2 for 1-4 bedrooms.`;
      steps = rent.map((value, i) =>
        perM2Step({ perM2: r.perM2Sizes[i], currency, area: area(i + 1), bedrooms: i + 1, value }),
      );
    } else if (r.rent) {
      rent = r.rent;
      // Published sizes as published; a size beyond the table is scaled from a published size by floor area
      // (scaledFrom, Geneva) or is the largest published size plus floor area at its rent per m2 (plusArea, Zurich).
      const derived = new Set(r.derivedBedrooms ?? []);
      steps = rent.map((value, i) => {
        const b = i + 1;
        if (!derived.has(b)) return publishedStep(b, value, currency);
        if (r.scaledFrom !== undefined)
          return scaledStep({
            figure: rent[r.scaledFrom - 1],
            currency,
            what: `${r.scaledFrom} bedroom${r.scaledFrom > 1 ? 's' : ''}`,
            from: r.scaledFrom,
            area: area(b),
            fromArea: area(r.scaledFrom),
            bedrooms: b,
            value,
          });
        if (r.plusArea?.bedrooms === b)
          return plusAreaStep({ ...r.plusArea, figure: rent[r.plusArea.from - 1], currency, value });
        throw new Error(`rents-newcomer.json: ${city} derives ${b} bedrooms without scaledFrom or plusArea`);
      });
    } else if (r.perWeek2 !== undefined) {
      const month = roundTo((r.perWeek2 * 52) / 12, 10);
      if (Math.abs(month - (r.perWeek2 * 52) / 12) > 0.005)
        throw new Error(
          `rents-newcomer.json: ${city} weekly rent x 52 / 12 is not a whole 10 (say its rounding)`,
        );
      rent = [1, 2, 3, 4].map((b) => roundTo((month * areas[String(b)]) / areas['2'], 10));
      note = `${r.note} ${sizes} m2 for 1-4 bedrooms.`;
      steps = rent.map((value, i) =>
        scaledStep({
          figure: month,
          currency,
          what: r.taken ?? 'all homes, taken as 2 bedrooms',
          from: 2,
          area: area(i + 1),
          fromArea: area(2),
          bedrooms: i + 1,
          value,
          before: weekBefore(r.perWeek2, currency),
        }),
      );
    } else if (r.perMonth2 !== undefined) {
      rent = [1, 2, 3, 4].map((b) => roundTo((r.perMonth2 * areas[String(b)]) / areas['2'], 10));
      note = `${r.note} ${sizes} m2 for 1-4 bedrooms.`;
      // A true 2-bedroom rent (its other sizes named in derivedBedrooms), or all homes taken as 2 bedrooms.
      const what = r.derivedBedrooms ? '2 bedrooms' : (r.taken ?? 'all homes, taken as 2 bedrooms');
      steps = rent.map((value, i) =>
        scaledStep({
          figure: r.perMonth2,
          currency,
          what,
          from: 2,
          area: area(i + 1),
          fromArea: area(2),
          bedrooms: i + 1,
          value,
        }),
      );
    } else if (r.perMonth1 !== undefined) {
      // A true 1-bedroom rent (decision 0160: Cork's RIQ02 one-bed apartments); the other sizes are scaled from it and
      // named in derivedBedrooms.
      if (r.basis === 'official' && JSON.stringify(r.derivedBedrooms) !== '[2,3,4]')
        throw new Error(
          `rents-newcomer.json: ${city} scales 2-4 bedrooms from 1, so derivedBedrooms [2, 3, 4]`,
        );
      rent = [1, 2, 3, 4].map((b) => roundTo((r.perMonth1 * areas[String(b)]) / areas['1'], 10));
      note = `${r.note} ${sizes} m2 for 1-4 bedrooms.`;
      steps = rent.map((value, i) =>
        scaledStep({
          figure: r.perMonth1,
          currency,
          what: '1 bedroom',
          from: 1,
          area: area(i + 1),
          fromArea: area(1),
          bedrooms: i + 1,
          value,
        }),
      );
    } else if (r.tenantsTimes) {
      const ratio = src.ratios[r.tenantsTimes];
      if (!ratio) throw new Error(`rents-newcomer.json: unknown ratio ${r.tenantsTimes}`);
      const stock = rows.find((x) => x.city_id === city && x.measure === 'average_monthly_rent_per_m2');
      if (!stock)
        throw new Error(`rents-newcomer.json: ${city} has no sitting-tenant rent per m2 in rents_city.csv`);
      const perM2 = (Number(stock.value) * ratio.numerator) / ratio.denominator;
      rent = [1, 2, 3, 4].map((b) => roundTo(perM2 * areas[String(b)], 100));
      source = `${ratio.label} ${ratio.year} (${ratio.numerator} / ${ratio.denominator}) x ${stock.source_name}: ${stock.value} ${stock.currency}/m2 a month (${stock.geography})`;
      if (source.length > 300)
        throw new Error(`rents-newcomer.json: ${city} source longer than 300 characters`);
      note = `${r.note} ${Math.round(perM2 * 10) / 10} ${stock.currency}/m2 x ${sizes} m2 for 1-4 bedrooms.`;
      if (!ratio.borrowed) throw new Error(`rents-newcomer.json: ratio ${r.tenantsTimes} lacks borrowed`);
      const before = ratioBefore({
        base: Number(stock.value),
        currency: stock.currency,
        numerator: ratio.numerator,
        denominator: ratio.denominator,
        borrowed: ratio.borrowed,
      });
      steps = rent.map((value, i) =>
        perM2Step({
          perM2,
          currency: stock.currency,
          area: area(i + 1),
          bedrooms: i + 1,
          value,
          step: 100,
          before,
        }),
      );
    } else if (r.sittingTimes) {
      // Decision 0193: the city's official sitting-tenant rents by bedrooms (sources/rents-tenants.json: the BFS
      // structural survey's canton means by rooms) x an official national ratio of the rents of recently moved-in
      // tenants to all tenants: computed, so derived.
      const ratio = src.ratios[r.sittingTimes];
      if (!ratio) throw new Error(`rents-newcomer.json: unknown ratio ${r.sittingTimes}`);
      if (r.basis === 'official')
        throw new Error(
          `rents-newcomer.json: ${city} is sitting-tenant rents x a ratio, so derived, not official`,
        );
      const sitting = tenantRents(areas, currencies).get(city);
      if (!sitting?.byBedroom)
        throw new Error(
          `rents-newcomer.json: ${city} has no sitting-tenant rents by bedrooms in rents-tenants.json`,
        );
      // Walk finding W311: each size takes the ratio BFS publishes for its own room count (ratio.sizes, keyed by
      // rooms) and otherwise the ratio's own size (ratio.rooms); the note names, for each size, the ratio it used.
      if (!(ratio.rooms > 0)) throw new Error(`rents-newcomer.json: ratio ${r.sittingTimes} lacks rooms`);
      const perSize = [1, 2, 3, 4].map((b) => {
        const rooms = b + 1;
        const own = ratio.sizes?.[String(rooms)];
        return own
          ? { ...own, rooms }
          : { numerator: ratio.numerator, denominator: ratio.denominator, rooms: ratio.rooms };
      });
      rent = sitting.rent.map((v, i) => roundTo((v * perSize[i].numerator) / perSize[i].denominator, 10));
      source = `${ratio.label} ${ratio.year} (${ratio.numerator} / ${ratio.denominator}) x ${sitting.meta.source}`;
      if (source.length > 300)
        throw new Error(`rents-newcomer.json: ${city} source longer than 300 characters`);
      const sizes = perSize.map((q, i) => {
        const b = i + 1;
        const cited = `${b} bedroom${b > 1 ? 's' : ''} (${b + 1} rooms) ${sitting.rent[i]} x ${q.numerator} / ${q.denominator}, the ${q.rooms}-room ratio`;
        return q.rooms === b + 1 ? cited : `${cited} (a ${b + 1}-room ratio not at hand)`;
      });
      note = `${r.note} ${sizes.join('; ')}.`;
      steps = rent.map((value, i) => {
        const borrowed = perSize[i].borrowed ?? ratio.borrowed;
        if (!borrowed) throw new Error(`rents-newcomer.json: ratio ${r.sittingTimes} lacks borrowed`);
        return ratioStep({
          figure: sitting.rent[i],
          currency,
          numerator: perSize[i].numerator,
          denominator: perSize[i].denominator,
          borrowed,
          value,
        });
      });
      // The citation shown beside each size says so too: a size that borrowed another size's ratio names it.
      const borrowed = [1, 2, 3, 4].filter((b) => perSize[b - 1].rooms !== b + 1);
      if (borrowed.length) {
        if (r.derivedBedrooms)
          throw new Error(`rents-newcomer.json: ${city} sittingTimes sets derivedBedrooms itself`);
        const list = (xs) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : `${xs[0]}`);
        const rooms = new Set(borrowed.map((b) => perSize[b - 1].rooms));
        if (rooms.size !== 1)
          throw new Error(`rents-newcomer.json: ${city} sizes borrow ratios of several sizes`);
        derivedBedrooms = borrowed;
        derivedHow = `${list(borrowed)} bedroom${borrowed.length > 1 || borrowed[0] > 1 ? 's' : ''} (${list(borrowed.map((b) => b + 1))} rooms) take the ${[...rooms][0]}-room ratio: no BFS ratio for their size at hand`;
      }
    } else if (r.sittingScaledTimes) {
      // Decision 0243: the city's official sitting-tenant rent of one size (sources/rents-tenants.json: SERPAVI's
      // median rent per m2 of the flats let, from income tax returns, x the 1-bedroom floor area) x an official ratio
      // of what new tenants agree to what all tenants pay, both computed per m2 at full precision and then x the
      // standard floor areas: derived.
      const ratio = src.ratios[r.sittingScaledTimes];
      if (!ratio) throw new Error(`rents-newcomer.json: unknown ratio ${r.sittingScaledTimes}`);
      if (r.basis === 'official')
        throw new Error(
          `rents-newcomer.json: ${city} is a sitting-tenant rent x a ratio, so derived, not official`,
        );
      const typed = tenantsSrc.cities[city];
      const sitting = tenantRents(areas, currencies).get(city);
      if (!typed || !sitting || (typed.perMonth1 === undefined && typed.perMonth2 === undefined))
        throw new Error(
          `rents-newcomer.json: ${city} has no sitting-tenant rent of one size (perMonth1 or perMonth2) in rents-tenants.json`,
        );
      const perM2Sitting =
        typed.perM2 ??
        (typed.perMonth1 !== undefined ? typed.perMonth1 / areas['1'] : typed.perMonth2 / areas['2']);
      const perM2 = (perM2Sitting * ratio.numerator) / ratio.denominator;
      rent = [1, 2, 3, 4].map((b) => roundTo(perM2 * areas[String(b)], 10));
      source = `${ratio.label} ${ratio.year} (${ratio.numerator} / ${ratio.denominator}) x ${sitting.meta.source}`;
      if (source.length > 300)
        throw new Error(`rents-newcomer.json: ${city} source longer than 300 characters`);
      note = `${r.note} ${Math.round(perM2 * 100) / 100} EUR/m2 x ${sizes} m2 for 1-4 bedrooms.`;
      if (!ratio.borrowed)
        throw new Error(`rents-newcomer.json: ratio ${r.sittingScaledTimes} lacks borrowed`);
      const before = ratioBefore({
        base: perM2Sitting,
        currency,
        numerator: ratio.numerator,
        denominator: ratio.denominator,
        borrowed: ratio.borrowed,
      });
      steps = rent.map((value, i) =>
        perM2Step({ perM2, currency, area: area(i + 1), bedrooms: i + 1, value, before }),
      );
    } else {
      throw new Error(`rents-newcomer.json: ${city} has no rent`);
    }
    if (rent.length !== 4 || rent.some((v, i) => !(v > 0) || (i > 0 && v < rent[i - 1])))
      throw new Error(`rents-newcomer.json: ${city} rents must rise with bedrooms`);
    // A size worked out from another cites how (decision 0122: Edinburgh's 1-bedroom cited only the 2-bedroom lets).
    if (derivedBedrooms && !derivedHow)
      throw new Error(`rents-newcomer.json: ${city} has derivedBedrooms without derivedHow`);
    // The figure's citation (source; derivedHow) fits a figure's source (FIGURE_SOURCE_MAX, 600; decision 0163); the
    // dataset's own source keeps its 300.
    if (derivedHow && `${source}; ${derivedHow}`.length > 600)
      throw new Error(`rents-newcomer.json: ${city} source with derivedHow longer than 600 characters`);
    out.set(city, {
      rent,
      // The typed-in rent per m2 (perM2 kind), which calibrates the country's other city estimates (decision 0117).
      ...(r.perM2 !== undefined && { perM2: r.perM2 }),
      meta: {
        basis: r.basis,
        source: source.slice(0, 300),
        year: r.year,
        tenancy: 'newcomer',
        ...(derivedBedrooms && { derivedBedrooms, derivedHow }),
        note: note.slice(0, 1000),
        steps,
      },
    });
  }
  return out;
}

/**
 * Per city: { rent, meta } of what tenants already in place pay (all tenancies), typed in from official publications
 * (sources/rents-tenants.json): monthly rents by bedrooms (rent), a monthly 1-bedroom rent scaled by floor area
 * (perMonth1), or a monthly rent of all homes taken as a 2-bedroom home and scaled by floor area (perMonth2). A publisher entry holds the basis, source and note shared by several cities ({area} names the place).
 */
export function tenantRents(areas, currencies) {
  const src = JSON.parse(readFileSync(resolve(here, 'sources/rents-tenants.json'), 'utf8'));
  const out = new Map();
  for (const [city, r] of Object.entries(src.cities)) {
    const pub = r.publisher ? src.publishers[r.publisher] : undefined;
    if (r.publisher && !pub) throw new Error(`rents-tenants.json: unknown publisher ${r.publisher}`);
    const basis = r.basis ?? pub?.basis;
    const year = r.year ?? pub?.year;
    const source = (r.source ?? pub?.source ?? '').replace('{area}', r.area ?? '');
    const note = r.note ?? pub?.note;
    let rent;
    if (r.rent) rent = r.rent;
    else if (r.perMonth1 !== undefined)
      rent = [1, 2, 3, 4].map((b) => roundTo((r.perMonth1 * areas[String(b)]) / areas['1'], 10));
    else if (r.perMonth2 !== undefined)
      rent = [1, 2, 3, 4].map((b) => roundTo((r.perMonth2 * areas[String(b)]) / areas['2'], 10));
    else throw new Error(`rents-tenants.json: ${city} has no rent`);
    // Decision 0254: how each size follows from the cited figure. A 1-bedroom rent that is the cited rent per m2 x
    // 50 m2 (perM2 beside perMonth1) is stated from the rent per m2.
    const currency = currencies.get(city);
    if (!currency) throw new Error(`rents-tenants.json: ${city} has no currency`);
    if (r.perM2 !== undefined && Math.abs(r.perM2 * areas['1'] - r.perMonth1) > 0.5)
      throw new Error(`rents-tenants.json: ${city} perM2 x ${areas['1']} m2 is not perMonth1`);
    const steps = rent.map((value, i) => {
      const b = i + 1;
      if (r.rent) return publishedStep(b, value, currency);
      if (r.perM2 !== undefined)
        return perM2Step({ perM2: r.perM2, currency, area: areas[String(b)], bedrooms: b, value });
      const from = r.perMonth1 !== undefined ? 1 : 2;
      return scaledStep({
        figure: r.perMonth1 ?? r.perMonth2,
        currency,
        what: from === 1 ? '1 bedroom' : (r.taken ?? 'all homes, taken as 2 bedrooms'),
        from,
        area: areas[String(b)],
        fromArea: areas[String(from)],
        bedrooms: b,
        value,
      });
    });
    if (!basis || !year || !source || !note)
      throw new Error(`rents-tenants.json: ${city} lacks basis, year, source or note`);
    // Sizes scaled by floor area from one published rent are computed, not published: `derived`, as a newcomer's
    // rent per m2 (audit 0121; decision 0122: Paris, Vienna, Leipzig and Cologne read `official`).
    if ((r.perMonth1 !== undefined || r.perMonth2 !== undefined) && basis === 'official')
      throw new Error(
        `rents-tenants.json: ${city} is one rent scaled by floor area, so derived, not official`,
      );
    if (source.length > 300) throw new Error(`rents-tenants.json: ${city} source longer than 300 characters`);
    if (rent.length !== 4 || rent.some((v, i) => !(v > 0) || (i > 0 && v < rent[i - 1])))
      throw new Error(`rents-tenants.json: ${city} rents must rise with bedrooms`);
    // `byBedroom`: published for each size (ONS PIPR), not scaled from one (decision 0127).
    out.set(city, {
      rent,
      byBedroom: !!r.rent,
      area: r.area,
      meta: { basis, source, year, tenancy: 'sitting', note: note.slice(0, 1000), steps },
    });
  }
  return out;
}

export function officialSalaries() {
  return JSON.parse(readFileSync(resolve(here, 'sources/salaries-official.json'), 'utf8'));
}

/**
 * Per city: the monthly rent of a room in a shared home (sources/rents-rooms.json, decision 0141), shown beside the
 * 1-bedroom flat to a student or a single person whose budget is below it; never the planner's rent.
 */
export function roomRents() {
  const src = JSON.parse(readFileSync(resolve(here, 'sources/rents-rooms.json'), 'utf8'));
  const out = new Map();
  for (const [city, r] of Object.entries(src.cities)) {
    if (!(r.value > 0) || !r.basis || !r.year || !r.source || !r.note)
      throw new Error(`rents-rooms.json: ${city} lacks value, basis, year, source or note`);
    if (!['official', 'derived', 'estimate'].includes(r.basis))
      throw new Error(`rents-rooms.json: ${city} has an unknown basis ${r.basis}`);
    if (r.basis === 'official' && /not an official statistic/.test(r.source))
      throw new Error(`rents-rooms.json: ${city} says it is not official but is labelled official`);
    if (r.source.length > 300) throw new Error(`rents-rooms.json: ${city} source longer than 300 characters`);
    out.set(city, {
      value: r.value,
      basis: r.basis,
      source: r.source,
      year: r.year,
      note: r.note.slice(0, 1000),
    });
  }
  return out;
}

/**
 * Service and heating costs on top of a net rent (sources/rent-charges.json, decision 0233): for each city of a listed
 * country (or a listed city), the monthly charges at 1-4 bedrooms = (cold + warm) EUR/m2 x the standard floor areas,
 * rounded to 10, with the per-m2 parts, basis, source, year and note. `cityCountry` maps a city id to its country code.
 */
export function rentCharges(floorAreaByBedrooms, cityCountry) {
  const src = JSON.parse(readFileSync(resolve(here, 'sources/rent-charges.json'), 'utf8'));
  const check = (key, r) => {
    if (!(r.cold > 0) || !(r.warm > 0) || !r.basis || !r.year || !r.source || !r.note)
      throw new Error(`rent-charges.json: ${key} lacks cold, warm, basis, year, source or note`);
    if (!['derived', 'estimate'].includes(r.basis))
      throw new Error(
        `rent-charges.json: ${key}: charges per m2 x floor area are derived or an estimate, not ${r.basis}`,
      );
    if (r.basis !== 'estimate' && /not an official statistic/.test(r.source))
      throw new Error(
        `rent-charges.json: ${key} cites a figure that is not official but is not labelled estimate`,
      );
    if (r.source.length > 300) throw new Error(`rent-charges.json: ${key} source longer than 300 characters`);
  };
  for (const [k, r] of Object.entries(src.countries)) check(k, r);
  for (const [k, r] of Object.entries(src.cities)) check(k, r);
  const out = new Map();
  for (const [id, cc] of cityCountry) {
    const r = src.cities[id] ?? src.countries[cc];
    if (!r) continue;
    const perM2 = Math.round((r.cold + r.warm) * 100) / 100;
    out.set(id, {
      charges: [1, 2, 3, 4].map((b) => Math.round((perM2 * floorAreaByBedrooms[String(b)]) / 10) * 10),
      area: [1, 2, 3, 4].map((b) => floorAreaByBedrooms[String(b)]),
      cold: r.cold,
      warm: r.warm,
      basis: r.basis,
      source: r.source,
      year: r.year,
      note: r.note.slice(0, 1000),
    });
  }
  for (const id of Object.keys(src.cities))
    if (!cityCountry.has(id)) throw new Error(`rent-charges.json: unknown city ${id}`);
  return out;
}
