import { findSkill, listSkills } from '@thrive/core/datasets/skills';
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

let cached: SkillTaxonomy | null = null;

export function skillTaxonomy(): SkillTaxonomy {
  cached ??= {
    findSkill: (nameOrAlias) => {
      const skill = findSkill(nameOrAlias);
      return skill ? { id: skill.id, name: skill.name } : null;
    },
    skillNames: listSkills().flatMap((skill) => [skill.name, ...skill.aliases]),
  };
  return cached;
}
