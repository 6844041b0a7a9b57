import { lazyModule } from './lazy-module';

/**
 * The role catalogue's ids and role titles in both languages (the roles and their Dutch names), loaded when a screen
 * first shows a chosen role or the list to choose one from (decision 0202), not with the first chunk (decision 0040).
 */
export const useRoleNames = lazyModule(async () => {
  const [{ CATALOGUE_ROLE_IDS }, { roleTitle }] = await Promise.all([
    import('@thrive/core/contracts/target-role'),
    import('@thrive/core/text/names'),
  ]);
  return { ids: CATALOGUE_ROLE_IDS, roleTitle };
});
