// The drizzle schema, one file per area. Add a file here and export it; then run
// `npm run db:generate -- --name <what>` to make the migration.
export * from './meta';
export * from './mail';
export * from './auth';
export * from './onboarding';
export * from './forms';
export * from './analyses';
export * from './learning';
export * from './compared-cities';
export * from './resume';
