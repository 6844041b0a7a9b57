import namesNlJson from './data/names-nl.json';
import skillsJson from './data/skills.json';
import { SkillsDataset, type Skill } from './schemas';

/** Dutch skill names (names-nl.json, issue 17) are aliases too, so a skill typed or read in Dutch is understood. */
const dutchNames = (namesNlJson as { skills: Record<string, string> }).skills;
export const skillsTaxonomy: SkillsDataset = SkillsDataset.parse({
  ...skillsJson,
  skills: skillsJson.skills.map((s) => {
    const nl = dutchNames[s.id];
    return nl && nl !== s.name && !s.aliases.includes(nl) ? { ...s, aliases: [...s.aliases, nl] } : s;
  }),
});

const byId = new Map(skillsTaxonomy.skills.map((s) => [s.id, s]));

/** Lower case, accents removed, punctuation other than + # . folded to spaces ('C++', 'C#', '.NET' survive). */
export function normalizeSkillName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();
}

const byName = new Map<string, Skill>();
for (const s of skillsTaxonomy.skills) {
  for (const key of [s.name, s.id, ...s.aliases]) {
    const k = normalizeSkillName(key);
    if (k && !byName.has(k)) byName.set(k, s);
  }
}

export function getSkill(id: string): Skill | undefined {
  return byId.get(id);
}

export function listSkills(): readonly Skill[] {
  return skillsTaxonomy.skills;
}

/** A skill by id, name or alias, case- and accent-insensitive ('js', 'ML', 'Leiderschap'). */
export function findSkill(nameOrAlias: string): Skill | undefined {
  return byName.get(normalizeSkillName(nameOrAlias));
}

export function relatedSkills(id: string): Skill[] {
  return (byId.get(id)?.related ?? []).map((r) => byId.get(r)).filter((s): s is Skill => !!s);
}
