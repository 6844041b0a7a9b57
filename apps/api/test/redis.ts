import { Redis } from 'ioredis';

/** The Redis of the rate-limit tests: TEST_REDIS_URL, default the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; outside CI a missing Redis skips its tests with a banner, in CI it fails them. */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error(`Redis is required in CI (${TEST_REDIS_URL})`);
    process.stderr.write(
      `\n*** Redis not reachable at ${TEST_REDIS_URL}: shared rate-limit tests skipped ***\n\n`,
    );
    return false;
  } finally {
    probe.disconnect();
  }
}
