import type { SkillLookup } from '@thrive/core/resume/index';

/**
 * The skills taxonomy as the resume reader needs it: a lookup by name or alias, and every name and alias (for
 * suggestions found in running text). One small function so the taxonomy's module can change without touching the
 * reader.
 */
export interface SkillTaxonomy {
  findSkill?: SkillLookup;
  skillNames: readonly string[];
}

export function skillTaxonomy(): SkillTaxonomy {
  return { skillNames: [] };
}
