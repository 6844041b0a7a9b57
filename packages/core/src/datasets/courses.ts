import coursesJson from './data/courses.json';
import { CoursesDataset, type Course } from './schemas';

export const coursesDataset: CoursesDataset = CoursesDataset.parse(coursesJson);

const byId = new Map(coursesDataset.courses.map((c) => [c.id, c]));
const bySkill = new Map<string, Course[]>();
for (const c of coursesDataset.courses)
  for (const s of c.skills) bySkill.set(s, [...(bySkill.get(s) ?? []), c]);

const LEVEL_ORDER = { Beginner: 0, Intermediate: 1, Advanced: 2 } as const;

export function listCourses(): readonly Course[] {
  return coursesDataset.courses;
}

export function getCourse(id: string): Course | undefined {
  return byId.get(id);
}

/** Courses that teach a skill, easiest first (stable within a level). */
export function coursesForSkill(skillId: string): Course[] {
  return [...(bySkill.get(skillId) ?? [])].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}
