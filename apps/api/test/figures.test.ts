import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CityFigures, FigureCityList, FigureRoleList, NetPayFigures } from '@thrive/core/contracts/figures';
import { householdNetPay } from '@thrive/core/datasets/tax';
import { createUnitApp } from './unit-app';

const app = createUnitApp();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('the figures API', () => {
  it('lists cities and roles with id and name', async () => {
    const cities = FigureCityList.parse(await (await get('/api/figures/cities')).json());
    expect(cities.cities.length).toBe(81);
    expect(cities.cities.find((c) => c.id === 'new-york-city')).toMatchObject({
      name: 'New York City',
      rentTenancy: 'newcomer',
    });
    const roles = FigureRoleList.parse(await (await get('/api/figures/roles')).json());
    expect(roles.roles.find((r) => r.id === 'registered-nurse')?.name).toBe('Registered Nurse');
  });

  it("GET /api/figures/cities/{cityId}: a family's figures, every one with basis, source and year", async () => {
    const res = await get(
      '/api/figures/cities/berlin?role=registered-nurse&level=mid&adults=2&children=2&partnerGross=30000',
    );
    expect(res.status).toBe(200);
    const body = CityFigures.parse(await res.json());
    // The TVöD Pflege table: P 7 Stufe 4, 3,889.43 EUR x (12 + 0.8474) = 49,969 (decision 0194): derived.
    expect(body.salary).toMatchObject({ value: 50000, currency: 'EUR', basis: 'derived', year: 2025 });
    expect(Object.keys(body.rent).sort()).toEqual(['1', '2', '3', '4']);
    expect(body.bedrooms).toBe(2);
    expect(body.childBenefits.value).toBe(510);
    const h = householdNetPay({
      countryCode: 'DE',
      cityId: 'berlin',
      earners: [50000, 30000],
      adults: 2,
      children: 2,
    });
    expect(body.netMonthly.value).toBe(Math.round(h.netPay / 12));
    expect(body.moneyLeft.value).toBeCloseTo(
      body.netMonthly.value + body.childBenefits.value - body.rent['2']!.value - body.livingCosts.value,
      -1,
    );
    expect(body.tenantRent?.['1']?.source).toMatch(/sitting tenants/);
    // Child benefits cite the child-benefit rules (Familienkasse), not the income tax's source (issue 15).
    expect(body.childBenefits.source).toMatch(/^Familienkasse: Kindergeld/);
    expect(body.childBenefits.source).not.toBe(
      body.netMonthly.source.replace(/ applied to the gross pay$/, ''),
    );
    expect(body.childBenefits.year).toBe(2025);
    // Each check's limit is a full figure: value, unit, basis, source, year.
    expect(body.checks.thirtyPercentOfNet.rule).toMatchObject({ value: 30, unit: '%', basis: 'estimate' });
    expect(body.checks.dutchLandlordGrossMultiple.rule).toMatchObject({ value: 4, unit: 'x rent' });
    expect(body.checks.eurostatOverburden40.rule).toMatchObject({ value: 40, unit: '%', basis: 'official' });
    for (const rule of Object.values(body.checks).flatMap((c) => (typeof c === 'object' ? [c.rule] : [])))
      expect(rule?.source.length && rule.year).toBeGreaterThan(0);
    for (const f of [
      body.salary,
      body.netMonthly,
      body.livingCosts,
      body.moneyLeft,
      ...Object.values(body.rent),
    ])
      expect(f.source.length).toBeGreaterThan(0);
  });

  it('GET /api/figures/cities/{cityId}?youngChildren=: childcare where official figures exist (decision 0076)', async () => {
    const figures = async (path: string) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      return CityFigures.parse(await res.json());
    };
    // Berlin: Kita care is free, parents pay EUR 23 a month for lunch per child (TKBG).
    const base = '/api/figures/cities/berlin?role=registered-nurse&adults=2&children=2&partnerGross=30000';
    const asked = await figures(`${base}&youngChildren=2`);
    const notAsked = await figures(base);
    expect(asked.childcare).toMatchObject({ value: 46, currency: 'EUR', basis: 'derived', year: 2018 });
    expect(asked.childcare?.source).toMatch(/^Land Berlin \(TKBG\)/);
    expect(asked.childcareStatus).toBe('included');
    expect(notAsked.childcare).toBeUndefined();
    expect(notAsked.childcareStatus).toBe('not-asked');
    expect(notAsked.moneyLeft.value - asked.moneyLeft.value).toBeCloseTo(46, -1);
    // Oslo: the national maximum price, NOK 2,000 a month paid 11 months a year = 1,833 a month.
    const oslo = await figures('/api/figures/cities/oslo?adults=1&children=1&youngChildren=1');
    expect(oslo.childcare).toMatchObject({ value: 1833, currency: 'NOK', basis: 'derived', year: 2024 });
    // Utrecht: the allowance leaves the parents a share of EUR 2,320.50 a month (216.67 hours at EUR 10.71).
    const utrecht = await figures(
      '/api/figures/cities/utrecht?adults=2&children=1&partnerGross=40000&youngChildren=1',
    );
    expect(utrecht.childcare!.value).toBeGreaterThan(2320.5 * (1 - 0.96) - 1);
    expect(utrecht.childcare!.value).toBeLessThan(2320.5 * (1 - 0.333) + 1);
    expect(utrecht.childcare!.year).toBe(2025);
    // No official figure for Cologne; a couple with one earner is assumed to care at home.
    expect(
      (await figures('/api/figures/cities/cologne?adults=1&children=1&youngChildren=1')).childcareStatus,
    ).toBe('not-modelled');
    expect(
      (await figures('/api/figures/cities/utrecht?adults=2&children=1&youngChildren=1')).childcareStatus,
    ).toBe('parent-at-home');
    // More young children than children, or not a number: 400 with a code.
    const tooMany = await get('/api/figures/cities/berlin?children=1&youngChildren=2');
    expect(tooMany.status).toBe(400);
    expect(await errorCode(tooMany)).toBe('VALIDATION_FAILED');
    const bad = await get('/api/figures/cities/berlin?children=1&youngChildren=x');
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('VALIDATION_FAILED');
  });

  it("GET /api/figures/cities/{cityId}?youngChildAges=&room=: the plan's children by age and a student's room", async () => {
    const figures = async (path: string) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      return CityFigures.parse(await res.json());
    };
    // Amsterdam couple, children 2 and 5 (decision 0232): school starts at 4 in the Netherlands, so one place counts.
    const base = '/api/figures/cities/amsterdam?role=registered-nurse&adults=2&children=2&partnerGross=40000';
    const both = await figures(`${base}&youngChildren=2`);
    const aged = await figures(`${base}&youngChildren=2&youngChildAges=2,5`);
    const one = await figures(`${base}&youngChildren=1`);
    expect(aged.childcare!.value).toBeLessThan(both.childcare!.value);
    expect(aged.childcare!.value).toBeCloseTo(one.childcare!.value, -1);
    expect(aged.moneyLeft.value).toBeGreaterThan(both.moneyLeft.value);
    // Ages must be one per young child, children's ages.
    for (const bad of [
      'youngChildAges=2',
      'youngChildAges=2,5,7',
      'youngChildAges=2,30',
      'youngChildAges=a,b',
    ]) {
      const res = await get(`${base}&youngChildren=2&${bad}`);
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('VALIDATION_FAILED');
    }
    // A student living alone in Groningen: the room while she studies beside the money, which stays on the 1-bedroom
    // home a working graduate rents (decisions 0233, 0253).
    const flat = await figures('/api/figures/cities/groningen?role=registered-nurse&level=entry');
    const room = await figures('/api/figures/cities/groningen?role=registered-nurse&level=entry&room=true');
    expect(flat.roomRent).toBeUndefined();
    expect(room.roomRent!.value).toBeLessThan(room.rent['1']!.value);
    expect(room.moneyLeft.value).toBe(flat.moneyLeft.value);
    expect(room.checks).toEqual(flat.checks);
    // Without a room figure (Utrecht) or for a couple, no room.
    expect((await figures('/api/figures/cities/utrecht?room=true')).roomRent).toBeUndefined();
    expect((await figures('/api/figures/cities/groningen?room=true&adults=2')).roomRent).toBeUndefined();
    expect((await get('/api/figures/cities/groningen?room=yes')).status).toBe(400);
  });

  it('GET /api/figures/cities/{cityId}: the health cover the engine decided, its kind and parts (decision 0106)', async () => {
    const figures = async (path: string) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      return CityFigures.parse(await res.json());
    };
    const family = 'role=registered-nurse&adults=2&children=2&partnerGross=30000';
    const amsterdam = await figures(`/api/figures/cities/amsterdam?${family}`);
    expect(amsterdam.healthCover).toMatchObject({ kind: 'dutch-basic', adults: 2, children: 2 });
    // Two adults' premiums (EUR 158.33 each; children free); above EUR 50,206 together no zorgtoeslag.
    expect(amsterdam.healthCover?.premiumMonthly).toMatchObject({
      value: 317,
      basis: 'official',
      year: 2025,
    });
    expect(amsterdam.healthCover?.allowanceMonthly?.value).toBe(0);
    expect(amsterdam.healthCover?.allowanceMonthly?.source).toMatch(
      /^Belastingdienst\/Toeslagen, zorgtoeslag 2025/,
    );
    expect(amsterdam.healthCover?.ownRiskAnnual).toMatchObject({ value: 385, year: 2025 });
    // Decision 0119: the zorgtoeslag's asset limit for a couple, shown (not applied: no savings are asked).
    expect(amsterdam.healthCover?.allowanceAssetLimit).toMatchObject({ value: 179_429, year: 2025 });
    const lausanne = await figures(`/api/figures/cities/lausanne?${family}`);
    expect(lausanne.healthCover).toMatchObject({
      kind: 'swiss-kvg',
      monthly: { value: 1283, basis: 'derived' },
    });
    expect(amsterdam.healthInsurance).toEqual(amsterdam.healthCover?.monthly);
    expect(amsterdam.healthCover?.monthly).toMatchObject({ value: 317, basis: 'derived' });
    expect((await figures(`/api/figures/cities/zurich?${family}`)).healthCover?.kind).toBe('swiss-kvg');
    expect((await figures(`/api/figures/cities/seattle?${family}`)).healthCover?.kind).toBe(
      'us-employer-share',
    );
    const berlin = await figures(`/api/figures/cities/berlin?${family}`);
    expect(berlin.healthCover).toBeUndefined();
    expect(berlin.healthInsurance).toBeUndefined();
  });

  it('GET /api/figures/net-pay: the issue cases and the parts', async () => {
    const nyc = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=new-york-city&gross=187000')).json(),
    );
    expect(Math.abs(nyc.netMonthly.value - 10200) / 10200).toBeLessThan(0.02);
    expect(nyc.parts.map((p) => p.name)).toEqual(
      expect.arrayContaining(['New York State income tax', 'New York City income tax', 'Federal income tax']),
    );
    const sg = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=singapore&gross=90000')).json(),
    );
    expect(Math.abs(sg.netMonthly.value - 7135) / 7135).toBeLessThan(0.02);
    const citizen = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=singapore&gross=90000&residency=citizen')).json(),
    );
    expect(citizen.netMonthly.value).toBeLessThan(sg.netMonthly.value - 1000);
    // The typical Dutch pension premium is a part of its own, labelled and marked as an estimate.
    const ams = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=amsterdam&gross=60000')).json(),
    );
    const pension = ams.parts.filter((p) => p.kind === 'pension');
    expect(pension).toHaveLength(1);
    expect(pension[0]!.name).toMatch(/pensioen/i);
    expect(pension[0]!.monthly.basis).toBe('estimate');
    expect(pension[0]!.monthly.value).toBeGreaterThan(200);
    // It cites the pension premium, as the analysis does, not the box 1 rates (audit 0121).
    expect(pension[0]!.monthly.source).toBe(`Typical occupational pension premium: ${pension[0]!.name}`);
    expect(ams.parts.find((p) => p.kind === 'income-tax')!.monthly.source).toMatch(/^Belastingdienst/);
    // Manchester: the UK's automatic enrolment minimum, 5% of 40,000 - 6,240 a year, derived from its official rule and
    // citing it (decision 0127).
    const man = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=manchester&gross=40000')).json(),
    );
    const minimum = man.parts.filter((p) => p.kind === 'pension');
    expect(minimum).toHaveLength(1);
    expect(Math.abs(minimum[0]!.monthly.value - (0.05 * (40000 - 6240)) / 12)).toBeLessThan(1); // 140.67
    expect(minimum[0]!.monthly.basis).toBe('derived');
    expect(minimum[0]!.monthly.source).toMatch(/^The Pensions Regulator/);
    // A Manchester teacher on M6, 45,352: the Teachers' Pension Scheme's 8.9% tier on all of it instead (decision 0137).
    const teacher = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=manchester&gross=45352&role=secondary-teacher')).json(),
    );
    const tps = teacher.parts.filter((p) => p.kind === 'pension');
    expect(tps).toHaveLength(1);
    expect(Math.abs(tps[0]!.monthly.value - (0.089 * 45352) / 12)).toBeLessThan(1); // 336.36
    expect(tps[0]!.monthly.basis).toBe('derived');
    expect(tps[0]!.monthly.source).toMatch(/^Teachers' Pensions \(DfE\)/);
    expect((await get('/api/figures/net-pay?city=manchester&gross=45352&role=astronaut')).status).toBe(400);
    // Zürich: the city's own cantonal and communal tax, next to the direct federal tax.
    // A family's child benefits (total and parts) cite the child-benefit rules; the taxes keep the income tax's source.
    const fam = NetPayFigures.parse(
      await (await get('/api/figures/net-pay?city=berlin&gross=50000&adults=2&children=2')).json(),
    );
    expect(fam.childBenefits).toMatchObject({
      value: 510,
      source: expect.stringMatching(/^Familienkasse/),
      year: 2025,
    });
    const benefitParts = fam.parts.filter((p) => p.kind === 'child-benefit');
    expect(benefitParts.length).toBeGreaterThan(0);
    for (const p of benefitParts) expect(p.monthly.source).toMatch(/^Familienkasse/);
    for (const p of fam.parts.filter((x) => x.kind === 'income-tax'))
      expect(p.monthly.source).not.toMatch(/Familienkasse/);
    const zh = NetPayFigures.parse(await (await get('/api/figures/net-pay?city=zurich&gross=100000')).json());
    expect(zh.parts.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Direct federal tax', 'Cantonal and communal tax (Zürich)']),
    );
  });

  it('ETag and caching: a repeated request with If-None-Match gets 304', async () => {
    const first = await get('/api/figures/net-pay?city=stockholm&gross=480000');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await get('/api/figures/net-pay?gross=480000&city=stockholm', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const other = await get('/api/figures/net-pay?city=stockholm&gross=480001', { 'if-none-match': etag });
    expect(other.status).toBe(200);
  });

  it('is open to other sites: any origin may read the figures and their ETag from a browser, errors too', async () => {
    for (const path of [
      '/api/figures/cities',
      '/api/figures/roles',
      '/api/figures/cities/berlin',
      '/api/figures/net-pay?city=berlin&gross=',
    ]) {
      const res = await get(path, { origin: 'https://example.org' });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-expose-headers'), path).toMatch(/etag/i);
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('bad parameters: 400 with a code (404 for an unknown city in the path), never 500', async () => {
    const cases: [string, number, string][] = [
      ['/api/figures/cities/atlantis', 404, 'UNKNOWN_CITY'],
      ['/api/figures/cities/berlin?role=astronaut', 400, 'UNKNOWN_ROLE'],
      ['/api/figures/cities/berlin?level=guru', 400, 'VALIDATION_FAILED'],
      ['/api/figures/cities/berlin?children=12', 400, 'VALIDATION_FAILED'],
      ['/api/figures/cities/berlin?adults=3', 400, 'VALIDATION_FAILED'],
      ['/api/figures/cities/berlin?foo=1', 400, 'VALIDATION_FAILED'],
      ['/api/figures/cities?foo=1', 400, 'VALIDATION_FAILED'],
      ['/api/figures/roles?foo=1', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=berlin', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=berlin&gross=-5', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=berlin&gross=abc', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=berlin&gross=', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=berlin&gross=%20', 400, 'VALIDATION_FAILED'],
      ['/api/figures/cities/berlin?partnerGross=', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=berlin&gross=1&gross=2', 400, 'VALIDATION_FAILED'],
      ['/api/figures/net-pay?city=atlantis&gross=50000', 400, 'UNKNOWN_CITY'],
    ];
    for (const [path, status, code] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect(await errorCode(res), path).toBe(code);
    }
  });

  it('any query string answers 200, 400 or 404, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('city', 'gross', 'adults', 'children', 'partnerGross', 'residency', 'x'),
          fc.string({ maxLength: 12 }),
        ),
        async (query) => {
          const res = await get(`/api/figures/net-pay?${new URLSearchParams(query).toString()}`);
          return [200, 400, 404].includes(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});
