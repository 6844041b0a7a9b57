import { describe, expect, it } from 'vitest';
import { listRoles } from '../datasets/roles';
import { blsOccupationInSentence } from './names';

describe('the BLS occupation a role borrows its projection from (decision 0130)', () => {
  it('is named for Data Analyst (BLS projects only Data scientists, SOC 15-2051) in en and nl', () => {
    expect(blsOccupationInSentence('data-analyst', 'en')).toBe('data scientists');
    expect(blsOccupationInSentence('data-analyst', 'nl')).toBe('datawetenschappers');
  });

  it("is not named where the projection is the role's own occupation", () => {
    expect(blsOccupationInSentence('data-scientist', 'en')).toBeUndefined();
    expect(blsOccupationInSentence('registered-nurse', 'nl')).toBeUndefined();
  });

  it('lists the roles that borrow one, each with a Dutch name (the decision names them)', () => {
    const borrowing = listRoles()
      .filter((r) => r.blsOccupation)
      .map((r) => `${r.id}: ${r.blsOccupation!.soc}`);
    expect(borrowing).toEqual([
      'devops-engineer: 15-1299',
      'security-engineer: 15-1299',
      'penetration-tester: 15-1299',
      'blockchain-engineer: 15-1299',
      'game-developer: 15-1255',
      'data-analyst: 15-2051',
      'product-manager: 11-2021',
      'it-project-manager: 15-1299',
      'seo-specialist: 13-1161',
      'quantitative-analyst: 13-2099',
      'renewable-energy-engineer: 17-2199',
    ]);
    for (const r of listRoles().filter((x) => x.blsOccupation)) {
      expect(blsOccupationInSentence(r.id, 'nl')).not.toBe(r.blsOccupation!.title);
    }
  });
});
