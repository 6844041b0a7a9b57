#!/usr/bin/env node
// Builds the bundled datasets of packages/core from the open data in ../shared/data (relative to the repository
// root; override with THRIVE_SHARED_DATA) and the typed-in tables in scripts/datasets/sources. Writes
// packages/core/src/datasets/data/*.json. The app never reads ../shared/data at run time. Run: npm run datasets
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlaces } from './places.mjs';
import { buildPermits, permitNamesNl } from './permits.mjs';
import { buildTax } from './tax.mjs';
import { buildNamesNl } from './names-nl.mjs';
import {
  newcomerRents,
  officialRents,
  officialSalaries,
  rentCharges,
  roomRents,
  tenantRents,
} from './money-official.mjs';
import { parseCsv } from './csv.mjs';
import { perM2Step } from './rent-steps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const shared = resolve(process.env.THRIVE_SHARED_DATA ?? resolve(repo, '../shared/data'));
const outDir = resolve(repo, 'packages/core/src/datasets/data');

const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));
const src = (name) => readJson(resolve(here, 'sources', name));
const sharedJson = (p) => readJson(resolve(shared, p));

const round = (x, step = 1) => {
  const digits = step < 1 ? Math.ceil(-Math.log10(step)) : 0;
  return Number((Math.round(x / step) * step).toFixed(digits));
};
const clamp = (x, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, x));
const log10 = Math.log10;

const DATASET_SERIES = '2025.1';

// ---------------------------------------------------------------- skills
const skillsSrc = src('skills.json');
const skills = skillsSrc.skills;
const norm = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();
const skillIndex = new Map();
for (const s of skills) {
  for (const key of [s.name, s.id, ...s.aliases]) {
    const k = norm(key);
    if (!skillIndex.has(k)) skillIndex.set(k, s.id);
  }
}
const findSkillId = (name) => skillIndex.get(norm(name));
// A tool that is a kind of a broader skill (Power BI of data visualisation, decision 0199) names skills that exist.
for (const s of skills)
  for (const id of s.kindOf ?? [])
    if (!skills.some((k) => k.id === id)) throw new Error(`skill ${s.id} is a kind of unknown skill ${id}`);

// ---------------------------------------------------------------- occupations (O*NET + BLS)
const occ = sharedJson('occupations/occupations_compact.json').occupations;
const occByCode = new Map(occ.map((o) => [o.code, o]));
// Fallback skills importance by 6-digit SOC (O*NET 30.2) for occupations without topSkills.
const csvLines = readFileSync(resolve(shared, 'onet/onet_30_2_skills_importance_by_soc6.csv'), 'utf8')
  .trim()
  .split('\n');
const csvHead = csvLines[0].split(',');
const soc6Skills = new Map();
for (const line of csvLines.slice(1)) {
  const m = line.match(/^([^,]+),("(?:[^"]|"")*"|[^,]*),(.*)$/);
  if (!m) continue;
  const values = m[3].split(',').map(Number);
  const names = csvHead.slice(2);
  soc6Skills.set(
    m[1],
    names.map((name, i) => ({ name, importance: values[i] })).sort((a, b) => b.importance - a.importance),
  );
}

const rolesSrc = src('roles.json');
const lm = rolesSrc.levelMultipliers;
const wefByRole = new Map();
for (const w of rolesSrc.wefFastestGrowing.roles)
  for (const id of w.roleIds) wefByRole.set(id, { rank: w.rank, name: w.name });

const MAX_TECHNOLOGIES = 6;
// Data-platform and developer frameworks count from O*NET's Hot Technologies only for roles that build software or
// data systems (decision 0154). O*NET's "Hot Technology" flag marks a technology frequent in employer job postings
// across all occupations, so an occupation's example list carries posting artefacts: O*NET 29.2 lists Apache Spark
// for Registered Nurses (29-1141.00) and Nursing Assistants (31-1131.00), Django for Training Specialists. The
// alphabetical list put Apache Spark first among a nurse's technologies.
const PLATFORM_TECHNOLOGIES = new Set([
  'apache-spark',
  'apache-kafka',
  'big-data',
  'data-warehousing',
  'etl',
  'django',
  'docker',
  'kubernetes',
  'terraform',
]);
const PLATFORM_FAMILIES = new Set(['software', 'data', 'engineering', 'product']);
const blsSource = 'U.S. Bureau of Labor Statistics, Employment Projections 2024-2034';

const roles = rolesSrc.roles.map((r) => {
  const o = occByCode.get(r.onetCode);
  if (!o) throw new Error(`O*NET code ${r.onetCode} of ${r.id} not found`);
  const bls = o.blsProjection;
  if (!bls?.medianWageUSD2024) throw new Error(`no BLS wage for ${r.id}`);
  const skillMap = new Map();
  const onetSkills = o.topSkills?.length
    ? o.topSkills
    : (soc6Skills.get(r.onetCode.slice(0, 7)) ?? []).slice(0, 10);
  for (const s of onetSkills) {
    const id = findSkillId(s.name);
    if (!id) throw new Error(`O*NET skill ${s.name} not in taxonomy`);
    skillMap.set(id, { skillId: id, importance: round(s.importance, 0.01), origin: 'onet-skill' });
  }
  for (const id of r.coreSkills) {
    if (!skills.some((s) => s.id === id)) throw new Error(`core skill ${id} of ${r.id} not in taxonomy`);
    skillMap.set(id, { skillId: id, importance: 4, origin: 'curated' });
  }
  let technologies = 0;
  for (const t of o.hotTechnologies ?? []) {
    const id = findSkillId(t);
    if (!id || skillMap.has(id) || technologies >= MAX_TECHNOLOGIES) continue;
    if (PLATFORM_TECHNOLOGIES.has(id) && !PLATFORM_FAMILIES.has(r.family)) continue;
    skillMap.set(id, { skillId: id, importance: 3, origin: 'onet-technology' });
    technologies++;
  }
  const median = bls.medianWageUSD2024;
  const fig = (value, basis) => ({
    value: round(value, 10),
    basis,
    source:
      'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (national median annual wage)',
    year: 2024,
    currency: 'USD',
  });
  const role = {
    id: r.id,
    title: r.title,
    onetCode: r.onetCode,
    onetTitle: o.title,
    isco08: r.isco08,
    family: r.family,
    // The curation's own text where the mapped O*NET occupation is broader than the role (product-manager).
    description: r.description ?? o.description,
    jobZone: o.jobZone ?? undefined,
    hollandCode: o.hollandCode ?? undefined,
    industries: r.industries,
    skills: [...skillMap.values()].sort((a, b) => b.importance - a.importance),
    medianSalaryUS: fig(median, 'official'),
    growth: {
      value: bls.growthPct2024_2034,
      basis: 'official',
      source: blsSource,
      year: 2024,
      unit: '%',
      note: `Projected employment change 2024-2034 for ${bls.blsTitle}.`,
    },
    annualOpenings: {
      value: round(bls.annualOpeningsK * 1000, 100),
      basis: 'official',
      source: blsSource,
      year: 2024,
      unit: 'openings per year (US)',
    },
    entryEducation: bls.entryEducation ?? undefined,
    // BLS's work experience in a related occupation that entry to the occupation asks (decision 0150).
    workExperience: bls.workExperience ?? undefined,
  };
  // The BLS occupation whose projection the role carries, named where it is another occupation than the role's
  // (decision 0130): BLS projects only the 6-digit SOC, so an O*NET occupation below it (Business Intelligence
  // Analysts, 15-2051.01) takes its parent's figures (Data scientists), and a role the curation maps to a broader
  // occupation (product-manager, with its own description) takes that one's.
  if (bls.fromSoc6Parent || r.description)
    role.blsOccupation = { soc: r.onetCode.slice(0, 7), title: bls.blsTitle };
  const wef = wefByRole.get(r.id);
  if (wef) role.wefFastestGrowing = wef;
  return role;
});

const rolesOut = {
  source: `${rolesSrc.source}; O*NET 29.2 / 30.2 (CC BY 4.0); ${blsSource}`,
  levelMultipliers: { entry: lm.entry, junior: lm.junior, mid: lm.mid, senior: lm.senior, lead: lm.lead },
  bandSpread: lm.bandSpread,
  levelMeta: {
    basis: 'estimate',
    source: lm.source,
    year: lm.year,
    note: 'The BLS national median (May 2024) is taken as the mid level; other levels multiply it, and each band spans +/- the band spread around the level median. A Thrive convention, not a statistic.',
  },
  wef: { source: rolesSrc.wefFastestGrowing.source, year: rolesSrc.wefFastestGrowing.year },
  specRoles: rolesSrc.specRoles,
  roles,
};

// ---------------------------------------------------------------- courses
const mapping = src('course-mapping.json');
const ossu = sharedJson('learning/ossu_cs_courses.json').courses;
const fpb = sharedJson('learning/fpb_free_courses_en.json').courses;
const slug = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
const courses = [];
const courseIds = new Set();
const addCourse = (c) => {
  let id = c.id;
  for (let i = 2; courseIds.has(id); i++) id = `${c.id}-${i}`;
  courseIds.add(id);
  for (const s of c.skills) if (!skills.some((k) => k.id === s)) throw new Error(`course skill ${s} unknown`);
  courses.push({ ...c, id });
};
for (const c of ossu) {
  const topic = mapping.ossuTopics[c.topic ?? c.track] ?? mapping.ossuTopics[c.track];
  const skillsFor = mapping.ossuById[c.id] ?? topic?.skills;
  if (!skillsFor) continue;
  const level =
    c.track === 'Intro CS'
      ? 'Beginner'
      : c.track === 'Advanced CS' || c.track === 'Final project'
        ? 'Advanced'
        : (topic?.level ?? 'Intermediate');
  const weeks = c.durationWeeks ?? null;
  addCourse({
    id: `ossu-${slug(c.id)}`,
    title: c.title,
    provider: c.provider,
    url: c.url,
    level,
    durationWeeks: weeks,
    durationHours: weeks && c.hoursPerWeekMax ? weeks * c.hoursPerWeekMax : null,
    cost: /audit/i.test(c.price ?? '') ? 'free-audit' : 'free',
    skills: skillsFor,
    origin: 'ossu',
  });
}
const host = (url) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};
const PROVIDERS = {
  'youtube.com': 'YouTube',
  'coursera.org': 'Coursera',
  'edx.org': 'edX',
  'udemy.com': 'Udemy',
  'freecodecamp.org': 'freeCodeCamp',
  'udacity.com': 'Udacity',
  'ocw.mit.edu': 'MIT OpenCourseWare',
  'khanacademy.org': 'Khan Academy',
  'learn.microsoft.com': 'Microsoft Learn',
  'cognitiveclass.ai': 'IBM Cognitive Class',
  'kaggle.com': 'Kaggle',
  'codecademy.com': 'Codecademy',
  'github.com': 'GitHub',
};
const perTopic = new Map();
for (const c of fpb) {
  const t = mapping.fpbTopics[c.topic];
  if (!t || !c.url || !/^https?:\/\//.test(c.url)) continue;
  if (/\(paid|requires? (a )?subscription/i.test(c.note ?? '')) continue;
  const n = perTopic.get(c.topic) ?? 0;
  if (n >= mapping.perTopicLimit) continue;
  const h = host(c.url);
  if (!h) continue;
  const sub = c.subtopic ? mapping.fpbSubtopics[c.subtopic] : undefined;
  const level = /advanced/i.test(c.title)
    ? 'Advanced'
    : /intermediate/i.test(c.title)
      ? 'Intermediate'
      : /\b(intro|introduction|beginner|basics|fundamentals|crash course|getting started|101)\b/i.test(
            c.title,
          )
        ? 'Beginner'
        : t.level;
  const provider = PROVIDERS[h] ?? c.author?.replace(/\s*\(.*\)\s*$/, '') ?? h;
  perTopic.set(c.topic, n + 1);
  addCourse({
    id: `fpb-${slug(c.title)}`,
    title: c.title,
    provider: provider || h,
    url: c.url,
    level,
    durationWeeks: null,
    durationHours: null,
    cost: 'free',
    skills: [...new Set([...(sub ?? []), ...t.skills])],
    origin: 'free-programming-books',
  });
}
const extra = src('extra-resources.json');
for (const r of extra.resources)
  addCourse({ ...r, durationWeeks: null, durationHours: null, cost: 'free', origin: 'curated' });
const coursesOut = {
  sources: {
    ossu: 'OSSU computer-science curriculum (MIT licence, (c) 2015-2023 Open Source Society University)',
    'free-programming-books':
      'free-programming-books, free-courses-en (CC BY 4.0, free-programming-books contributors)',
    curated: extra.source,
  },
  courses,
};

// ---------------------------------------------------------------- cities
const consts = src('method-constants.json');
const countries = src('countries.json').countries;
const profiles = src('city-profiles.json').cities;
const geo = sharedJson('cities/target_cities_geonames.json').cities;
const rppRows = readFileSync(resolve(shared, 'cities/us_bea_rpp_2023_msa.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1);
const rpp = new Map();
for (const line of rppRows) {
  const m = line.trim().match(/^"?(.*?)"?,([\d.]+)$/);
  if (m) rpp.set(m[1].replace(/ \(Metropolitan Statistical Area\)$/, ''), Number(m[2]));
}
const families = consts.roleFamilies;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const familyUS = Object.fromEntries(
  families.map((f) => {
    const xs = roles.filter((r) => r.family === f).map((r) => r.medianSalaryUS.value);
    if (!xs.length) throw new Error(`no roles in family ${f}`);
    return [f, median(xs)];
  }),
);
const usAW = countries.US.averageWage.value;
const EUROPE = new Set([
  'NL',
  'DE',
  'SE',
  'DK',
  'NO',
  'CH',
  'AT',
  'ES',
  'PT',
  'IE',
  'FR',
  'GB',
  'BE',
  'IT',
  'PL',
  'CZ',
]);
const warm = (koppen, lat) =>
  /^A|^B/.test(koppen) || /^Cs/.test(koppen) || (koppen === 'Cfa' && Math.abs(lat) < 35) ? 'warm' : 'seasons';
const englishBand = (cc, langs) => {
  if (langs.includes('English')) return 'native';
  const share = countries[cc].englishShare?.value;
  if (share === undefined) throw new Error(`no English share for ${cc}`);
  for (const b of consts.englishBands) if (b.min !== null && share >= b.min) return b.band;
  return 'low';
};

const rentsOfficial = officialRents(shared, consts.floorAreaByBedrooms);
const cityCurrencies = new Map(geo.map((g) => [g.id === 'wroc-aw' ? 'wroclaw' : g.id, g.currency]));
const rentsNewcomer = newcomerRents(shared, consts.floorAreaByBedrooms, cityCurrencies);
const rentsTenants = tenantRents(consts.floorAreaByBedrooms, cityCurrencies);
const rentsRooms = roomRents();
// Service and heating costs where the country's rents are net of them (decision 0233).
const rentsCharges = rentCharges(
  consts.floorAreaByBedrooms,
  new Map(
    geo.filter((g) => profiles[g.id === 'wroc-aw' ? 'wroclaw' : g.id]).map((g) => [g.id, g.countryCode]),
  ),
);
const salariesOfficial = officialSalaries();
const cityLanguages = src('city-languages.json');
const cities = [];
for (const g of geo) {
  const p = profiles[g.id === 'wroc-aw' ? 'wroclaw' : g.id];
  if (!p) continue;
  const cc = g.countryCode;
  const c = countries[cc];
  if (!c) throw new Error(`no country inputs for ${cc}`);
  const id = g.id === 'wroc-aw' ? 'wroclaw' : g.id;
  const tier = consts.tierRatios[p.tier];
  const us = cc === 'US';
  let priceRatio, rentRatio, wageBase;
  let cityRentRatio;
  if (us) {
    const r = rpp.get(p.beaMsa);
    if (!r) throw new Error(`no BEA RPP for ${id}`);
    priceRatio = r / 100;
    rentRatio = priceRatio ** consts.usRentElasticity;
    wageBase = (f) => familyUS[f] * priceRatio;
  } else {
    priceRatio = tier.price;
    rentRatio = tier.rent;
    // Decision 0117: where the anchor is an official level of new leases over a whole country or region (small towns
    // included), a city's rent is never below it, and the tier ratio is calibrated on the country's official
    // new-lease levels of its primary cities in the same register (their premium over the anchor against the primary
    // tier's assumed 1.5). The city then says so (rentRatio).
    const area = c.rentPerSqm.newLeaseArea;
    if (area && !rentsNewcomer.has(id)) {
      const premiums = area.calibratedOn.map((o) => {
        const perM2 = rentsNewcomer.get(o)?.perM2;
        if (perM2 === undefined) throw new Error(`countries.json ${cc}: ${o} has no typed-in rent per m2`);
        return perM2 / c.rentPerSqm.value;
      });
      const premium = premiums.length ? premiums.reduce((a, b) => a + b, 0) / premiums.length : undefined;
      const scale = premium === undefined ? 1 : premium / consts.tierRatios.P.rent;
      const ratio = Math.max(1, tier.rent * scale);
      if (ratio !== tier.rent) {
        rentRatio = ratio;
        const names = area.calibratedOn.map((o) => geo.find((x) => x.id === o)?.name ?? o);
        cityRentRatio = {
          value: round(ratio, 0.001),
          note:
            premium === undefined
              ? `The Thrive estimate of what a newcomer pays: the official median of new leases in ${area.area} (${c.rentPerSqm.value} ${c.currency}/m2) x floor area. The city's tier ratio (${tier.rent}) would put it below that median, which small towns pull down; a large city is taken at the median at least (ratio 1). An estimate.`
              : `The Thrive estimate of what a newcomer pays: the official mean of new leases in ${area.area} (${c.rentPerSqm.value} ${c.currency}/m2) x floor area x the city's tier ratio ${tier.rent} x ${round(scale, 0.001)}, the premium of ${names.join(' and ')} over that mean in the same register (${round(premium, 0.001)}) against the primary tier's assumed ${consts.tierRatios.P.rent}: ratio ${round(ratio, 0.001)}. An estimate.`,
        };
      }
    }
    // Decision 0126: where no statistics office publishes city rents of new leases (the Netherlands), a country may
    // space its city estimates by a named non-official source's asking rents per m2 of homes let to new tenants: the
    // pivot city keeps its tier ratio and another city gets the pivot's ratio x its rent per m2 over the pivot's. The
    // city says so (rentRatio), and its rent stays an estimate.
    const spacing = c.rentPerSqm.cityRatios;
    const ownPerM2 = spacing?.perM2[id];
    if (spacing && ownPerM2 !== undefined && id !== spacing.pivot && !rentsNewcomer.has(id)) {
      const pivot = spacing.perM2[spacing.pivot];
      const pivotProfile = profiles[spacing.pivot];
      if (pivot === undefined || !pivotProfile)
        throw new Error(
          `countries.json ${cc}: cityRatios pivot ${spacing.pivot} has no rent per m2 or profile`,
        );
      const pivotRatio = consts.tierRatios[pivotProfile.tier].rent;
      rentRatio = (pivotRatio * ownPerM2) / pivot;
      const pivotName = geo.find((x) => x.id === spacing.pivot)?.name ?? spacing.pivot;
      cityRentRatio = {
        value: round(rentRatio, 0.001),
        note: `The Thrive estimate of what a newcomer pays: Thrive's rent per m2 (${c.rentPerSqm.value} ${c.currency}/m2) x floor area x a city ratio of ${round(rentRatio, 0.001)}: ${pivotName}'s tier ratio ${pivotRatio} x the city's asking rent per m2 over ${pivotName}'s (${ownPerM2} / ${pivot} ${c.currency}/m2 in ${spacing.label}: ${spacing.what}). No statistics office publishes city rents of new leases here, and the portal is not an official statistic. An estimate.`,
      };
    }
    const regional = salariesOfficial.regionalPay[cc];
    const own = regional?.cities[g.id === 'wroc-aw' ? 'wroclaw' : g.id];
    const wageRatio = own ? own.value / regional.national : tier.wage;
    wageBase = (f) => c.averageWage.value * (familyUS[f] / usAW) ** consts.wagePremiumCompression * wageRatio;
  }
  const col = round(c.priceLevel.value * priceRatio, 0.1);
  const anyOfficialRent = rentsOfficial.get(g.id === 'wroc-aw' ? 'wroclaw' : g.id);
  // The planner uses what a newcomer pays; official figures of sitting tenants are shown beside it, not used.
  // A typed-in official newcomer figure (sources/rents-newcomer.json) comes first.
  const officialRent =
    rentsNewcomer.get(id) ?? (anyOfficialRent?.meta.tenancy === 'newcomer' ? anyOfficialRent : undefined);
  // A typed-in sitting-tenant figure (sources/rents-tenants.json) replaces an older one of the open data folder.
  const sittingRent =
    rentsTenants.get(id) ??
    (anyOfficialRent && anyOfficialRent.meta.tenancy !== 'newcomer' ? anyOfficialRent : undefined);
  // Newcomers pay at least what sitting tenants pay: an estimate below the official sitting-tenant rent is raised to it.
  const estimateAt = (ratio) =>
    [1, 2, 3, 4].map((b) => c.rentPerSqm.value * consts.floorAreaByBedrooms[String(b)] * ratio);
  // Half up, as a person rounds (decision 0254): 10 x 70 x 1.15 is 804.99999... in floating point, which rounded to 800
  // while the shown step says 805.
  let estimatedRent = estimateAt(rentRatio).map((v) => Math.round(v / 10 + 1e-9) * 10);
  // Decision 0127: an official rent of tenants published for each size (ONS PIPR) above the estimate at some sizes
  // and not at others would give one city sizes from two sources (Manchester: 1 bedroom ONS, 2-4 the estimate). One
  // source gives every size: the official rents where they lie above the estimate at most sizes (half or more:
  // Bristol 3 of 4, London 4 of 4), else the estimate calibrated on them: the tier ratio scaled by the largest
  // shortfall, every size rounded up to 10, so none lies below what tenants pay (Manchester 1 of 4).
  let allToTenants = false;
  let roundedUp = false;
  if (!officialRent && sittingRent?.byBedroom && !us) {
    const raw = estimateAt(rentRatio);
    const shortfalls = raw.map((v, i) => sittingRent.rent[i] / round(v, 10));
    const k = Math.max(...shortfalls);
    const below = shortfalls.filter((x) => x > 1).length;
    if (below >= 2) allToTenants = true;
    else if (below === 1) {
      const bedrooms = shortfalls.indexOf(k) + 1;
      const before = rentRatio;
      rentRatio = before * k;
      estimatedRent = estimateAt(rentRatio).map((v) => Math.ceil(v / 10 - 1e-9) * 10);
      roundedUp = true;
      cityRentRatio = {
        value: round(rentRatio, 0.001),
        note: `The Thrive estimate of what a newcomer pays: the national rent per m2 (${c.rentPerSqm.value} ${c.currency}/m2) x floor area x the city's tier ratio ${before} x ${round(k, 0.001)}, so that no size lies below the official average rent of all tenancies by bedroom in ${sittingRent.area} (the rent at ${bedrooms} bedroom(s) sets it): ratio ${round(rentRatio, 0.001)}. Every size from the same estimate. An estimate.`,
      };
    }
  }
  const rent =
    officialRent?.rent ??
    (allToTenants ? sittingRent.rent : estimatedRent.map((v, i) => Math.max(v, sittingRent?.rent[i] ?? 0)));
  // Bedroom counts whose estimate was raised to the sitting-tenant rent: that figure is cited, not the formula.
  const raisedToTenants = officialRent
    ? []
    : allToTenants
      ? [1, 2, 3, 4]
      : [1, 2, 3, 4].filter((b) => sittingRent && sittingRent.rent[b - 1] > estimatedRent[b - 1]);
  // Decision 0254: how each size's figure follows from its cited source, shown after it: the official figure's steps,
  // the sitting-tenant figure's where the estimate was raised to it, else the estimate's own arithmetic (the national
  // rent per m2 x the floor area x the city's ratio, rounded).
  const rentSteps = [1, 2, 3, 4].map((b, i) => {
    if (officialRent) return officialRent.meta.steps[i];
    if (raisedToTenants.includes(b)) return sittingRent.meta.steps[i];
    return perM2Step({
      perM2: c.rentPerSqm.value,
      currency: c.currency,
      area: consts.floorAreaByBedrooms[String(b)],
      bedrooms: b,
      value: rent[i],
      ratio: rentRatio,
      up: roundedUp,
    });
  });
  if (rentSteps.some((x) => typeof x !== 'string')) throw new Error(`${id}: a rent size has no steps`);
  const regionalPay = salariesOfficial.regionalPay[cc];
  const payRegion = regionalPay?.cities[g.id === 'wroc-aw' ? 'wroclaw' : g.id];
  const step = ['SEK', 'DKK', 'NOK', 'CZK', 'PLN'].includes(g.currency) ? 1000 : 500;
  const salaries = Object.fromEntries(families.map((f) => [f, round(wageBase(f), step)]));
  const cityWage = us ? usAW * priceRatio : c.averageWage.value * tier.wage;
  const size = log10(g.population / 100000);
  const rentShare = (rent[0] * 12) / cityWage;
  const marriage = c.sameSexUnions.value;
  const tol =
    marriage > 0
      ? 55 + 1.5 * Math.min(20, 2025 - marriage)
      : /^registered partnership only/i.test(c.sameSexUnions.note ?? '')
        ? 45
        : 30;
  const scores = {
    housing: 100 - (rentShare - 0.1) * 180,
    cost: 100 - (col - 60) * 0.6,
    safety: 100 - 10 * c.homicideRate.value - 4 * Math.max(0, size),
    healthcare: (c.lifeExpectancy.value - 74) * 8,
    education: 50 + (c.pisaMean.value - 480) * 1.5,
    environment: 100 - 3.5 * c.pm25.value,
    commute: 85 - 15 * size,
    leisure: 40 + 15 * size + (p.tier === 'P' ? 10 : 0),
    tolerance: tol + 5 * size,
    outdoors: 45 + 25 * (p.mountains ? 1 : 0) + 15 * (p.coastal ? 1 : 0) + (p.tier === 'R' ? 5 : 0),
    economy: 100 - 5 * c.unemployment.value - 5 + 10 * (p.techHub ? 1 : 0) + (p.tier === 'P' ? 5 : 0),
    startups: 20 + 35 * (p.techHub ? 1 : 0) + 12 * size + (p.tier === 'P' ? 10 : 0),
  };
  for (const k of Object.keys(scores)) scores[k] = Math.round(clamp(scores[k]));
  scores.family = Math.round((scores.safety + scores.education + scores.healthcare + scores.housing) / 4);
  cities.push({
    id,
    name: g.name,
    countryCode: cc,
    country: g.country,
    currency: g.currency,
    lat: round(g.lat, 0.0001),
    lng: round(g.lng, 0.0001),
    population: g.population,
    // The languages of the canton, language area or autonomous community where the country has several (decision 0112).
    languages: cityLanguages.cities[id] ?? g.officialLanguages,
    english: englishBand(cc, g.officialLanguages),
    climate: warm(p.koppen, g.lat),
    koppen: p.koppen,
    coastal: p.coastal,
    mountains: p.mountains,
    techHub: p.techHub,
    tier: p.tier,
    european: EUROPE.has(cc),
    industries: p.industries,
    highlights: p.highlights,
    employers: p.employers,
    moneyMethod: us ? 'us-rpp' : 'country-tier',
    costOfLiving: col,
    rent,
    ...(officialRent && { rentSource: (({ steps: _steps, ...meta }) => meta)(officialRent.meta) }),
    rentSteps,
    ...(sittingRent && { rentOfTenants: { ...sittingRent.meta, rent: sittingRent.rent } }),
    ...(raisedToTenants.length > 0 && { rentRaisedToTenants: raisedToTenants }),
    ...(cityRentRatio && !officialRent && { rentRatio: cityRentRatio }),
    // A room in a shared home, shown beside the 1-bedroom flat (decision 0141).
    ...(rentsRooms.has(id) && { roomRent: rentsRooms.get(id) }),
    // Service and heating costs on top of the net rent: the planner's rent is the warm rent (decision 0233).
    ...(rentsCharges.has(id) && { rentCharges: rentsCharges.get(id) }),
    salaries,
    // A US metro's regional price parity, the pay level of its roles priced from national OEWS figures (decision 0222).
    ...(us && {
      priceParity: {
        ratio: round(priceRatio, 0.001),
        basis: 'estimate',
        source: 'BEA Regional Price Parities 2023 (metropolitan statistical area), as a pay level',
        year: 2023,
        note: `${p.beaMsa}: RPP ${round(priceRatio * 100, 0.1)} (US = 100), taken as the metro's pay level over the nation's (a Thrive estimate).`,
      },
    }),
    ...(payRegion && {
      payRegion: {
        ratio: round(payRegion.value / regionalPay.national, 0.001),
        basis: payRegion.basis ?? 'official',
        source: regionalPay.source,
        year: regionalPay.year,
        note: `${regionalPay.measure ?? 'Median'} ${payRegion.value} / national ${regionalPay.national} ${regionalPay.unit ?? 'EUR a month'} (${payRegion.level}).`,
      },
    }),
    scores,
  });
}
for (const id of Object.keys(profiles))
  if (!cities.some((c) => c.id === id)) throw new Error(`profile ${id} has no GeoNames city`);

const t = consts.tierRatios;
const cityMethods = {
  costOfLiving: {
    'us-rpp': {
      basis: 'estimate',
      source:
        'BEA Regional Price Parities 2023 (metro) x Thrive estimate of the US price level on the EU27 = 100 scale',
      year: 2023,
      unit: 'index (EU27 = 100)',
      note: 'US price level (estimate, EU27 = 100) x metro RPP / 100.',
    },
    'country-tier': {
      basis: 'estimate',
      source:
        'Eurostat price level indices (prc_ppp_ind), household final consumption, EU27 = 100, x Thrive city ratio',
      year: 2022,
      unit: 'index (EU27 = 100)',
      note: `Country price level x city ratio by tier (primary ${t.P.price}, secondary ${t.S.price}, regional ${t.R.price}).`,
    },
  },
  rent: {
    'us-rpp': {
      basis: 'estimate',
      source: 'Thrive estimate: national rent per m2 x floor area x (BEA RPP 2023 / 100)^4',
      year: 2024,
      unit: 'per month',
      note: `Rent per m2 (estimate) x floor area (${Object.values(consts.floorAreaByBedrooms).join('/')} m2 for 1-4 bedrooms) x metro ratio (RPP/100)^${consts.usRentElasticity}: rents vary about four times as much as overall prices between metros.`,
    },
    'country-tier': {
      basis: 'estimate',
      source: 'Thrive estimate: national rent per m2 x floor area x city tier ratio',
      year: 2024,
      unit: 'per month',
      note: `Rent per m2 (estimate) x floor area (${Object.values(consts.floorAreaByBedrooms).join('/')} m2 for 1-4 bedrooms) x city ratio by tier (primary ${t.P.rent}, secondary ${t.S.rent}, regional ${t.R.rent}); never below the official rent of sitting tenants where one is at hand (newcomers pay at least that).`,
    },
  },
  salaries: {
    'us-rpp': {
      basis: 'estimate',
      source: 'BLS national median wages of the role family (OEWS May 2024) x BEA RPP 2023',
      year: 2024,
      unit: 'per year, gross',
      note: 'Median of the family roles’ BLS national medians x metro RPP / 100.',
    },
    'country-tier': {
      basis: 'estimate',
      source: 'OECD average annual wage x US occupational pay ratio (BLS) compressed x city tier ratio',
      year: 2023,
      unit: 'per year, gross',
      note: `Country average wage x (family US median / US average wage)^${consts.wagePremiumCompression} x city ratio by tier (primary ${t.P.wage}, secondary ${t.S.wage}, regional ${t.R.wage}).`,
    },
  },
  english: {
    basis: 'estimate',
    source:
      'Official language (English = native), else Special Eurobarometer 386 share able to converse in English (country level)',
    year: 2012,
    note: 'Bands: native; very-high >= 80%; high >= 60%; moderate >= 40%; low below. Country level, not city level. Not EF EPI.',
  },
  scores: {
    housing: sc(
      '1-bedroom rent x 12 / local average wage: 100 - (share - 0.10) x 180',
      'Thrive rent and wage estimates',
    ),
    cost: sc('100 - (cost-of-living index - 60) x 0.6', 'Thrive cost-of-living index'),
    safety: sc(
      '100 - 10 x homicides per 100k - 4 x log10(population / 100k)',
      'UNODC homicide rates (rounded)',
      2022,
    ),
    healthcare: sc('(life expectancy - 74) x 8', 'Eurostat / World Bank life expectancy (rounded)', 2023),
    education: sc('50 + (PISA 2022 mean - 480) x 1.5', 'OECD PISA 2022 (rounded)', 2022),
    environment: sc('100 - 3.5 x PM2.5 (ug/m3)', 'EEA / WHO PM2.5 (rounded)', 2022),
    commute: sc(
      '85 - 15 x log10(population / 100k): larger cities, longer commutes',
      'GeoNames population only (a proxy: no commute-time statistics)',
    ),
    leisure: sc(
      '40 + 15 x log10(population / 100k), +10 for a primary city',
      'GeoNames population and Thrive city tiers only (a proxy: no culture or leisure statistics)',
    ),
    tolerance: sc(
      'same-sex marriage: 55 + 1.5 x years in force (max 20); partnership only: 45; neither: 30; + 5 x log10(population / 100k)',
      'National legislation, GeoNames population',
    ),
    outdoors: sc('45 + 25 mountains + 15 coast + 5 regional city', 'Thrive city profiles'),
    economy: sc(
      '95 - 5 x unemployment rate + 10 tech hub + 5 primary city',
      'Eurostat / OECD unemployment (rounded)',
      2024,
    ),
    startups: sc(
      '20 + 35 tech hub + 12 x log10(population / 100k) + 10 primary city',
      'Thrive city profiles',
    ),
    family: sc(
      'mean of the safety, education, healthcare and housing scores',
      'UNODC homicide rates, OECD PISA 2022, life expectancy and Thrive rent and wage estimates (the mean of four scores)',
    ),
  },
};
// A score from one dated input carries that input's year (walk W121: the PISA 2022 score said 2025; decision 0164).
function sc(formula, inputs, year = 2025) {
  return {
    basis: 'estimate',
    source: `Thrive score from ${inputs}`,
    year,
    unit: 'score 0-100',
    note: formula,
  };
}
const LEVELS = ['entry', 'junior', 'mid', 'senior', 'lead'];
function payFloor(f) {
  if (f.monthly !== undefined) {
    const annual = round(f.monthly * f.months, 1);
    return {
      annual,
      note: `${f.monthly} ${f.currency} a month x ${f.months} = ${annual} ${f.currency} (${f.source}, ${f.year})`,
    };
  }
  // A statutory holiday allowance on top of the hourly minimum (the Dutch minimumvakantiebijslag, 8%; decision 0232):
  // the year's legal minimum includes it, as CBS's annualised pay includes its special payments.
  const holiday = f.holidayAllowance ?? 0;
  const annual = round(f.hourly * f.hoursPerWeek * 52 * (1 + holiday), 1);
  return {
    annual,
    note: `${f.hourly} ${f.currency} an hour x ${f.hoursPerWeek} hours x 52 weeks${holiday ? ` x ${1 + holiday}` : ''} = ${annual} ${f.currency} (${f.source}, ${f.year})`,
  };
}
// A source's published points of its distribution (decision 0203): 10th, 25th, (50th,) 75th, 90th percentile, annual,
// in order around the mid level.
const POINT_KEYS = ['p10', 'p25', 'p50', 'p75', 'p90'];
function checkedPoints(points, annual, what) {
  const keys = Object.keys(points);
  if (keys.length === 0 || keys.some((k) => !POINT_KEYS.includes(k)))
    throw new Error(`points of ${what}: keys must be ${POINT_KEYS.join(', ')}`);
  const ordered = POINT_KEYS.filter((k) => points[k] !== undefined).map((k) => [k, points[k]]);
  const withMid = points.p50 === undefined ? [...ordered, ['p50', annual]] : ordered;
  withMid.sort((a, b) => POINT_KEYS.indexOf(a[0]) - POINT_KEYS.indexOf(b[0]));
  for (let i = 1; i < withMid.length; i++)
    if (!(withMid[i][1] > withMid[i - 1][1])) throw new Error(`points of ${what}: out of order`);
  return Object.fromEntries(ordered);
}
const floorOf = (cc) =>
  salariesOfficial.payFloors?.[cc] && { floor: payFloor(salariesOfficial.payFloors[cc]) };
const occupationPay = salariesOfficial.occupations.map((o) => {
  if (o.regionOf && (!o.regional || !salariesOfficial.regionalPay[o.country]?.cities[o.regionOf]))
    throw new Error(
      `salaries-official.json: ${o.country} regionOf ${o.regionOf} needs regional and a regionalPay city`,
    );
  const out = {
    country: o.country,
    ...(o.cities && { cities: o.cities }),
    roleIds: o.roleIds,
    annual: o.annual ?? o.monthly * o.months,
    // The source's own figure for a city's region (ASHE Table 15): used as the city's mid level, instead of a ratio.
    ...(o.cityAnnual && { cityAnnual: o.cityAnnual }),
    // The country's legal minimum for full-time work (sources/salaries-official.json payFloors): no level pays less.
    ...(salariesOfficial.payFloors?.[o.country] && {
      floor: payFloor(salariesOfficial.payFloors[o.country]),
    }),
    regional: o.regional,
    // The city whose region the figure describes (decision 0193); its country's regionalPay must have that city.
    ...(o.regionOf && { regionOf: o.regionOf }),
    basis: o.basis,
    source: o.source,
    year: o.year,
    note: o.note,
  };
  // The source's own published points of the distribution (Salarium's 25th and 75th percentile; decision 0203): the
  // levels come from them, and no level lies above the top one.
  if (o.points) out.points = checkedPoints(o.points, out.annual, o.source);
  if (o.scale?.annual) {
    // A pay scale given as annual points (STPCD, SNCT): the levels it names; the others by the multipliers (decision 0129).
    // NHS London pay adds the High Cost Area Supplement: a share of basic pay between a minimum and a maximum
    // (decision 0137).
    const hcas = o.scale.hcas;
    const withHcas = (basic) =>
      hcas ? round(basic + Math.min(hcas.max, Math.max(hcas.min, basic * hcas.rate)), 1) : basic;
    out.levels = Object.fromEntries(
      LEVELS.filter((l) => o.scale.annual[l] !== undefined).map((l) => [l, withHcas(o.scale.annual[l])]),
    );
    if (hcas) out.hcas = hcas;
    if (o.scale.midFromEntry) {
      // Only the scale's first point at hand (the HSE staff nurse, decision 0166): the mid level is that point over the
      // entry multiplier, so the levels it leaves out follow the multipliers from it; estimates beyond the source's own
      // figure (as the CBS quartiles' entry and lead).
      if (out.levels.entry === undefined || out.levels.mid !== undefined || o.annual !== undefined)
        throw new Error(
          `scale ${o.scale.name}: midFromEntry needs an entry point and no mid level or annual`,
        );
      out.annual = round(out.levels.entry / lm.entry, 1);
      out.estimatedLevels = LEVELS.filter((l) => out.levels[l] === undefined);
    } else out.annual = out.levels.mid ?? o.annual;
    if (!(out.annual > 0)) throw new Error(`scale ${o.scale.name}: no mid level and no annual`);
  } else if (o.scale?.points) {
    // An incremental scale known at an earlier date, brought to the date in force by the pay agreements' general
    // increases, each "x% or a minimum amount, whichever is greater", applied to every point and rounded to the euro
    // as the scales are (the Irish teachers' common basic scale, decision 0248). A level is the point a teacher is on
    // after the level's first year of experience; the scale's own later figures (a circular's new-entrant pay, read
    // second-hand) check the sum, and the entry level takes that figure where one is at hand.
    const s = o.scale;
    const base = s.points.annual;
    const raises = s.raises ?? [];
    for (let i = 1; i < base.length; i++)
      if (!(base[i] >= base[i - 1])) throw new Error(`scale ${s.name}: points out of order`);
    const dates = [s.points.date, ...raises.map((r) => r.from)];
    for (let i = 1; i < dates.length; i++)
      if (!(dates[i] > dates[i - 1])) throw new Error(`scale ${s.name}: increases out of date order`);
    for (const r of raises)
      if (!(r.percent > 0 && r.percent < 10) || !((r.min ?? 0) >= 0))
        throw new Error(`scale ${s.name}: increase of ${r.from} needs a percent and a minimum`);
    // A point's value on a date: the base value through every increase in force on that date.
    const pointOn = (point, date) => {
      let v = base[point - 1];
      if (v === undefined) throw new Error(`scale ${s.name}: no point ${point}`);
      for (const r of raises)
        if (r.from <= date) v = Math.round(Math.max(v * (1 + r.percent / 100), v + (r.min ?? 0)));
      return v;
    };
    const inForce = dates[dates.length - 1];
    for (const a of s.anchors ?? []) {
      const sum = pointOn(a.point, a.from);
      if (Math.abs(sum / a.annual - 1) > 0.005)
        throw new Error(`scale ${s.name}: point ${a.point} on ${a.from} sums to ${sum}, not ${a.annual}`);
    }
    const levelAnchor = (l) =>
      (s.anchors ?? []).find((a) => a.point === s.levelPoints[l] && a.from === inForce);
    out.levels = {};
    for (const l of LEVELS) {
      const p = s.levelPoints[l];
      if (!Number.isInteger(p) || (s.skipped ?? []).includes(p))
        throw new Error(`scale ${s.name}: level ${l} needs a point the scale pays`);
      out.levels[l] = levelAnchor(l)?.annual ?? pointOn(p, inForce);
    }
    for (let i = 1; i < LEVELS.length; i++)
      if (!(out.levels[LEVELS[i]] > out.levels[LEVELS[i - 1]]))
        throw new Error(`scale ${s.name}: levels out of order`);
    out.annual = out.levels.mid;
    // The sum for the entry point and the check against the scale's own figure, so it can be redone by hand.
    const e = s.levelPoints.entry;
    const anchor = levelAnchor('entry');
    out.note = `${o.note} Point ${e} on ${s.points.date}: ${base[e - 1]} EUR; on ${inForce}: ${pointOn(e, inForce)} EUR by the increases${anchor ? ` (the circular's own figure ${anchor.annual} EUR, used for entry)` : ''}; mid = point ${s.levelPoints.mid}, ${out.levels.mid} EUR.`;
  } else if (o.scale?.monthlyTable) {
    // A monthly table by step (the Cao Ziekenhuizen, decision 0256), known at an earlier date: each level is the step a
    // person is on after the level's years, brought to the date in force by the agreements' percentage rises (their
    // product to four decimals, the month's pay to the euro), x the months, plus holiday pay and a year-end payment on
    // the monthly pay. Every level keeps its own sum (`stepSums`), so the figure's source can state it (decision 0250).
    const s = o.scale;
    const t = s.monthlyTable;
    const raises = s.raises ?? [];
    for (let i = 1; i < t.monthly.length; i++)
      if (!(t.monthly[i] > t.monthly[i - 1])) throw new Error(`scale ${s.name}: steps out of order`);
    const dates = [t.date, ...raises.map((r) => r.from)];
    for (let i = 1; i < dates.length; i++)
      if (!(dates[i] > dates[i - 1])) throw new Error(`scale ${s.name}: rises out of date order`);
    for (const r of raises)
      if (!(r.percent > 0 && r.percent < 10))
        throw new Error(`scale ${s.name}: a rise of ${r.from} needs a percent`);
    if (
      !(s.holidayPay >= 0 && s.holidayPay < 1) ||
      !(s.yearEndShare >= 0 && s.yearEndShare < 1) ||
      !(s.months > 0)
    )
      throw new Error(`scale ${s.name}: months, holiday pay and a year-end share below 1`);
    const factorOn = (date) =>
      round(
        raises.filter((r) => r.from <= date).reduce((f, r) => f * (1 + r.percent / 100), 1),
        0.0001,
      );
    const raise = factorOn(dates[dates.length - 1]);
    const factor = round(1 + s.holidayPay + s.yearEndShare, 0.0001);
    // The scale's own later figures (a copy of a later table) check the sum.
    for (const c of s.checks ?? []) {
      const sum = Math.round(t.monthly[c.step] * factorOn(c.from));
      if (Math.abs(sum / c.monthly - 1) > c.tolerance)
        throw new Error(`scale ${s.name}: step ${c.step} on ${c.from} sums to ${sum}, not ${c.monthly}`);
    }
    out.levels = {};
    out.stepSums = {};
    for (const l of LEVELS) {
      const step = s.levelSteps[l];
      const table = t.monthly[step];
      if (!Number.isInteger(step) || table === undefined)
        throw new Error(`scale ${s.name}: level ${l} needs a step of the table`);
      const monthly = Math.round(table * raise);
      out.levels[l] = Math.round(monthly * s.months * factor);
      out.stepSums[l] = { step, table, monthly };
    }
    for (let i = 1; i < LEVELS.length; i++)
      if (!(out.levels[LEVELS[i]] > out.levels[LEVELS[i - 1]]))
        throw new Error(`scale ${s.name}: levels out of order`);
    out.annual = out.levels.mid;
    out.stepScale = { date: t.dateText, raise, months: s.months, factor };
    const e = out.stepSums.entry;
    out.note = `${o.note} Entry: step ${e.step}, ${e.table} EUR x ${raise} = ${e.monthly} EUR a month x ${s.months} x ${factor} = ${out.levels.entry} EUR.`;
  } else if (o.scale?.hourly) {
    // An hourly pay table (Cao Sociaal Werk, decision 0242): each level's step from the table, raised by the agreement's
    // later percentage rises to the cent as the agreement's own tables round, x the week's hours x 52, plus the holiday
    // pay and a year-end payment on pay and holiday pay (the Dutch individual choice budget, IKB).
    const s = o.scale;
    const raise = (s.raises ?? []).reduce((f, r) => f * (1 + r.percent / 100), 1);
    if (
      !(s.hoursPerWeek > 0) ||
      !(s.holidayPay >= 0 && s.holidayPay < 1) ||
      !(s.yearEndShare >= 0 && s.yearEndShare < 1)
    )
      throw new Error(`scale ${s.name}: hours a week, holiday pay and a year-end share below 1`);
    const perHour = {};
    for (const l of LEVELS) {
      if (!(s.hourly[l] > 0)) throw new Error(`scale ${s.name}: level ${l} needs an hourly pay`);
      perHour[l] = round(s.hourly[l] * raise, 0.01);
    }
    for (let i = 1; i < LEVELS.length; i++)
      if (!(perHour[LEVELS[i]] > perHour[LEVELS[i - 1]]))
        throw new Error(`scale ${s.name}: levels out of order`);
    const year = (h) => round(h * s.hoursPerWeek * 52 * (1 + s.holidayPay) * (1 + s.yearEndShare), 1);
    out.levels = Object.fromEntries(LEVELS.map((l) => [l, year(perHour[l])]));
    out.annual = out.levels.mid;
    // The sum for the entry level, so the figure can be checked by hand from the table.
    const table = s.hourly.entry.toFixed(2);
    const hourly =
      raise === 1 ? table : `${table} EUR x ${round(raise, 0.0001)} = ${perHour.entry.toFixed(2)}`;
    out.note = `${o.note} Entry: ${hourly} EUR an hour x ${s.hoursPerWeek} hours x 52 weeks x ${round(1 + s.holidayPay, 0.0001)} x ${round(1 + s.yearEndShare, 0.0001)} = ${out.levels.entry} EUR.`;
  } else if (o.scale) {
    // A pay scale: each level's annual total from the table (monthly x months + allowance x months + year-end share).
    // The year-end share is one for the scale or one per level where the levels are in groups with different shares
    // (TVöD-K: P 7 and P 12, decision 0194).
    const s = o.scale;
    const yearEnd = (l) => (typeof s.yearEndShare === 'object' ? s.yearEndShare[l] : (s.yearEndShare ?? 0));
    for (const l of LEVELS)
      if (!(s.monthly[l] > 0) || !(yearEnd(l) >= 0 && yearEnd(l) < 1))
        throw new Error(`scale ${s.name}: level ${l} needs a monthly pay and a year-end share below 1`);
    out.levels = Object.fromEntries(
      LEVELS.map((l) => [
        l,
        round(s.monthly[l] * s.months + (s.allowanceMonthly ?? 0) * s.months + s.monthly[l] * yearEnd(l), 1),
      ]),
    );
    out.annual = out.levels.mid;
  }
  // A collective agreement's scale pays the same in every city it covers: no statistic's regional ratio on its steps
  // (decision 0194; the BA's nurse medians by city had moved Berlin's and Munich's German nurse).
  if (o.scale) out.agreedScale = true;
  return out;
});
// Belgium: Statbel's occupation means relative to all occupations, on the 2022 level (salaries-official.json statbelGroups).
{
  const sb = salariesOfficial.statbelGroups;
  const levelMean = LEVELS.reduce((a, l) => a + lm[l], 0) / LEVELS.length;
  for (const g of sb.groups) {
    const all = sb.allMeans[String(g.year)];
    const source = sb.sources[String(g.year)];
    if (!all || !source)
      throw new Error(`statbelGroups ${g.isco}: no all-occupation mean or source for ${g.year}`);
    for (const id of g.roleIds)
      if (!roles.some((r) => r.id === id)) throw new Error(`statbelGroups: unknown role ${id}`);
    const ratio = g.mean / all;
    occupationPay.push({
      country: sb.country,
      roleIds: g.roleIds,
      annual: round((sb.mean2022 * ratio * sb.annualMonths) / levelMean, 1),
      groupMean: true,
      regional: g.regional,
      basis: 'estimate',
      source: `Statbel, structure of earnings survey ${g.year}: full-time mean gross monthly pay of ISCO-08 ${g.isco} ${g.label}, ${g.mean} EUR (${source} ${all} EUR; second-hand)`,
      year: 2022,
      note: g.regional ? sb.noteRegional : sb.noteNational,
    });
  }
}
// Netherlands: CBS's quartiles of the gross hourly wage by occupation, annualised (salaries-official.json cbsOccupations).
{
  const cbs = salariesOfficial.cbsOccupations;
  // CBS's 2022 quartiles brought to the index's year by CBS's collective-agreement hourly wages (walk W507: a 2022
  // figure read as today's put a Dutch starter at about the 2026 minimum wage; decision 0232). Every year from the
  // table's to the index's must have its change.
  const wi = cbs.wageIndex;
  const indexYears = Array.from({ length: wi.to - cbs.year }, (_, i) => String(cbs.year + 1 + i));
  if (
    indexYears.some((y) => typeof wi.changes[y] !== 'number') ||
    Object.keys(wi.changes).length !== indexYears.length
  )
    throw new Error(`cbsOccupations.wageIndex: one change a year from ${cbs.year + 1} to ${wi.to}`);
  const index = Math.round(indexYears.reduce((f, y) => f * (1 + wi.changes[y] / 100), 1) * 10000) / 10000;
  const perHour = cbs.hoursPerYear * (1 + cbs.specialPay.special / cbs.specialPay.base) * index;
  const floorRule = salariesOfficial.payFloors?.[cbs.country];
  const held = new Set(occupationPay.filter((o) => o.country === cbs.country).flatMap((o) => o.roleIds));
  for (const g of cbs.groups) {
    for (const id of g.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`cbsOccupations: unknown role ${id}`);
      if (held.has(id)) throw new Error(`cbsOccupations: ${id} already has Dutch pay`);
      held.add(id);
    }
    if (!(g.p25 < g.p50 && g.p50 < g.p75)) throw new Error(`cbsOccupations ${g.brc}: quartiles out of order`);
    const a = (hourly) => round(hourly * perHour, 1);
    // The published quartiles, annualised: junior, mid and senior are the source's own points; entry lies below the
    // 25th percentile by the ratio of the level multipliers, and lead stays at the 75th, the top published point
    // (decision 0203; it had been the 75th x 1.5 / 1.25, above anything the source publishes).
    const points = { p25: a(g.p25), p50: a(g.p50), p75: a(g.p75) };
    // A role whose group is not the one of its roles.json ISCO-08 code says why (decision 0242: the cloud architect,
    // ISCO 2512 in ESCO v1.2, priced with BRC 0811 and not with 0812's database and network specialists): an entry of
    // its own with the reason after the note.
    const reasons = g.crosswalkNotes ?? {};
    for (const id of Object.keys(reasons))
      if (!g.roleIds.includes(id))
        throw new Error(`cbsOccupations ${g.brc}: crosswalk note for ${id}, not in the group`);
    const plainIds = g.roleIds.filter((id) => !reasons[id]);
    const parts = [
      ...(plainIds.length ? [{ roleIds: plainIds, reason: '' }] : []),
      ...Object.entries(reasons).map(([id, reason]) => ({ roleIds: [id], reason: ` ${reason}` })),
    ];
    for (const part of parts)
      occupationPay.push({
        country: cbs.country,
        roleIds: part.roleIds,
        annual: points.p50,
        points: checkedPoints(points, points.p50, `cbsOccupations ${g.brc}`),
        ...(floorRule && { floor: payFloor(floorRule) }),
        regional: false,
        basis: 'derived',
        source: `${cbs.table}, ${cbs.year}: gross hourly wage of BRC 2014 ${g.level} ${g.brc} ${g.label}, 25th / 50th / 75th percentile ${g.p25} / ${g.p50} / ${g.p75} EUR; x ${index} to ${wi.to} by CBS's collective-agreement wages`,
        year: wi.to,
        note: `${cbs.note} ${g.p50} EUR x ${cbs.hoursPerYear} hours x ${round(1 + cbs.specialPay.special / cbs.specialPay.base, 0.001)} x ${index} = ${points.p50} EUR at mid level.${part.reason}`,
      });
  }
}
// Roles of a country that a finer official source already prices nationwide (a pay scale for some cities does not count).
const heldNationwide = (cc) =>
  new Set(occupationPay.filter((o) => o.country === cc && !o.cities).flatMap((o) => o.roleIds));
// An amount as the offices' tables print it in English (thousands with commas), for the sources' citations.
const thousands = (n) => n.toLocaleString('en-US');
// Sweden: SCB's wage structure statistics by SSYK 2012 occupation (salaries-official.json scbOccupations, decision 0219):
// the median monthly pay x 12 at mid level and the table's own 10th, 25th, 75th and 90th percentiles x 12 as the levels'
// points (decision 0203), in place of the SES major group's mean with a role factor from US medians.
const scbPointNames = { p10: '10th', p25: '25th', p75: '75th', p90: '90th' };
{
  const scb = salariesOfficial.scbOccupations;
  const held = heldNationwide(scb.country);
  const sek = thousands;
  for (const g of scb.groups) {
    for (const id of g.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`scbOccupations: unknown role ${id}`);
      if (held.has(id)) throw new Error(`scbOccupations: ${id} already has Swedish pay`);
      held.add(id);
    }
    if (!/^\d{4}$/.test(g.ssyk)) throw new Error(`scbOccupations: SSYK code ${g.ssyk}`);
    if (!(g.p50 > 15000 && g.p50 < 200000))
      throw new Error(`scbOccupations ${g.ssyk}: no median or out of range`);
    const a = (monthly) => monthly * scb.months;
    const published = Object.keys(scbPointNames).filter((k) => g[k] !== undefined);
    const points = Object.fromEntries(published.map((k) => [k, a(g[k])]));
    const cited = published.length
      ? `; ${published.map((k) => scbPointNames[k]).join(' / ')} ${published.length > 1 ? 'percentiles' : 'percentile'} SEK ${published.map((k) => sek(g[k])).join(' / ')}`
      : '';
    occupationPay.push({
      country: scb.country,
      roleIds: g.roleIds,
      annual: a(g.p50),
      ...(published.length && { points: checkedPoints(points, a(g.p50), `scbOccupations ${g.ssyk}`) }),
      regional: true,
      basis: 'official',
      source: `SCB, Lönestrukturstatistik ${scb.year}, table ${scb.spreadTable} (monthly pay, full-time equivalent, all sectors): SSYK 2012 ${g.ssyk} ${g.label}, median SEK ${sek(g.p50)}${cited}`,
      year: scb.year,
      note: scb.note,
    });
  }
}
// Poland: GUS's Structure of wages and salaries by occupation, October 2024, by KZiS 2014 sub-major group
// (salaries-official.json gusOccupations, decision 0231): the median (5th decile) x 12 at mid level and the 1st and 9th
// deciles x 12 as the entry and lead points (decision 0203), in place of the SES major group's mean with a role factor
// from US medians. GUS publishes no pay by occupation and region: a city takes its voivodeship's all-occupation ratio
// (regionalPay.PL), shrunk toward 1 for nationally set pay (decision 0145).
{
  const gus = salariesOfficial.gusOccupations;
  const held = heldNationwide(gus.country);
  const pln = (n) => thousands(Math.round(n));
  for (const g of gus.groups) {
    if (!/^\d{3}$/.test(g.kzis)) throw new Error(`gusOccupations: KZiS code ${g.kzis}`);
    for (const id of g.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`gusOccupations: unknown role ${id}`);
      if (held.has(id)) throw new Error(`gusOccupations: ${id} already has Polish pay`);
      held.add(id);
    }
    if (!(g.d1 < g.d5 && g.d5 < g.d9)) throw new Error(`gusOccupations ${g.kzis}: deciles out of order`);
    if (!(g.d5 > 4000 && g.d5 < 60000)) throw new Error(`gusOccupations ${g.kzis}: median out of range`);
    const a = (monthly) => round(monthly * gus.months, 1);
    occupationPay.push({
      country: gus.country,
      roleIds: g.roleIds,
      annual: a(g.d5),
      points: checkedPoints({ p10: a(g.d1), p90: a(g.d9) }, a(g.d5), `gusOccupations ${g.kzis}`),
      ...floorOf(gus.country),
      regional: true,
      basis: 'official',
      source: `GUS, Struktura wynagrodzeń według zawodów w październiku ${gus.year} r., ${gus.decileTable} (gross monthly pay, full time, employers with 10+ workers): KZiS ${g.kzis} ${g.label}, median PLN ${pln(g.d5)}; 1st / 9th deciles PLN ${pln(g.d1)} / ${pln(g.d9)}`,
      year: gus.year,
      note: gus.note,
    });
  }
}
// Ireland: CSO's median annual earnings of the role's economic sector in the city's county (salaries-official.json
// csoSectors, decision 0241): EAADS table DEA08, employments active 50 weeks or more, by county of residence. CSO
// publishes no pay by detailed occupation, so a role whose work is concentrated in one sector takes that sector's
// median (derived: the sector's figure, not the occupation's), in place of the SES major group x the OECD average wage.
// One entry per city, before the national group entries, so occupationPayFor takes it first for its city.
{
  const cso = salariesOfficial.csoSectors;
  const eur = thousands;
  const seen = new Set(
    occupationPay.filter((o) => o.country === cso.country && !o.cities).flatMap((o) => o.roleIds),
  );
  for (const [cityId, county] of Object.entries(cso.counties)) {
    const city = cities.find((c) => c.id === cityId);
    if (!city || city.countryCode !== cso.country)
      throw new Error(`csoSectors: ${cityId} is not a city of ${cso.country}`);
    if (!(cso.allSectors[county] > 20000)) throw new Error(`csoSectors: no all-sector median for ${county}`);
  }
  const missing = cities.filter((c) => c.countryCode === cso.country && !cso.counties[c.id]);
  if (missing.length) throw new Error(`csoSectors: no county for ${missing.map((c) => c.id).join(', ')}`);
  for (const id of Object.keys(cso.left))
    if (!roles.some((r) => r.id === id)) throw new Error(`csoSectors left: unknown role ${id}`);
  for (const g of cso.sectors) {
    if (!/^[A-Z](-[A-Z])?$/.test(g.nace)) throw new Error(`csoSectors: NACE code ${g.nace}`);
    for (const id of g.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`csoSectors: unknown role ${id}`);
      // A role priced nationwide by a finer Irish source (the HSE scale) keeps it; a role in two sectors is an error.
      if (seen.has(id)) throw new Error(`csoSectors: ${id} already has Irish pay`);
      if (cso.left[id]) throw new Error(`csoSectors: ${id} is both priced and left`);
      seen.add(id);
    }
    for (const county of Object.values(cso.counties)) {
      const median = g.median[county];
      if (!(median > 20000 && median < 200000))
        throw new Error(`csoSectors ${g.nace} ${county}: median out of range`);
      if (!(g.mean[county] > median))
        throw new Error(`csoSectors ${g.nace} ${county}: mean not above the median`);
    }
    for (const [cityId, county] of Object.entries(cso.counties)) {
      const median = g.median[county];
      occupationPay.push({
        country: cso.country,
        cities: [cityId],
        roleIds: g.roleIds,
        annual: median,
        ...floorOf(cso.country),
        regional: false,
        basis: 'derived',
        source: `CSO, Earnings Analysis using Administrative Data Sources ${cso.year}, table DEA08 (median annual earnings of employments active 50+ weeks, by county of residence): NACE ${g.nace} ${g.label}, ${county} EUR ${eur(median)} (State EUR ${eur(g.median.State)})`,
        year: cso.year,
        note: cso.note,
      });
    }
  }
}
// United States, metro area: BLS OEWS metropolitan-area percentiles of an occupation where the copy holds the metro
// (salaries-official.json oewsMetro, decisions 0225 and 0247): the metro's own figures at every level, official, with no
// price parity. Pushed before the national entries below, so they come first for their city (occupationPayFor takes the
// first entry that fits); the national percentiles x the price parity stay for every other metro and occupation.
{
  const metro = salariesOfficial.oewsMetro;
  const usd = thousands;
  for (const area of metro.areas) {
    const city = cities.find((c) => c.id === area.cityId);
    if (!city || city.countryCode !== metro.country)
      throw new Error(`oewsMetro: ${area.cityId} is not a city of ${metro.country}`);
    if (!/^\d{5}$/.test(area.msa)) throw new Error(`oewsMetro: MSA code ${area.msa}`);
    // An area read from another copy than the block's names its own release and copy (decision 0247).
    const year = area.year ?? metro.year;
    if (!Number.isInteger(year) || year < 2024)
      throw new Error(`oewsMetro ${area.msa}: release year ${year}`);
    if (area.year !== undefined && !area.readVia)
      throw new Error(`oewsMetro ${area.msa}: a year of its own, no copy named`);
    if (metro.areas.filter((a) => a.cityId === area.cityId).length > 1)
      throw new Error(`oewsMetro: ${area.cityId} twice`);
    const seen = new Set();
    for (const g of area.groups) {
      if (!/^\d{2}-\d{4}$/.test(g.soc)) throw new Error(`oewsMetro: SOC code ${g.soc}`);
      for (const id of g.roleIds) {
        const role = roles.find((r) => r.id === id);
        if (!role) throw new Error(`oewsMetro: unknown role ${id}`);
        if (!role.onetCode.startsWith(g.soc))
          throw new Error(`oewsMetro ${area.msa} ${g.soc}: ${id} is O*NET ${role.onetCode}`);
        if (seen.has(id)) throw new Error(`oewsMetro ${area.msa}: ${id} twice`);
        seen.add(id);
      }
      const points = { p10: g.p10, p25: g.p25, p75: g.p75, p90: g.p90 };
      occupationPay.push({
        country: metro.country,
        cities: [city.id],
        roleIds: g.roleIds,
        annual: g.p50,
        points: checkedPoints(points, g.p50, `oewsMetro ${area.msa} ${g.soc}`),
        regional: false,
        basis: 'official',
        source: `BLS, OEWS May ${year} (metropolitan area ${area.msa} ${area.title}, annual wages): SOC ${g.soc} ${g.label}, median USD ${usd(g.p50)}; 10th / 25th / 75th / 90th percentiles USD ${[g.p10, g.p25, g.p75, g.p90].map(usd).join(' / ')}`,
        year,
        note: metro.note,
      });
    }
  }
}
// United States, state: BLS OEWS state percentiles of an occupation (salaries-official.json oewsStates, decision 0227):
// the metro's state's own figures at every level, official, with no price parity, cited as the state and not the
// metro. Pushed after the metro entries and before the national ones, so the order of precedence is metro > state >
// national percentiles x the metro's price parity; a state without a row for the occupation falls back.
{
  const st = salariesOfficial.oewsStates;
  const national = new Map(salariesOfficial.oewsOccupations.groups.map((g) => [g.soc, g]));
  const usd = thousands;
  const covered = new Set();
  for (const state of st.states) {
    if (!/^[A-Z]{2}$/.test(state.code)) throw new Error(`oewsStates: state code ${state.code}`);
    for (const cityId of state.cities) {
      const city = cities.find((c) => c.id === cityId);
      if (!city || city.countryCode !== st.country)
        throw new Error(`oewsStates ${state.code}: ${cityId} is not a city of ${st.country}`);
      if (covered.has(cityId)) throw new Error(`oewsStates: ${cityId} in two states`);
      covered.add(cityId);
    }
    for (const [soc, row] of Object.entries(state.wages)) {
      const g = national.get(soc);
      // The state layer prices the roles of the national layer only: same SOC occupation, same roles, same label.
      if (!g) throw new Error(`oewsStates ${state.code}: SOC ${soc} has no national OEWS row`);
      if (!Array.isArray(row) || row.length !== 5 || row.some((v) => !Number.isInteger(v) || v <= 0))
        throw new Error(`oewsStates ${state.code} ${soc}: five annual percentiles expected`);
      // BLS's top code (the percentile is at least this much) is not a figure to price a level with.
      if (row.includes(st.topCode)) throw new Error(`oewsStates ${state.code} ${soc}: top-coded`);
      const [p10, p25, p50, p75, p90] = row;
      occupationPay.push({
        country: st.country,
        cities: state.cities,
        roleIds: g.roleIds,
        annual: p50,
        points: checkedPoints({ p10, p25, p75, p90 }, p50, `oewsStates ${state.code} ${soc}`),
        regional: false,
        basis: 'official',
        source: `BLS, OEWS May ${st.year} (${state.area}, not the metro; annual wages): SOC ${soc} ${g.label}, median USD ${usd(p50)}; 10th / 25th / 75th / 90th percentiles USD ${[p10, p25, p75, p90].map(usd).join(' / ')}`,
        year: st.year,
        note: st.note,
      });
    }
  }
  const usCities = cities.filter((c) => c.countryCode === st.country).map((c) => c.id);
  const outside = usCities.filter((id) => !covered.has(id));
  if (outside.length) throw new Error(`oewsStates: no state for ${outside.join(', ')}`);
}
// United States: BLS OEWS national percentiles by SOC occupation (salaries-official.json oewsOccupations, decision
// 0222): the median at mid level and the 10th, 25th, 75th and 90th percentiles as the levels' points (decision 0203),
// times the metro's regional price parity as its pay level (`priceParity`, an estimate), in place of the BLS median x
// the level multipliers.
{
  const oews = salariesOfficial.oewsOccupations;
  const held = heldNationwide(oews.country);
  const usd = thousands;
  for (const g of oews.groups) {
    for (const id of g.roleIds) {
      const role = roles.find((r) => r.id === id);
      if (!role) throw new Error(`oewsOccupations: unknown role ${id}`);
      if (!role.onetCode.startsWith(g.soc))
        throw new Error(`oewsOccupations ${g.soc}: ${id} is O*NET ${role.onetCode}`);
      if (held.has(id)) throw new Error(`oewsOccupations: ${id} already has US pay`);
      held.add(id);
    }
    if (!/^\d{2}-\d{4}$/.test(g.soc)) throw new Error(`oewsOccupations: SOC code ${g.soc}`);
    const points = { p10: g.p10, p25: g.p25, p75: g.p75, p90: g.p90 };
    occupationPay.push({
      country: oews.country,
      roleIds: g.roleIds,
      annual: g.p50,
      points: checkedPoints(points, g.p50, `oewsOccupations ${g.soc}`),
      regional: true,
      regionalBy: 'price-parity',
      basis: 'official',
      source: `BLS, OEWS May ${oews.year} (national, annual wages): SOC ${g.soc} ${g.label}, median USD ${usd(g.p50)}; 10th / 25th / 75th / 90th percentiles USD ${[g.p10, g.p25, g.p75, g.p90].map(usd).join(' / ')}`,
      year: oews.year,
      note: oews.note,
    });
  }
}
// Germany: the Bundesagentur für Arbeit's Entgeltatlas national medians by occupation (salaries-official.json
// baEntgeltatlas), x 12, with the official regional pay ratio of the city (regionalPay.DE) where one exists.
{
  const ba = salariesOfficial.baEntgeltatlas;
  const floorRule = salariesOfficial.payFloors?.[ba.country];
  // No median of the Entgeltatlas lies above the contribution ceiling it is censored at (walk W402).
  const reportCeiling = ba.reportCeiling && {
    annual: ba.reportCeiling.monthly * ba.months,
    monthly: ba.reportCeiling.monthly,
    year: ba.reportCeiling.year,
  };
  // Nationwide entries only: a Land's pay scale (cities) stays first for its cities.
  const held = new Set(
    occupationPay.filter((o) => o.country === ba.country && !o.cities).flatMap((o) => o.roleIds),
  );
  for (const g of ba.groups) {
    for (const id of g.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`baEntgeltatlas: unknown role ${id}`);
      if (held.has(id)) throw new Error(`baEntgeltatlas: ${id} already has German pay`);
      held.add(id);
    }
    if (!(g.median > 1000 && g.median < 10000))
      throw new Error(`baEntgeltatlas ${g.page}: median out of range`);
    occupationPay.push({
      country: ba.country,
      roleIds: g.roleIds,
      annual: g.median * ba.months,
      ...(floorRule && { floor: payFloor(floorRule) }),
      ...(reportCeiling && { reportCeiling }),
      regional: true,
      basis: 'official',
      source: `${ba.table}: national median monthly gross pay of full-time employees, ${g.label} (Entgeltatlas occupation page ${g.page}), ${g.median} EUR`,
      year: ba.year,
      note: `${ba.note} ${g.median} EUR x ${ba.months} = ${g.median * ba.months} EUR at mid level.`,
    });
  }
  // Roles without an Entgeltatlas page of their own: the closest occupation's median (times an official ratio where
  // one is named), derived, in place of the SES mean of all professionals (decision 0165).
  for (const n of ba.nearest ?? []) {
    const g = ba.groups.find((x) => x.page === n.page);
    if (!g) throw new Error(`baEntgeltatlas nearest: no page ${n.page}`);
    const ratio = n.ratio?.value ?? 1;
    if (!(ratio > 0.3 && ratio <= 1.5))
      throw new Error(`baEntgeltatlas nearest ${n.page}: ratio out of range`);
    for (const id of n.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`baEntgeltatlas nearest: unknown role ${id}`);
      if (held.has(id)) throw new Error(`baEntgeltatlas nearest: ${id} already has German pay`);
      held.add(id);
    }
    const annual = round(g.median * ba.months * ratio, 1);
    // The ratio is a step of the figure, so the source states it as every other step (decision 0250, walk W801: a
    // data analyst's "6301 EUR; x 0.85 ..." left out the x 0.678 that only the note named).
    const ratioYear = n.ratio && /ASHE\) (\d{4})/.exec(n.ratio.source)?.[1];
    if (n.ratio && (!ratioYear || g.label !== 'software developers'))
      throw new Error(
        `baEntgeltatlas nearest ${n.roleIds[0]}: a ratio is stated against software developers, from ASHE`,
      );
    occupationPay.push({
      country: ba.country,
      roleIds: n.roleIds,
      annual,
      ...(floorRule && { floor: payFloor(floorRule) }),
      ...(reportCeiling && { reportCeiling }),
      regional: true,
      basis: 'derived',
      source: `${ba.table}: national median monthly gross pay of full-time employees, ${g.label} (Entgeltatlas occupation page ${g.page}), ${g.median} EUR${
        n.ratio
          ? `; x ${ratio} for the role's occupation against software developers (the UK's ratio of their median pay, ONS ASHE ${ratioYear}: derived)`
          : ''
      }`,
      year: ba.year,
      note: `${n.note} ${g.median} EUR x ${ba.months}${n.ratio ? ` x ${ratio}` : ''} = ${annual} EUR at mid level.`,
    });
  }
}
// The roles of an ISCO-08 major group (from each role's unit group in roles.json) and each role's pay relative to the
// group: its US median over the group's mean US median, compressed, normalised so the group's roles average 1.
function groupRoles(isco) {
  const inGroup = roles.filter((r) => `OC${String(r.isco08)[0]}` === isco);
  if (inGroup.length === 0) throw new Error(`ISCO group ${isco}: no roles`);
  const us = inGroup.map((r) => r.medianSalaryUS.value);
  const usMean = us.reduce((a, b) => a + b, 0) / us.length;
  const raw = us.map((v) => (v / usMean) ** consts.wagePremiumCompression);
  const rawMean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return {
    roleIds: inGroup.map((r) => r.id),
    factors: Object.fromEntries(inGroup.map((r, i) => [r.id, round(raw[i] / rawMean, 0.001)])),
  };
}
const levelMeanAll = LEVELS.reduce((a, l) => a + lm[l], 0) / LEVELS.length;
// Eurostat SES 2022 calibration of whole ISCO major groups (sources/salaries-official.json sesGroups), for the roles of
// the group that no finer official source prices in the country (decision 0136).
{
  const ses = parseCsv(readFileSync(resolve(shared, 'salaries/salaries_by_occupation.csv'), 'utf8'));
  for (const g of salariesOfficial.sesGroups.groups) {
    const currency = countries[g.country] && cities.find((c) => c.countryCode === g.country)?.currency;
    if (!currency) throw new Error(`SES group ${g.country} ${g.isco}: no city in the country`);
    const row = ses.find(
      (r) =>
        r.country === g.country &&
        r.occupation_code === g.isco &&
        r.measure === 'mean_annual_gross_earnings' &&
        r.currency === currency,
    );
    if (!row) throw new Error(`SES group ${g.country} ${g.isco}: no mean in ${currency}`);
    const held = heldNationwide(g.country);
    const group = groupRoles(g.isco);
    const roleIds = group.roleIds.filter((id) => !held.has(id));
    if (roleIds.length === 0) continue;
    occupationPay.push({
      country: g.country,
      roleIds,
      annual: round(Number(row.value) / levelMeanAll, 1),
      groupMean: true,
      ...floorOf(g.country),
      regional: true,
      roleFactors: Object.fromEntries(roleIds.map((id) => [id, group.factors[id]])),
      basis: 'derived',
      source: `Eurostat, Structure of Earnings Survey 2022 (earn_ses22_28): mean annual gross earnings of ${row.occupation_label} (ISCO-08 ${g.isco}), ${g.country}, ${Number(row.value).toLocaleString('en-US')} ${currency}`,
      year: 2022,
      note: `Mid level = the SES mean of all ${row.occupation_label.toLowerCase()} / ${round(levelMeanAll, 0.01)} (the mean of the five level multipliers), so the five levels average the SES mean; x the role's factor within the group (US median relative to the group, to the power ${consts.wagePremiumCompression}: a Thrive estimate); x the city's official regional pay ratio where one exists.`,
    });
  }
}
// Countries without official pay by detailed occupation: the ISCO major group's pay relative to all occupations in the
// country's own Eurostat SES 2022 (mean hourly earnings, earn_ses22_47) x the country's average annual wage, in place
// of the US occupational pay ratio (sources/salaries-official.json sesHourlyRatios, decision 0136).
{
  const sh = salariesOfficial.sesHourlyRatios;
  for (const [cc, row] of Object.entries(sh.countries)) {
    const c = countries[cc];
    if (!c || !cities.some((x) => x.countryCode === cc))
      throw new Error(`sesHourlyRatios ${cc}: no such country`);
    if (!(row.TOTAL > 0)) throw new Error(`sesHourlyRatios ${cc}: no all-occupation mean`);
    const held = heldNationwide(cc);
    for (const isco of ['OC1', 'OC2', 'OC3', 'OC4', 'OC5', 'OC7', 'OC8', 'OC9']) {
      const used = row[isco] !== undefined ? isco : sh.fallback[isco];
      const hourly = used && row[used];
      if (!hourly) continue; // confidential in SES and no wider group: the roles keep the estimate
      const group = groupRoles(isco);
      const roleIds = group.roleIds.filter((id) => !held.has(id));
      if (roleIds.length === 0) continue;
      const ratio = round(hourly / row.TOTAL, 0.001);
      if (!(ratio > 0.3 && ratio < 4))
        throw new Error(`sesHourlyRatios ${cc} ${used}: ratio ${ratio} out of range`);
      const aw = c.averageWage;
      const annual = round((aw.value * ratio) / levelMeanAll, 1);
      // Where no official pay by occupation was found at all (walk W406, Ireland), every role of the group takes the
      // group's figure, said to be the group's, with no role factor from US medians (decision 0216).
      const groupOnly = sh.groupFigureOnly.countries.includes(cc);
      occupationPay.push({
        country: cc,
        roleIds,
        annual,
        groupMean: true,
        ...floorOf(cc),
        regional: true,
        ...(!groupOnly && {
          roleFactors: Object.fromEntries(roleIds.map((id) => [id, group.factors[id]])),
        }),
        basis: aw.basis === 'official' ? 'derived' : 'estimate',
        source: `Eurostat, SES 2022 (earn_ses22_47), ${cc}: mean hourly earnings of ${sh.labels[used].toLowerCase()} (ISCO-08 ${used}) ${hourly} EUR / all occupations ${row.TOTAL} EUR = ${ratio}, x the OECD average annual wage ${aw.value} ${aw.currency}${groupOnly ? `; ${sh.groupFigureOnly.label}` : ''}`,
        year: sh.year,
        note: [
          groupOnly ? sh.groupFigureOnly.note : sh.note,
          `${aw.value} x ${ratio} / ${round(levelMeanAll, 0.01)} = ${annual} ${aw.currency} at mid level${groupOnly ? '' : ' before the role factor'}.`,
          used !== isco
            ? `SES does not publish ${isco} here (confidential), so the wider group ${used} stands in.`
            : '',
          aw.basis === 'official' ? '' : 'The average wage is a rounded OECD figure (an estimate).',
        ]
          .filter(Boolean)
          .join(' '),
      });
    }
  }
}
// Norway: Statistics Norway's median and quartiles of monthly earnings by 4-digit STYRK-08 occupation, x 12
// (salaries-official.json ssbDetailed, decision 0220). Before the major groups below, which keep the roles it leaves.
{
  const sd = salariesOfficial.ssbDetailed;
  const held = heldNationwide(sd.country);
  const nok = thousands;
  for (const g of sd.groups) {
    for (const id of g.roleIds) {
      if (!roles.some((r) => r.id === id)) throw new Error(`ssbDetailed: unknown role ${id}`);
      if (held.has(id)) throw new Error(`ssbDetailed: ${id} already has Norwegian pay`);
      if (sd.left[id]) throw new Error(`ssbDetailed: ${id} is both priced and left`);
      held.add(id);
    }
    if (!/^\d{4}$/.test(g.styrk)) throw new Error(`ssbDetailed ${g.label}: STYRK-08 code ${g.styrk}`);
    if (!(g.median > 20000 && g.median < 200000)) throw new Error(`ssbDetailed ${g.styrk}: out of range`);
    if (!(g.p25 < g.median && g.median < g.p75))
      throw new Error(`ssbDetailed ${g.styrk}: quartiles out of order`);
    const annual = g.median * sd.months;
    // The published quartiles: junior and senior are the table's own points; entry lies below the lower quartile by the
    // ratio of the level multipliers, and lead stays at the upper quartile, the top published point (decision 0203).
    occupationPay.push({
      country: sd.country,
      roleIds: g.roleIds,
      annual,
      points: checkedPoints(
        { p25: g.p25 * sd.months, p75: g.p75 * sd.months },
        annual,
        `ssbDetailed ${g.styrk}`,
      ),
      regional: false,
      basis: 'official',
      source: `${sd.table}, ${sd.year}: STYRK-08 ${g.styrk} ${g.label}, median NOK ${nok(g.median)} a month; lower / upper quartile NOK ${nok(g.p25)} / ${nok(g.p75)}`,
      year: sd.year,
      note: `${sd.note} ${g.median} x ${sd.months} = ${annual} NOK at mid level.`,
    });
  }
  for (const id of Object.keys(sd.left))
    if (!roles.some((r) => r.id === id)) throw new Error(`ssbDetailed left: unknown role ${id}`);
}
// Norway: Statistics Norway's average monthly earnings of the STYRK-08 major groups, x 12 (salaries-official.json
// ssbOccupations, decision 0136).
{
  const ssb = salariesOfficial.ssbOccupations;
  const held = heldNationwide(ssb.country);
  for (const [isco, g] of Object.entries(ssb.groups)) {
    const group = groupRoles(isco);
    const roleIds = group.roleIds.filter((id) => !held.has(id));
    if (roleIds.length === 0) continue;
    if (!(g.monthly > 20000 && g.monthly < 200000)) throw new Error(`ssbOccupations ${isco}: out of range`);
    const annual = round((g.monthly * ssb.months) / levelMeanAll, 1);
    occupationPay.push({
      country: ssb.country,
      roleIds,
      annual,
      groupMean: true,
      regional: true,
      roleFactors: Object.fromEntries(roleIds.map((id) => [id, group.factors[id]])),
      basis: 'derived',
      source: `${ssb.table}, ${ssb.year}: ${g.label} (ISCO-08 ${isco}), ${g.monthly} NOK a month (all occupations ${ssb.all} NOK)`,
      year: ssb.year,
      note: `${ssb.note} ${g.monthly} x ${ssb.months} / ${round(levelMeanAll, 0.01)} = ${annual} NOK.`,
    });
  }
}
// Switzerland: the LSE median of the role's ISCO major group relative to all occupations, on the LSE 2022 national
// median (salaries-official.json lseGroups, decision 0203), in place of the estimate from US occupational pay ratios.
// No role factor: no US ratio is carried into Europe. No level above the highest major-group median (managers).
{
  const lse = salariesOfficial.lseGroups;
  const held = heldNationwide(lse.country);
  const mean = (g) => (g.women + g.men) / 2;
  const annualOf = (g) => round((lse.national2022 * mean(g) * lse.months) / mean(lse.total), 1);
  const top = lse.groups[lse.ceilingGroup];
  for (const [isco, g] of Object.entries(lse.groups)) {
    if (!roles.some((r) => `OC${String(r.isco08)[0]}` === isco)) continue;
    const roleIds = groupRoles(isco).roleIds.filter((id) => !held.has(id));
    if (roleIds.length === 0) continue;
    const ratio = round(mean(g) / mean(lse.total), 0.001);
    if (!(ratio > 0.5 && ratio < 2)) throw new Error(`lseGroups ${isco}: ratio ${ratio} out of range`);
    const annual = annualOf(g);
    occupationPay.push({
      country: lse.country,
      roleIds,
      annual,
      // Managers: nothing higher in the table bounds them (their own median is its top); the others stop there.
      ...(isco !== lse.ceilingGroup && {
        ceiling: {
          annual: annualOf(top),
          note: `the LSE ${lse.groupsYear} median of ${top.label.toLowerCase()} (the highest of its major groups) on the ${lse.national2022Source.match(/LSE \d{4}/)[0]} level, ${annualOf(top)} CHF a year`,
        },
      }),
      regional: true,
      basis: 'estimate',
      source: `BFS, LSE ${lse.groupsYear}: median gross monthly wage of ${g.label.toLowerCase()} (ISCO-08 ${isco}) ${mean(g)} CHF / all occupations ${mean(lse.total)} CHF = ${ratio}, x the LSE 2022 national median ${lse.national2022} CHF x ${lse.months}`,
      year: 2022,
      note: `${lse.note} ${lse.national2022} x ${ratio} x ${lse.months} = ${annual} CHF at mid level.`,
    });
  }
}
// Regional pay by occupation group (decision 0145, sources/salaries-official.json occupationRegional): an official
// regional figure of one occupation where the source publishes the city; else, for pay set by national agreements,
// the city's all-occupation ratio shrunk toward 1 by the share the official nurse table shows. Market-set occupations
// keep the all-occupation ratio.
const occupationRegional = (() => {
  const spec = salariesOfficial.occupationRegional;
  const roleIds = new Set(roles.map((r) => r.id));
  const tables = spec.tables.map((t) => {
    for (const id of t.roleIds)
      if (!roleIds.has(id)) throw new Error(`occupationRegional ${t.id}: no role ${id}`);
    const out = {};
    for (const [id, c] of Object.entries(t.cities)) {
      const city = cities.find((x) => x.id === id);
      if (!city || city.countryCode !== t.country)
        throw new Error(`occupationRegional ${t.id}: ${id} is no city of ${t.country}`);
      out[id] = { ratio: round(c.value / t.national, 0.001), level: c.level };
    }
    return {
      id: t.id,
      country: t.country,
      roleIds: t.roleIds,
      basis: 'derived',
      source: t.source,
      year: t.year,
      // A note the Dutch templates can hold (source-notes-nl.json): the figures, no free English text in a slot.
      note: `Median monthly gross pay of full-time ${t.label} in the city / the national median of the same statistic and year: ${Object.entries(
        t.cities,
      )
        .map(([id, c]) => `${cities.find((x) => x.id === id).name} ${c.value} / ${t.national}`)
        .join(', ')} EUR, ${t.year}; read second-hand from press reports of the Entgeltatlas.`,
      cities: out,
    };
  });
  // Sweden: SCB's mean monthly pay of the occupation in the city's NUTS 2 region over the national mean of the same table
  // and year (LonYrkeRegion4AN, decision 0219); a city whose region SCB does not publish keeps the national figure.
  const scb = salariesOfficial.scbOccupations;
  for (const g of scb.groups) {
    const entries = Object.entries(g.regionMeans ?? {});
    if (entries.length === 0) continue;
    for (const [id, v] of entries) {
      const city = cities.find((x) => x.id === id);
      if (!city || city.countryCode !== scb.country || !scb.regions[id])
        throw new Error(`scbOccupations ${g.ssyk}: ${id} is no Swedish city with a region`);
      const ratio = v / g.mean;
      if (!(ratio > 0.6 && ratio < 1.6))
        throw new Error(`scbOccupations ${g.ssyk} ${id}: ratio ${ratio} out of range`);
    }
    const sek = thousands;
    tables.push({
      id: `se-ssyk-${g.ssyk}`,
      country: scb.country,
      roleIds: g.roleIds,
      measure: 'mean',
      basis: 'derived',
      source: `SCB, Lönestrukturstatistik ${scb.year}, table ${scb.regionTable}: mean monthly pay of the occupation by region (all sectors)`,
      year: scb.year,
      note: `Mean monthly pay of SSYK 2012 ${g.ssyk} in the city's region / in Sweden, all sectors, ${scb.year}: ${entries
        .map(([id, v]) => `${cities.find((x) => x.id === id).name} ${sek(v)}`)
        .join(
          ', ',
        )} / ${sek(g.mean)} SEK; read second-hand from a public repository's copy of the SCB table.`,
      cities: Object.fromEntries(
        entries.map(([id, v]) => [id, { ratio: round(v / g.mean, 0.001), level: scb.regions[id] }]),
      ),
    });
  }
  const ns = spec.nationallySet;
  for (const id of ns.roleIds)
    if (!roleIds.has(id)) throw new Error(`occupationRegional nationallySet: no role ${id}`);
  const table = tables.find((t) => t.id === ns.table);
  const all = ns.allOccupations;
  const own = table.cities[all.city].ratio;
  const allRatio = all.value / all.national;
  const share = round((own - 1) / (allRatio - 1), 0.01);
  if (!(share > 0 && share < 1)) throw new Error(`occupationRegional: share ${share} out of range`);
  return {
    tables,
    nationallySet: {
      roleIds: ns.roleIds,
      share,
      basis: 'estimate',
      source: ns.source,
      year: all.year,
      note: `Pay set by national agreements follows a city's pay level only in part: where no official figure of the occupation in the city is at hand, the city's all-occupation pay ratio is shrunk toward 1 by the share ${share} = (${table.cities[all.city].ratio} - 1) / (${round(allRatio, 0.001)} - 1), the pay gap of ${spec.tables.find((t) => t.id === ns.table).label} in ${cities.find((x) => x.id === all.city).name} over the all-occupation gap there (Bundesagentur für Arbeit, 31 Dec ${all.year}: ${all.value} / ${all.national} EUR a month), the largest the official table shows. An estimate.`,
    },
  };
})();

const citiesOut = {
  familyHomeBedrooms: consts.familyHomeBedrooms,
  methods: cityMethods,
  occupationPay,
  occupationRegional,
  cities,
};

// ---------------------------------------------------------------- tax (scripts/datasets/tax.mjs)
const taxOut = buildTax(new Set(cities.map((c) => c.id)));
const taxRules = taxOut.rules;
for (const c of cities)
  if (!taxRules.some((r) => r.countryCode === c.countryCode))
    throw new Error(`no tax rule for ${c.countryCode}`);

// ---------------------------------------------------------------- sources, attributions, version
const sourcesMd = readFileSync(resolve(shared, 'SOURCES.md'), 'utf8');
const attrSection = sourcesMd.split(/## Attribution strings to display in the app/)[1] ?? '';
const attributions = attrSection
  .split('\n')
  .filter((l) => l.startsWith('- '))
  .map((l) => l.slice(2).trim().replace(/^"|"$/g, '').replace('<app name>', 'Thrive'));
if (attributions.length < 5) throw new Error('attribution lines not found in SOURCES.md');

const sourceList = [
  [
    'onet',
    'O*NET 29.2 and 30.2 Databases',
    'USDOL/ETA',
    'Role descriptions, skills and their importance, technologies',
    'official',
    '2025',
    'CC BY 4.0',
    'https://www.onetcenter.org/database.html',
  ],
  [
    'bls-ep',
    'Employment Projections 2024-2034',
    'U.S. Bureau of Labor Statistics',
    'Role growth, openings and US median wages',
    'official',
    '2024',
    'Public domain',
    'https://www.bls.gov/emp/',
  ],
  [
    'bls-oews',
    'Occupational Employment and Wage Statistics, May 2024 and May 2025',
    'U.S. Bureau of Labor Statistics',
    'All-occupations median wage (pay ratios); US pay by occupation and level (May 2025 state percentiles, national ones where a state lacks the occupation; metro percentiles of May 2024 or May 2025 where a copy was at hand)',
    'official',
    '2024-2025',
    'Public domain',
    'https://www.bls.gov/oes/',
  ],
  [
    'geonames',
    'GeoNames cities1000',
    'GeoNames',
    'City coordinates and populations',
    'official',
    '2024',
    'CC BY 4.0',
    'https://www.geonames.org/',
  ],
  [
    'countries-list',
    'countries-list',
    'countries-list contributors',
    'Country currencies and official languages',
    'official',
    '2024',
    'MIT',
    'https://github.com/annexare/Countries',
  ],
  [
    'city-languages',
    'Official languages of cantons, language areas and autonomous communities',
    'Swiss, Belgian and Spanish constitutions and statutes of autonomy',
    'Languages of Swiss, Belgian and Spanish cities',
    'official',
    '2024',
    'Legal texts (public)',
    'https://www.fedlex.admin.ch/eli/cc/1999/404/en',
  ],
  [
    'bea-rpp',
    'Regional Price Parities by metropolitan area',
    'U.S. Bureau of Economic Analysis',
    'US city price levels, rents and salaries',
    'derived',
    '2023',
    'Public domain',
    'https://www.bea.gov/data/prices-inflation/regional-price-parities-state-and-metro-area',
  ],
  [
    'eurostat-pli',
    'Price level indices (prc_ppp_ind)',
    'Eurostat',
    'Country price levels behind the cost-of-living index',
    'official',
    '2022',
    'CC BY 4.0 (Eurostat reuse policy)',
    'https://ec.europa.eu/eurostat/databrowser/view/prc_ppp_ind/default/table',
  ],
  [
    'oecd-wages',
    'Average annual wages (AV_AN_WAGE)',
    'OECD',
    'Country wage anchors behind city salaries',
    'official',
    '2023',
    'OECD terms (CC BY 4.0)',
    'https://data-explorer.oecd.org/',
  ],
  [
    'eurobarometer-386',
    'Special Eurobarometer 386: Europeans and their languages',
    'European Commission',
    'English proficiency bands',
    'official',
    '2012',
    'Reuse with attribution',
    'https://europa.eu/eurobarometer/surveys/detail/1049',
  ],
  [
    'score-inputs',
    'UNODC homicide rates, life expectancy, OECD PISA 2022, EEA/WHO PM2.5, unemployment',
    'UNODC, Eurostat, World Bank, OECD, EEA',
    'Inputs of the quality scores (rounded)',
    'estimate',
    '2022-2024',
    'Reuse with attribution',
    undefined,
  ],
  [
    'tax-authorities',
    'Income tax and social contribution rules 2025',
    'National tax authorities (Belastingdienst, BMF, HMRC, IRS, Revenue, Skatteverket and others)',
    'Net salary',
    'official',
    '2025',
    'Public sector information',
    undefined,
  ],
  [
    'health-premiums',
    'Health insurance premiums and allowances 2025',
    'BAG/OFSP, Canton of Vaud (DSAS), Ministry of VWS, Belastingdienst/Toeslagen, U.S. BLS',
    'Health insurance taken from money left: the Swiss KVG by canton, the Dutch premium less zorgtoeslag, the US employee share',
    'official',
    '2023-2025',
    'Public sector information',
    undefined,
  ],
  [
    'official-pay',
    'Official pay by occupation and region',
    'ONS (ASHE), Destatis, Bundesagentur für Arbeit, BFS (LSE, Salarium), Eurostat (SES 2022), Statbel, INE, CBS, TdL (TV-L), VKA (TVöD Pflege), NVZ (Cao Ziekenhuizen), HSE (Consolidated Salary Scales), Fonction publique hospitalière (grille des infirmiers), NHS Employers, DfE, SNCT, SSB, SCB (Lönestrukturstatistik), GUS (Struktura wynagrodzeń według zawodów), CSO (Earnings Analysis using Administrative Data Sources), Department of Education (Ireland: common basic scale for teachers)',
    'Salaries by occupation, level and region where an official figure replaces the estimate',
    'official',
    '2013-2026',
    'Open Government Licence v3.0 (ONS, NHS Employers, DfE); dl-de/by-2-0 (Destatis, Bundesagentur für Arbeit); CC BY 4.0 (Eurostat, Statbel, CBS); NLOD (SSB); reuse with attribution (others)',
    undefined,
  ],
  [
    'childcare-rules',
    'Childcare fees, caps and allowances',
    'Belastingdienst (kinderopvangtoeslag), Skolverket (maxtaxa), Stortinget (maksimalpris), Københavns Kommune, Aarhus Kommune, Børne- og Undervisningsministeriet (fripladsskala), Land Berlin, Stadt Wien, Freie und Hansestadt Hamburg, Landeshauptstadt München, Stadt Frankfurt am Main, Landeshauptstadt Düsseldorf, Landeshauptstadt Stuttgart, Stadt Leipzig, Cnaf (PSU), Seguranca Social (Creche Feliz), Comunidad de Madrid, m.st. Warszawa, Gmina Miejska Kraków and ZUS (Aktywnie w żłobku), Pobal and the Department of Children (Ireland), DfE (Childcare and early years provider survey, funded hours) and HMRC (Tax-Free Childcare), Department of Education (Australia, Child Care Subsidy), U.S. Department of Labor (NDCP)',
    'Childcare taken from money left for children under school age, where an official fee rule or price exists',
    'official',
    '2018-2025',
    'Public sector information',
    undefined,
  ],
  [
    'living-by-income',
    'Household budget surveys by income quintile (hbs_exp_t133, BLS CE table 1101) and income quintile cut-offs (ilc_di01)',
    'Eurostat, U.S. BLS',
    "Living costs priced for the household's income quintile",
    'estimate',
    '2015-2025',
    'CC BY 4.0 (Eurostat reuse policy); public domain (BLS)',
    'https://ec.europa.eu/eurostat/databrowser/view/ilc_di01/default/table',
  ],
  [
    'official-rents',
    'Official city rents: new lettings, recent movers and tenants in place',
    "HUD, RTB and CSO (table RIQ02), INE, Zensus 2022, Landeshauptstadt München, Statistik Stadt Zürich, SCB, OLAP, Victoria DFFH, Scottish Government, Incasol (Generalitat de Catalunya), Queensland RTA, Investitionsbank Berlin, observatoires locaux des loyers (UrbaLyon, AUAT, a'urba, ADIL 13), OCSTAT (Geneve), BFS (Strukturerhebung), ONS, SSB, Statistik Austria, Basque Government (EMAL), Stadt Leipzig, Stadt Köln, Agenzia delle Entrate (OMI), FOD Financien / SPF Finances, MIVAU (SERPAVI), Narodowy Bank Polski (NBP)",
    'City rents: what a newcomer pays, and what tenants in place pay',
    'official',
    '2022-2026',
    'Public domain (HUD); CC BY 4.0 (RTB, CSO); dl-de/by-2-0 (Zensus); CC0 (SCB); Open Government Licence v3.0 (Scottish Government, ONS); NLOD (SSB); OPEN-BY (BFS); reuse with attribution (others)',
    undefined,
  ],
  [
    'wef-foj-2025',
    'The Future of Jobs Report 2025',
    'World Economic Forum',
    'Fastest-growing role flags (names only)',
    'official',
    '2025',
    'Quoted facts (names and ranks)',
    'https://www.weforum.org/publications/the-future-of-jobs-report-2025/',
  ],
  [
    'ossu',
    'OSSU computer-science curriculum',
    'Open Source Society University',
    'Courses',
    'curated',
    '2026',
    'MIT',
    'https://github.com/ossu/computer-science',
  ],
  [
    'fpb',
    'free-programming-books (free courses)',
    'EbookFoundation contributors',
    'Courses',
    'curated',
    '2026',
    'CC BY 4.0',
    'https://github.com/EbookFoundation/free-programming-books',
  ],
  [
    'thrive-estimates',
    'Thrive estimates and city profiles',
    'Thrive',
    'City rents, salaries, scores, employers and highlights (see docs/datasets.md)',
    'estimate',
    '2025',
    'Project data',
    undefined,
  ],
].map(([id, name, publisher, usedFor, basis, year, licence, url]) => ({
  id,
  name,
  publisher,
  usedFor,
  basis,
  year,
  licence,
  ...(url ? { url } : {}),
}));

const payloads = {
  'skills.json': { source: skillsSrc.source, year: skillsSrc.year, skills },
  'roles.json': rolesOut,
  'courses.json': coursesOut,
  'cities.json': citiesOut,
  'tax.json': taxOut,
  'places.json': buildPlaces({ cities, placeNames: src('place-names.json') }),
  'permits.json': buildPermits(src('work-permits-2025.json')),
};
/**
 * Decision 0146: each country's spending by income quintile and its income quintile cut-offs, from the typed-in
 * Eurostat rows (sources/living-by-income.json).
 * - Spending (hbs_exp_t133) is published per household for most rows; the engine prices one adult equivalent x the
 *   OECD-modified scale, so each row is put per adult equivalent with Portugal's adult equivalents per household of each
 *   quintile (the one row with both units: PPS per household / PPS per adult equivalent). Portugal keeps its own
 *   per-adult-equivalent row. The mean is the mean of the five (equal-sized quintiles).
 * - The EU27 row is the fallback for a country without a row of its own (`europe`).
 * - Cut-offs (ilc_di01): the top cut-off points of quintiles 1-4, equivalised net income, national currency.
 */
function livingByIncome(table) {
  const pt = table.hbs.portugalPerAdultEquivalent;
  const ptRow = table.hbs.rows.PT.perHousehold;
  const perHousehold = ptRow.map((v, i) => v / pt.levels[i]);
  const row = (code, r) => {
    const levels = code === 'PT' ? pt.levels : r.perHousehold.map((v, i) => Math.round(v / perHousehold[i]));
    const mean = code === 'PT' ? pt.mean : Math.round(levels.reduce((a, b) => a + b, 0) / levels.length);
    return {
      levels,
      mean,
      basis: code === 'PT' ? 'official' : 'estimate',
      source: `Eurostat HBS ${r.year} (${table.hbs.table}) of ${code}`,
      year: r.year,
    };
  };
  const { EU27, ...countryRows } = table.hbs.rows;
  const eu = row('EU27', EU27);
  return {
    europe: { levels: eu.levels, mean: eu.mean, year: eu.year },
    countries: Object.fromEntries(Object.entries(countryRows).map(([code, r]) => [code, row(code, r)])),
    cutoffs: Object.fromEntries(
      Object.entries(table.silc.rows).map(([code, r]) => [
        code,
        {
          limits: r.cutoffs,
          currency: r.currency,
          basis: 'official',
          source: `EU-SILC ${r.year} (${table.silc.table}) cut-offs`,
          year: r.year,
        },
      ]),
    ),
  };
}

// Constants of the engine's money rules (living costs, equivalence scale, thresholds, exchange rates): in the hash.
const { note: _constantsNote, ...engineConstants } = src('engine-constants.json');
{
  const { europe, ...byCountry } = livingByIncome(src('living-by-income.json'));
  const byIncome = engineConstants.livingCost.byIncome;
  engineConstants.livingCost.byIncome = {
    ...byIncome,
    europe: { ...byIncome.europe, ...europe },
    ...byCountry,
  };
}
payloads['constants.json'] = engineConstants;
const hash = createHash('sha256');
for (const [name, data] of Object.entries(payloads)) hash.update(name).update(JSON.stringify(data));
const version = `${DATASET_SERIES}+${hash.digest('hex').slice(0, 8)}`;
payloads['sources.json'] = { version, attributions, sources: sourceList };

// Dutch display names (issue 17): labels, not figures, so outside the version hash.
payloads['names-nl.json'] = {
  ...buildNamesNl({ shared, sources: src, roles, skills, cities }),
  permits: permitNamesNl(src('work-permits-2025.json')),
};
// Dutch texts of every source and note (issue 17, decision 0029): labels too, outside the version hash. The core test
// text/sources.test.ts fails for a source or note of these datasets that no template covers.
// The city names inside sources and notes ('salary in {city}', 'municipality ({place})') are shown in Dutch by the same
// names as everywhere else (names-nl.json cities, from places-nl.json): English name -> Dutch name, kept here so the
// source texts need not load the cities (decision 0069).
const { note: _sourceNotesNote, ...sourceNotesNl } = src('source-notes-nl.json');
const dutchCityNames = payloads['names-nl.json'].cities;
payloads['source-notes-nl.json'] = {
  ...sourceNotesNl,
  cityNames: Object.fromEntries(
    cities.filter((c) => dutchCityNames[c.id]).map((c) => [c.name, dutchCityNames[c.id]]),
  ),
  // A role named inside a source ('the role family of {role}', walk 21): its Dutch title as a sentence writes it, in
  // lower case unless the second letter is a capital ('AI-onderzoeker'), as roleInSentence does.
  roleNames: Object.fromEntries(
    roles
      .filter((r) => payloads['names-nl.json'].roles[r.id])
      .map((r) => {
        const t = payloads['names-nl.json'].roles[r.id].title;
        return [
          r.title,
          t.length > 1 && t[1] === t[1].toLowerCase() ? t.charAt(0).toLowerCase() + t.slice(1) : t,
        ];
      }),
  ),
};

mkdirSync(outDir, { recursive: true });
for (const [name, data] of Object.entries(payloads)) {
  // Compact (one line): cities.json is bundled into the web app; the others are read by the API and dashboard.
  const text = JSON.stringify(data);
  writeFileSync(resolve(outDir, name), text + '\n');
}
console.log(
  `datasets ${version}: ${cities.length} cities, ${roles.length} roles, ${skills.length} skills, ${courses.length} courses, ${taxRules.length} tax rules`,
);
