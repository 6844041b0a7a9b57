import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { USER_DATA_OWNERS } from '../src/services/user-data-owners';
import { createTestApp } from './app';
import { assertIsolation } from './isolation';
import { PER_USER_CASES } from './per-user-endpoints';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('the per-user data rule', () => {
  it.each(PER_USER_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s: another person can neither read nor change the owner’s records',
    async (_name, testCase) => {
      await assertIsolation(ctx, testCase);
    },
  );

  it('has an isolation case for every registered user-data table', () => {
    const covered = new Set(PER_USER_CASES.flatMap((testCase) => testCase.tables));
    const missing = USER_DATA_OWNERS.map((owner) => owner.name).filter((name) => !covered.has(name));
    expect(missing, 'add a case to test/per-user-endpoints.ts').toEqual([]);
  });

  it.each(USER_DATA_OWNERS.map((owner) => [owner.name, owner] as const))(
    '%s: user_id references users(id) ON DELETE CASCADE, so data leaves with the person',
    (_name, owner) => {
      const config = getTableConfig(owner.table);
      const fk = config.foreignKeys.find((key) => {
        const ref = key.reference();
        return ref.columns.some((column) => column.name === owner.userId.name) && ref.foreignTable === users;
      });
      expect(fk, `${config.name}.${owner.userId.name} must reference users(id)`).toBeDefined();
      expect(fk!.onDelete).toBe('cascade');
    },
  );
});
