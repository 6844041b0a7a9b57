import { describe, expect, it } from 'vitest';
import { createIpLookup, isReservedIp } from '../src/adapters/ip-geo';
import { createUnitApp } from './unit-app';

const lookup = createIpLookup();
const app = (env: Record<string, string> = {}) =>
  createUnitApp({ TRUST_PROXY: 'true', ...env }, { ipLookup: lookup });

describe('IP geolocation on the bundled DB-IP Lite database', () => {
  it('knows reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.16.5.4',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'nonsense',
    ]) {
      expect(isReservedIp(ip), ip).toBe(true);
    }
    expect(isReservedIp('145.97.1.1')).toBe(false);
    expect(isReservedIp('2a02:a440::1')).toBe(false);
  });

  it('finds a Dutch address offline, with country, currency and coordinates', async () => {
    const found = await lookup('145.97.1.1');
    expect(found).toMatchObject({ countryCode: 'NL', countryName: 'Netherlands', currency: 'EUR' });
    expect(found!.latitude).toBeGreaterThan(50);
  });

  it('GET /api/geo answers in the spec shape with isEuropean', async () => {
    const res = await app().request('/api/geo', { headers: { 'x-forwarded-for': '145.97.1.1, 10.0.0.1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      country_code: 'NL',
      country_name: 'Netherlands',
      currency: 'EUR',
      isEuropean: true,
    });
  });

  it('falls through cleanly for localhost and private networks', async () => {
    const res = await app().request('/api/geo', { headers: { 'x-forwarded-for': '192.168.1.20' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { error: boolean }).error).toBe(true);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await app({ TRUST_PROXY: 'false' }).request('/api/geo', {
      headers: { 'x-forwarded-for': '145.97.1.1' },
    });
    expect(((await res.json()) as { error?: boolean }).error).toBe(true);
  });

  it('GET /api/geo/reverse turns coordinates into the nearest known city, offline', async () => {
    const res = await app().request('/api/geo/reverse?lat=51.92&lng=4.48');
    expect(await res.json()).toMatchObject({
      city: 'Rotterdam',
      country_code: 'NL',
      currency: 'EUR',
      isEuropean: true,
    });
    const bad = await app().request('/api/geo/reverse?lat=200&lng=x');
    expect(bad.status).toBe(400);
  });

  it('names a city of the datasets in the asked language (decision 0069)', async () => {
    const near = async (query: string) =>
      ((await (await app().request(`/api/geo/reverse?${query}`)).json()) as { city: string }).city;
    expect(await near('lat=38.72&lng=-9.14&locale=nl')).toBe('Lissabon');
    expect(await near('lat=38.72&lng=-9.14&locale=en')).toBe('Lisbon');
    expect(await near('lat=38.72&lng=-9.14')).toBe('Lisbon');
    expect(await near('lat=48.21&lng=16.37&locale=nl')).toBe('Wenen');
    expect((await app().request('/api/geo/reverse?lat=1&lng=1&locale=fr')).status).toBe(400);
    expect((await app().request('/api/geo?locale=fr')).status).toBe(400);
  });
});
