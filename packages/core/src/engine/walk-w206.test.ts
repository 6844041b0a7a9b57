import { describe, expect, it } from 'vitest';
import { bundledEngineData } from './bundled';
import { hasSkillOrKind, skillsShare } from './roles';
import { analyse, MANCHESTER_CHANGER, personMaker } from './test-people';

/**
 * Decision 0199 (walk W206): an accountant changing to data analysis lists Power BI and Tableau, and the skill gap put
 * Data Visualization and Business Intelligence first to learn, High, at 31 of 80: a tool counted as a merely related
 * skill, half of her level. A tool that is a kind of a broader skill gives that skill at the tool's level.
 */
const person = personMaker();
const changer = person(MANCHESTER_CHANGER);

describe('a tool is a kind of a broader skill (walk W206)', () => {
  const r = analyse(changer);
  const gap = (id: string) => r.skillGaps.find((g) => g.skillId === id);

  it('Power BI and Tableau give data visualisation and BI at her level, like SQL', () => {
    const sql = gap('sql')!;
    for (const id of ['data-visualization', 'business-intelligence']) {
      const g = gap(id);
      // Was 31 (half of 61) and High.
      if (g) {
        expect(g.currentLevel, id).toBe(sql.currentLevel);
        expect(g.priority, id).not.toBe('High');
      }
    }
    expect(r.skillGaps[0]!.skillId).not.toMatch(/data-visualization|business-intelligence/);
  });

  it('someone without the tools still starts data visualisation from nothing', () => {
    const other = analyse(person({ ...changer, skills: ['SQL', 'Excel', 'Financial Reporting'] }));
    const g = other.skillGaps.find((x) => x.skillId === 'data-visualization');
    expect(g?.currentLevel ?? 0).toBeLessThan(40);
  });

  it('a tool gives its broader skill, never the other way; a merely related skill does not', () => {
    const data = bundledEngineData();
    expect(hasSkillOrKind(new Set(['power-bi']), 'data-visualization', data)).toBe(true);
    expect(hasSkillOrKind(new Set(['tableau']), 'business-intelligence', data)).toBe(true);
    expect(hasSkillOrKind(new Set(['data-visualization']), 'power-bi', data)).toBe(false);
    expect(hasSkillOrKind(new Set(['python']), 'pandas', data)).toBe(false);
  });

  it('the role ranking keeps its rule: a nurse listing SQL, Excel and Tableau is not read as a data analyst', () => {
    const data = bundledEngineData();
    const analyst = data.roles.find((x) => x.id === 'data-analyst')!;
    const withTool = skillsShare(new Set(['sql', 'tableau']), analyst, data);
    expect(withTool.matched).not.toContain('data-visualization');
  });
});
