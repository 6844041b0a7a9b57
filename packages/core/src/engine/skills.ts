import type { ResourceRef, SkillGap } from '../contracts/analysis-result';
import type { SkillPriority } from '../contracts/enums';
import type { EngineCourse, EngineData, EngineRole } from './data';
import type { Person } from './profile';
import { cmp, skillById } from './roles';

/** Hours of learning per level point (0..100): from nothing to a working level of 70 is about 105 hours. */
export const HOURS_PER_POINT = 1.5;

/**
 * Skill gaps for the target role: each of its top skills the person lacks or has below the target.
 * - target level: 50 + importance x 0.4 (importance 0..100), so 60..90;
 * - current level: 60 when the person has the skill (said so, or their CV shows it), 25 when they have a related
 *   skill, else 0;
 * - priority: High when importance >= 70 and the gap >= 40 points, Medium when importance >= 50 or the gap >= 40,
 *   else Low;
 * - time to target: gap x 1.5 hours, and weeks at the person's learning hours a week (rounded up);
 * - resources: up to 3 courses for the skill, the level that fits the current level first, then free, then shorter.
 */
export function skillGaps(person: Person, role: EngineRole, data: EngineData): SkillGap[] {
  const skills = skillById(data);
  const gaps: (SkillGap & { importance: number })[] = [];
  const top = [...role.skills]
    .sort((a, b) => b.importance - a.importance || cmp(a.skillId, b.skillId))
    .slice(0, 12);
  for (const s of top) {
    const skill = skills.get(s.skillId);
    if (!skill) continue;
    const target = Math.round(50 + s.importance * 0.4);
    const has = person.skillIds.has(skill.id);
    const related = !has && skill.related.some((id) => person.skillIds.has(id));
    const current = has ? 60 : related ? 25 : 0;
    if (current >= target) continue;
    const gap = target - current;
    const priority: SkillPriority =
      s.importance >= 70 && gap >= 40 ? 'High' : s.importance >= 50 || gap >= 40 ? 'Medium' : 'Low';
    const hours = Math.round(gap * HOURS_PER_POINT);
    gaps.push({
      skillId: skill.id,
      name: skill.name,
      category: skill.category,
      currentLevel: current,
      targetLevel: target,
      priority,
      timeToTarget: { hours, weeks: Math.ceil(hours / person.hoursPerWeek) },
      resources: resourcesFor(skill.id, current, data.courses),
      importance: s.importance,
    });
  }
  const rank = { High: 0, Medium: 1, Low: 2 } as const;
  return gaps
    .sort(
      (a, b) =>
        rank[a.priority] - rank[b.priority] || b.importance - a.importance || cmp(a.skillId, b.skillId),
    )
    .map(({ importance: _importance, ...gap }) => gap);
}

function resourcesFor(skillId: string, current: number, courses: readonly EngineCourse[]): ResourceRef[] {
  const wanted = current >= 50 ? 'Advanced' : current >= 25 ? 'Intermediate' : 'Beginner';
  return courses
    .filter((c) => c.skills.includes(skillId))
    .sort(
      (a, b) =>
        Number(b.level === wanted) - Number(a.level === wanted) ||
        Number(b.free ?? false) - Number(a.free ?? false) ||
        (a.hours ?? 1e6) - (b.hours ?? 1e6) ||
        cmp(a.id, b.id),
    )
    .slice(0, 3)
    .map((c) => ({
      id: c.id,
      title: c.title.slice(0, 200),
      provider: c.provider.slice(0, 120),
      url: c.url,
      type: c.type,
      ...(c.level && { level: c.level }),
      ...(c.hours !== undefined && { durationHours: c.hours }),
      ...(c.free !== undefined && { free: c.free }),
    }));
}
