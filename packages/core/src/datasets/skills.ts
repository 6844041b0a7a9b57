import namesNlJson from './data/names-nl.json';
import skillsJson from './data/skills.json';
import type { Skill, SkillsDataset } from './schemas';

/**
 * The skills taxonomy. The bundled file is checked against its schema (`SkillsDataset`) by the datasets' tests
 * (integrity.test.ts), not parsed at each load, and the lookups below are built on first use: both cost the browser a
 * blocking task on every page that names a skill (decision 0082).
 * Dutch skill names (names-nl.json, issue 17) are aliases too, so a skill typed or read in Dutch is understood.
 */
const dutchNames = (namesNlJson as { skills: Record<string, string> }).skills;
export const skillsTaxonomy: SkillsDataset = {
  ...(skillsJson as SkillsDataset),
  skills: (skillsJson as SkillsDataset).skills.map((s) => {
    const nl = dutchNames[s.id];
    return nl && nl !== s.name && !s.aliases.includes(nl) ? { ...s, aliases: [...s.aliases, nl] } : s;
  }),
};

let byIdMap: Map<string, Skill> | null = null;
const byId = () => (byIdMap ??= new Map(skillsTaxonomy.skills.map((s) => [s.id, s])));

let byNameMap: Map<string, Skill> | null = null;
function byName(): Map<string, Skill> {
  if (byNameMap) return byNameMap;
  byNameMap = new Map();
  for (const s of skillsTaxonomy.skills) {
    for (const key of [s.name, s.id, ...s.aliases]) {
      const k = normalizeSkillName(key);
      if (k && !byNameMap.has(k)) byNameMap.set(k, s);
    }
  }
  return byNameMap;
}

/** Lower case, accents removed, punctuation other than + # . folded to spaces ('C++', 'C#', '.NET' survive). */
export function normalizeSkillName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();
}

export function getSkill(id: string): Skill | undefined {
  return byId().get(id);
}

export function listSkills(): readonly Skill[] {
  return skillsTaxonomy.skills;
}

/** A skill by id, name or alias, case- and accent-insensitive ('js', 'ML', 'Leiderschap'). */
export function findSkill(nameOrAlias: string): Skill | undefined {
  return byName().get(normalizeSkillName(nameOrAlias));
}

export function relatedSkills(id: string): Skill[] {
  const ids = byId();
  return (ids.get(id)?.related ?? []).map((r) => ids.get(r)).filter((s): s is Skill => !!s);
}
