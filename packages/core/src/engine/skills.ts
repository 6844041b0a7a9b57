import type { ResourceRef, SkillGap } from '../contracts/analysis-result';
import type { SkillPriority } from '../contracts/enums';
import type { EngineCourse, EngineData, EngineRole, EngineSkill } from './data';
import type { Person } from './profile';
import { cmp, hasSkillOrKind, keySkills, skillById } from './roles';
import { creditedLevel, skillTarget, type StudyCredit } from './studies';

/** Hours of learning per level point (0..100): from nothing to a working level of 70 is about 105 hours. */
export const HOURS_PER_POINT = 1.5;

/** Years of education after school -> the base level of general (soft) skills nobody lists: 25 (none) .. 50 (PhD). */
export function generalSkillBase(educationYears: number | null): number {
  if (educationYears === null || educationYears <= 0) return 25;
  if (educationYears <= 2) return 30;
  if (educationYears <= 4) return 40;
  if (educationYears <= 6) return 45;
  return 50;
}

/**
 * The person's current level in one of a role's skills, 0..100 (issue 16: never 0 for what a degree or years imply):
 * - a skill they have (said so, or their CV shows it), or one a skill they have is a kind of (Power BI: data
 *   visualisation and business intelligence, decision 0199): 45 + 8 per level above entry (entry 45 .. lead 77);
 * - a related skill: half of that;
 * - a general (soft) skill they did not list, or knowledge every field uses (`crossField`: project management,
 *   decision 0235): what their education implies (25 none, 30 up to 2 years, 40 bachelor, 45 master, 50 PhD) + 5 per
 *   level above entry;
 * - a skill of a role the person works in already (the target role or the role now, when they have half or more of
 *   its key skills, or the role now of someone with stated experience above entry level who is not changing careers): at least 40 + 8 per level above entry (an ICU nurse of 12 years has empathy and pharmacology);
 * - otherwise 0.
 */
export function currentSkillLevel(
  person: Person,
  skillId: string,
  category: string,
  inRole: boolean,
  data: EngineData,
): number {
  const own = 45 + 8 * person.levelIndex;
  if (hasSkillOrKind(person.skillIds, skillId, data)) return own;
  const skill = skillById(data).get(skillId);
  const related = !!skill && skill.related.some((id) => person.skillIds.has(id)) ? Math.round(own / 2) : 0;
  const general =
    category === 'Soft Skills' || (category === 'Domain Knowledge' && crossField(skillId, data))
      ? generalSkillBase(person.educationYears) + 5 * person.levelIndex
      : 0;
  const practice = inRole ? 40 + 8 * person.levelIndex : 0;
  return Math.max(related, general, practice);
}

/** The families (salary families) whose roles list each skill, counted once per data set. */
const familiesBySkill = new WeakMap<object, Map<string, Set<string>>>();
function skillFamilies(data: EngineData): Map<string, Set<string>> {
  let map = familiesBySkill.get(data.roles);
  if (!map) {
    map = new Map();
    for (const r of data.roles)
      for (const s of r.skills) map.set(s.skillId, (map.get(s.skillId) ?? new Set()).add(r.family));
    familiesBySkill.set(data.roles, map);
  }
  return map;
}

/** How many of the catalogue's families list a skill (0 when none does). */
export function familySpread(skillId: string, data: EngineData): number {
  return skillFamilies(data).get(skillId)?.size ?? 0;
}

/** The number of families in the catalogue. */
function familyCount(data: EngineData): number {
  return new Set(data.roles.map((r) => r.family)).size;
}

/**
 * Whether a skill is work of every field (decision 0235): roles of at least half of the catalogue's families list it.
 * Project management is (software, operations, healthcare, legal, finance ...): whoever has worked some years has
 * organised work in projects, so it starts like a general skill, at what their education and level imply, not at 0.
 */
export function crossField(skillId: string, data: EngineData): boolean {
  return familySpread(skillId, data) * 2 >= familyCount(data);
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 2);

/**
 * Whether the role is named after the skill (decision 0235): the skill's name and the role's title have the same
 * words, each pair sharing its first five letters (Project Management and Project Manager, Data Analysis and Data
 * Analyst, Healthcare Management and Healthcare Manager, Instructional Design and Instructional Designer).
 */
export function namesRole(skill: Pick<EngineSkill, 'name'>, role: Pick<EngineRole, 'title'>): boolean {
  const a = words(skill.name);
  const b = words(role.title);
  return a.length > 0 && a.length === b.length && a.every((w, i) => w.slice(0, 5) === b[i]!.slice(0, 5));
}

/**
 * How much a gap separates the person from the role (decision 0235), the order of the plan within a priority: the
 * points to learn x the role's importance x how much the skill belongs to this work rather than to every work
 * (1 / the square root of the number of families that list it); the skill the role is named after counts as its
 * own field's and twice (project management for a project manager, data analysis for a data analyst). For a
 * senior developer moving to engineering manager, people management (four families) comes before project management
 * (eight); speaking and monitoring, which every family lists, come last.
 */
export function separation(
  toLearn: number,
  importance: number,
  skill: Pick<EngineSkill, 'id' | 'name'>,
  role: EngineRole,
  data: EngineData,
): number {
  // The skill the role is named after is of the role's own field, however many other families list it.
  if (namesRole(skill, role)) return 2 * toLearn * importance;
  return (toLearn * importance) / Math.sqrt(Math.max(1, familySpread(skill.id, data)));
}

/** The level index (mid) from which the skills a person practises in their role count as mastered. */
export const MASTERED_FROM_LEVEL = 2;

/** The level index of a senior. */
const SENIOR_LEVEL = 3;

/** Points to learn below which a gap is Low whatever the skill's importance: a point or two is no learning goal. */
export const SMALL_GAP = 10;

/** Weeks of the person's timeline for learning: within a year 52, 1-3 years 156, 3-5 years 260 (unknown 156). */
export const TIMELINE_WEEKS = { '0-1-years': 52, '1-3-years': 156, '3-5-years': 260 } as const;

export interface SkillGapOptions {
  timeline?: keyof typeof TIMELINE_WEEKS;
  /** The role the person is predicted in now (its skills count as practised when they work in it). */
  roleNow?: EngineRole;
  /**
   * The role a career changer leaves (career prediction's origin): the only role whose skills they practise. The role
   * they move to is not work they do, however many of its key skills they list (decision 0201).
   */
  origin?: EngineRole;
  /** What the person's field of study teaches (decision 0130): credited by study progress. */
  studies?: StudyCredit;
}

/**
 * Skill gaps for the target role: each of its top skills the person has below the target.
 * - target level: 50 + importance x 0.4 (importance 0..100), so 60..90;
 * - current level: `currentSkillLevel`;
 * - priority: Low when under 10 points are left to learn (decision 0235: a point or two is no learning goal), High
 *   when importance >= 70 and the gap >= 40 points, Medium when importance >= 50 or the gap >= 40, else Low;
 * - order: by priority, then by how much the gap separates the person from the role (`separation`), so the plan and
 *   its first milestone start with what the role needs beyond what the person has (decision 0235);
 * - time to target: gap x 1.5 hours, and weeks at the person's learning hours a week (rounded up);
 * - the plan fits the timeline: gaps are kept, most important first, while their hours fit the timeline's weeks x the
 *   hours a week (at least one);
 * - resources: up to 3 courses that teach the skill (engine `teaches`) for the role's field (`inField`), the level
 *   that fits first, then free, then shorter; none when no bundled course does (decision 0235).
 */
export function skillGaps(
  person: Person,
  role: EngineRole,
  data: EngineData,
  options: SkillGapOptions = {},
): SkillGap[] {
  const skills = skillById(data);
  const gaps: (SkillGap & { importance: number; need: number })[] = [];
  // Skills of a role the person already works in (half or more of its key skills): the target role or the role now.
  const practised = new Set<string>();
  const experienced = !person.careerChanger && person.evidence.experience && person.levelIndex >= 1;
  // A career changer practises the work they leave, not the role they move to (decision 0201, walk W302: an
  // accountant listing SQL and Excel, two of a business analyst's four key skills, was told he had no gaps at all).
  for (const r of person.careerChanger ? [options.origin] : [role, options.roleNow]) {
    const inIt = r && (worksIn(person, r, data) || (r === options.roleNow && experienced));
    if (r && inIt) for (const s of r.skills) practised.add(s.skillId);
  }
  // Someone who stays in their field practises the skills they list in it (a nurse of 15 years who lists
  // medicatiebeheer administers medication daily), and works near the skills related to what they practise: those
  // start at the practice level, not at half of a listed skill (decision 0045).
  if (experienced) for (const id of person.skillIds) practised.add(id);
  const near = new Set<string>();
  if (experienced)
    for (const id of practised)
      for (const other of skills.get(id)?.related ?? []) if (!practised.has(other)) near.add(other);
  // A senior (or lead) who stays in their field has worked beside the technical skills of the next role in the same
  // family for years (decision 0235): a senior backend developer has designed software, so software architecture
  // starts at the practice level, not at 0, on the way to engineering manager.
  if (experienced && person.levelIndex >= SENIOR_LEVEL && options.roleNow?.family === role.family)
    for (const s of role.skills)
      if (s.origin === 'curated' && skills.get(s.skillId)?.category === 'Technical') near.add(s.skillId);
  // Someone of mid level or above who works in (or leaves) a role of the target's family knows that field's own
  // knowledge as a related skill (decision 0235): a teacher moving to instructional design has met learning and
  // development, a nurse moving to healthcare management has seen a ward managed. Half their level, not 0.
  const from = person.careerChanger ? options.origin : options.roleNow;
  const kin = new Set<string>();
  if (from && from.family === role.family && person.levelIndex >= MASTERED_FROM_LEVEL)
    for (const s of role.skills) {
      const families = skillFamilies(data).get(s.skillId);
      if (skills.get(s.skillId)?.category === 'Domain Knowledge' && families?.size === 1) kin.add(s.skillId);
    }
  const kinLevel = Math.round((45 + 8 * person.levelIndex) / 2);
  const top = [...role.skills]
    .sort((a, b) => b.importance - a.importance || cmp(a.skillId, b.skillId))
    .slice(0, 12);
  for (const s of top) {
    const skill = skills.get(s.skillId);
    if (!skill) continue;
    const target = skillTarget(s.importance);
    // Someone who works in the role at mid level or above already has the skills of that work at the level the role
    // asks (decision 0033): a nurse of 12 years is not told to learn nursing.
    if (practised.has(skill.id) && person.levelIndex >= MASTERED_FROM_LEVEL) continue;
    // The studies' credit (decision 0130): a nursing student near graduation has nursing near the degree's level.
    const degree = options.studies?.degreeLevels.get(skill.id);
    const current = Math.min(
      target,
      Math.max(
        currentSkillLevel(
          person,
          skill.id,
          skill.category,
          practised.has(skill.id) || near.has(skill.id) || relatedToAny(skill, practised),
          data,
        ),
        creditedLevel(options.studies, skill.id),
        kin.has(skill.id) ? kinLevel : 0,
      ),
    );
    if (current >= target) continue;
    const gap = target - current;
    // While studying, the degree teaches the rest up to its own level by graduation: only what lies beyond it is to
    // learn (and to plan); a graduate's degree is in `current` already.
    const toLearn =
      degree !== undefined && options.studies?.studying
        ? Math.max(0, target - Math.max(current, degree))
        : gap;
    // Nothing (or a point or two) left to learn beyond the studies: Low, whatever its importance.
    const priority: SkillPriority =
      toLearn < SMALL_GAP
        ? 'Low'
        : s.importance >= 70 && toLearn >= 40
          ? 'High'
          : s.importance >= 50 || toLearn >= 40
            ? 'Medium'
            : 'Low';
    const hours = Math.round(toLearn * HOURS_PER_POINT);
    gaps.push({
      skillId: skill.id,
      name: skill.name,
      category: skill.category,
      currentLevel: current,
      targetLevel: target,
      priority,
      timeToTarget: { hours, weeks: Math.ceil(hours / person.hoursPerWeek) },
      resources: resourcesFor(skill, current, data.courses, role, data),
      importance: s.importance,
      need: separation(toLearn, s.importance, skill, role, data),
      ...(degree !== undefined &&
        options.studies && {
          studies: {
            roleId: options.studies.roleId,
            level: Math.min(target, degree),
            studying: options.studies.studying,
            ...(options.studies.graduationYear !== undefined && {
              graduationYear: options.studies.graduationYear,
            }),
          },
        }),
    });
  }
  const rank = { High: 0, Medium: 1, Low: 2 } as const;
  const sorted = gaps.sort(
    (a, b) =>
      rank[a.priority] - rank[b.priority] ||
      b.need - a.need ||
      b.importance - a.importance ||
      cmp(a.skillId, b.skillId),
  );
  const budget = TIMELINE_WEEKS[options.timeline ?? '1-3-years'] * person.hoursPerWeek;
  let used = 0;
  const kept = sorted.filter((g, i) => {
    if (g.timeToTarget.hours === 0) return true; // taught by the studies: shown, takes none of the timeline
    if (i > 0 && used + g.timeToTarget.hours > budget) return false;
    used += g.timeToTarget.hours;
    return true;
  });
  return kept.map(({ importance: _importance, need: _need, ...gap }) => gap);
}

/** Whether a skill names one of `ids` as related (the other direction of `near`). */
const relatedToAny = (skill: EngineSkill, ids: ReadonlySet<string>) =>
  ids.size > 0 && skill.related.some((id) => ids.has(id));

/** Whether the person works in the role already: they have half or more of its key skills (by importance). */
function worksIn(person: Person, role: EngineRole, data: EngineData): boolean {
  const key = keySkills(role, data);
  const total = key.reduce((sum, k) => sum + k.importance, 0);
  const have = key.filter((k) => person.skillIds.has(k.skillId)).reduce((sum, k) => sum + k.importance, 0);
  return total > 0 && have / total >= 0.5;
}

const fold = (s: string) =>
  ` ${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;

/**
 * Whether a course teaches a skill (issue 16): the course lists the skill and its title names the skill (its name,
 * an alias or its id's words), or the course is one of the curated ones whose skills were checked by hand. A Weka
 * data-mining course is not offered for data visualisation, nor a network-engineering one for programming.
 */
export function teaches(course: EngineCourse, skill: Pick<EngineSkill, 'id' | 'name' | 'aliases'>): boolean {
  if (!course.skills.includes(skill.id)) return false;
  if (course.curated) return true;
  const title = fold(course.title);
  const names = [skill.name, skill.id.replace(/-/g, ' '), ...skill.aliases]
    .map(fold)
    .filter((n) => n.trim().length >= 2 || n.trim() === 'r' || n.trim() === 'c');
  return names.some((n) => title.includes(n));
}

/**
 * Whether a course teaches a skill for the role's field (decision 0235). A tool or technique (a technical skill, a
 * general one) is the same in every field: SQL is SQL for a business analyst too. Knowledge of a domain is not:
 * compliance in a hospital is not compliance in IT security. For a domain skill, each other subject the course lists
 * is a general (soft) skill, a skill the role lists, one no role lists (design patterns, change management: of no
 * field in particular), one a role of the role's family lists, or work of every field (`crossField`). A course on IT
 * security governance (compliance with cybersecurity and risk management) is not offered for a healthcare manager's
 * compliance: no healthcare role lists cybersecurity. No course is better than one of another field.
 */
export function inField(
  course: Pick<EngineCourse, 'skills'>,
  skillId: string,
  role: Pick<EngineRole, 'family' | 'skills'>,
  data: EngineData,
): boolean {
  const skills = skillById(data);
  if (skills.get(skillId)?.category !== 'Domain Knowledge') return true;
  const families = skillFamilies(data);
  return course.skills.every(
    (k) =>
      k === skillId ||
      skills.get(k)?.category === 'Soft Skills' ||
      role.skills.some((s) => s.skillId === k) ||
      !families.has(k) ||
      families.get(k)!.has(role.family) ||
      crossField(k, data),
  );
}

function resourcesFor(
  skill: EngineSkill,
  current: number,
  courses: readonly EngineCourse[],
  role: EngineRole,
  data: EngineData,
): ResourceRef[] {
  const wanted = current >= 50 ? 'Advanced' : current >= 25 ? 'Intermediate' : 'Beginner';
  return courses
    .filter((c) => teaches(c, skill) && inField(c, skill.id, role, data))
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
