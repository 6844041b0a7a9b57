import namesNlJson from '../datasets/data/names-nl.json';
import { getSkill, listSkills } from '../datasets/skills';
import type { FormatLocale } from '../format';

/**
 * Skill names in the viewer's language (issue 17), apart from the other names so the wizard's chips do not pull the
 * role and city datasets into the browser: Dutch from names-nl.json (ESCO skill groups, else the team's words).
 */
const nl = (namesNlJson as { skills: Record<string, string> }).skills;

/** A skill's name by id ('communication' -> 'Communication' / 'Communicatie'); proper names stay as they are. */
export function skillName(skillId: string, locale: FormatLocale, fallback?: string): string {
  if (locale === 'nl' && nl[skillId]) return nl[skillId];
  return getSkill(skillId)?.name ?? fallback ?? skillId;
}

let skillIdByName: Map<string, string> | null = null;
/** A skill name in either language back to its id (analyses store some skill lists as English names). */
export function skillIdForName(name: string): string | undefined {
  if (!skillIdByName) {
    skillIdByName = new Map();
    for (const s of listSkills()) {
      skillIdByName.set(s.name.toLowerCase(), s.id);
      skillIdByName.set(s.id, s.id);
    }
    for (const [id, n] of Object.entries(nl)) skillIdByName.set(n.toLowerCase(), id);
  }
  return skillIdByName.get(name.trim().toLowerCase());
}

/**
 * What makes two skill names the same skill: its id when the name is a known skill in either language or an alias
 * ("Excel" and "Microsoft Excel", "Communicatie" and "Communication"), else the trimmed lower-case text. A CV's
 * "Microsoft Excel" and the wizard chip "Excel" are one skill, not two (walk W19).
 */
export function skillKey(name: string): string {
  return skillIdForName(name) ?? name.trim().toLocaleLowerCase('en');
}

/** A skill given by name (any language) in the viewer's language; an unknown name is returned as it is. */
export function skillNameFromText(name: string, locale: FormatLocale): string {
  const id = skillIdForName(name);
  return id ? skillName(id, locale, name) : name;
}
