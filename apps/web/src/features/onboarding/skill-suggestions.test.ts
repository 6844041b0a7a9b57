import { describe, expect, it } from 'vitest';
import { findSkill } from '@thrive/core/datasets/skills';
import { SKILL_SUGGESTIONS } from './skill-suggestions';

describe('skill suggestions', () => {
  it('offer only skills of the taxonomy, each in its own category', () => {
    for (const group of SKILL_SUGGESTIONS) {
      for (const name of group.skills) {
        const skill = findSkill(name);
        expect(skill, name).toBeDefined();
        expect(skill!.category, name).toBe(group.category);
      }
    }
  });
});
