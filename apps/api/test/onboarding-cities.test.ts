import { describe, expect, it } from 'vitest';
import { SalarySuggestionResponse } from '@thrive/core/contracts/api';
import { createUnitApp } from './unit-app';

const app = createUnitApp();
const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('the wizard city screens', () => {
  it('POST /api/onboarding/hubs ranks three hubs from partial answers', async () => {
    const res = await post('/api/onboarding/hubs', {
      answers: { industries: ['technology'], locationPreferences: ['tech-hubs'] },
    });
    expect(res.status).toBe(200);
    const { hubs } = (await res.json()) as {
      hubs: { name: string; score: number; avgSalary: { basis: string } }[];
    };
    expect(hubs).toHaveLength(3);
    expect(hubs[0]!.score).toBeGreaterThanOrEqual(hubs[2]!.score);
    expect(['official', 'derived', 'estimate']).toContain(hubs[0]!.avgSalary.basis);
  });

  it('POST /api/onboarding/refined-cities gives two cities with reasons per value', async () => {
    const res = await post('/api/onboarding/refined-cities', {
      answers: { lifestyleValues: ['nature', 'culture', 'growth'] },
    });
    const { cities } = (await res.json()) as { cities: { reasons: unknown[] }[] };
    expect(cities).toHaveLength(2);
    expect(cities[0]!.reasons).toHaveLength(3);
  });

  it("POST /api/onboarding/salary-suggestion starts the slider in the person's currency, from their role's pay near home", async () => {
    const res = await post('/api/onboarding/salary-suggestion', {
      answers: {
        skills: ['Python', 'SQL'],
        experienceLevel: 'mid',
        personalInfo: { location: 'Manchester' },
      },
      locale: 'nl',
    });
    expect(res.status).toBe(200);
    const body = SalarySuggestionResponse.parse(await res.json());
    expect(body.suggestion).toMatchObject({ currency: 'GBP', timeframe: 'annual', place: 'Manchester' });
    expect(body.suggestion!.amount).not.toBe(45000);
    expect(['official', 'derived', 'estimate']).toContain(body.suggestion!.figure.basis);
    for (const bad of ['not json', { answers: { currency: 'XXX' } }, {}]) {
      const refused = await post('/api/onboarding/salary-suggestion', bad);
      expect(refused.status).toBe(400);
    }
  });

  it('answers 400 with a code for bad input, never 500', async () => {
    for (const body of ['not json', { answers: { industries: ['astrology'] } }, { answers: 'x' }, {}]) {
      const res = await post('/api/onboarding/hubs', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(
        /INVALID_JSON|VALIDATION_FAILED/,
      );
    }
  });
});

describe('GET /api/onboarding/place', () => {
  it('resolves typed locations offline, in English and Dutch, and answers null for nothing', async () => {
    const get = async (q: string) =>
      (await (await app.request(`/api/onboarding/place?q=${encodeURIComponent(q)}`)).json()) as {
        place: { name: string; countryCode: string; precision: string } | null;
      };
    expect((await get('Amsterdam, Nederland')).place).toMatchObject({ name: 'Amsterdam', countryCode: 'NL' });
    expect((await get('Keulen')).place).toMatchObject({ countryCode: 'DE', precision: 'place' });
    expect((await get('Spanje')).place).toMatchObject({ countryCode: 'ES', precision: 'country' });
    expect((await get('qqqq')).place).toBeNull();
    expect((await app.request(`/api/onboarding/place?q=${'x'.repeat(300)}`)).status).toBe(400);
    expect((await app.request('/api/onboarding/place')).status).toBe(400);
  });

  it('names a city of the datasets in the language asked for, as the rest of the app does (decision 0069)', async () => {
    const name = async (q: string, locale?: string) =>
      (
        (await (
          await app.request(
            `/api/onboarding/place?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`,
          )
        ).json()) as { place: { name: string } | null }
      ).place?.name;
    expect(await name('Lisbon', 'nl')).toBe('Lissabon');
    expect(await name('Lisboa, Portugal', 'nl')).toBe('Lissabon');
    expect(await name('Kopenhagen', 'nl')).toBe('Kopenhagen');
    expect(await name('Wien', 'nl')).toBe('Wenen');
    expect(await name('Lisbon', 'en')).toBe('Lisbon');
    expect(await name('Wenen')).toBe('Vienna');
    // A place that is not a city of the datasets keeps its GeoNames name.
    expect(await name('Haarlem', 'nl')).toBe('Haarlem');
    expect((await app.request('/api/onboarding/place?q=Lisbon&locale=fr')).status).toBe(400);
  });
});
