import { parseCsv } from './csv.mjs';
// Dutch names for the bundled datasets (issue 17): role titles from ESCO v1.2.0 (Dutch occupation labels, reached
// through the ESCO-O*NET crosswalk from each role's O*NET code, or the ESCO code the team chose when the crosswalk's
// best row is a poor fit), Dutch role descriptions, skill names (ESCO skill groups where one matches, the team's
// words otherwise), city names where Dutch has its own, and hub highlights. Display labels only: they are not part of
// the dataset version hash, which covers the figures. A role, skill or highlight without a Dutch entry stops the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A small RFC 4180 reader: quoted fields, doubled quotes, commas and newlines inside quotes. */

const capitalise = (s) => s.trim().charAt(0).toUpperCase() + s.trim().slice(1);

export function buildNamesNl({ shared, sources, roles, skills, cities }) {
  const csv = (name) => parseCsv(readFileSync(resolve(shared, 'esco', name), 'utf8'));
  const occupations = new Map(csv('occupations_v1.2.0.csv').map((o) => [o.escoCode, o]));
  const crosswalk = csv('esco_onet_crosswalk_2022.csv');
  const groups = new Map(csv('skill_groups_v1.2.0.csv').map((g) => [g.code, g]));
  const rolesNl = sources('roles-nl.json');
  const skillsNl = sources('skills-nl.json');
  const placesNl = sources('places-nl.json');

  const rolesOut = {};
  for (const role of roles) {
    const entry = rolesNl.roles[role.id];
    if (!entry) throw new Error(`names-nl: no Dutch entry for role ${role.id}`);
    const occupation = occupations.get(entry.esco);
    if (!occupation)
      throw new Error(`names-nl: ESCO code ${entry.esco} of role ${role.id} is not in ESCO v1.2.0`);
    const link = crosswalk.find((c) => c.onetSocCode === role.onetCode && c.escoOrIscoUri === occupation.uri);
    rolesOut[role.id] = {
      title: entry.title ?? capitalise(occupation.label_nl),
      description: entry.description,
      esco: {
        code: occupation.escoCode,
        uri: occupation.uri,
        label: occupation.label_nl,
        // How the role reaches the ESCO occupation: the crosswalk's match type, or 'chosen' (the team's pick by label).
        match: link ? link.matchType : 'chosen',
        titleFrom: entry.title ? 'team' : 'esco',
      },
    };
  }

  // Dutch names of the BLS occupations a role's projection is borrowed from (decision 0130): ESCO has no label for
  // the BLS groups ("Computer occupations, all other"), so the team names them; one missing stops the build.
  const blsNl = sources('bls-occupations-nl.json');
  const blsOccupations = {};
  for (const role of roles) {
    if (!role.blsOccupation) continue;
    const name = blsNl.occupations[role.blsOccupation.soc];
    if (!name)
      throw new Error(`names-nl: no Dutch name for BLS occupation ${role.blsOccupation.soc} (${role.id})`);
    blsOccupations[role.blsOccupation.soc] = name;
  }

  const skillsOut = {};
  for (const skill of skills) {
    const entry = skillsNl.skills[skill.id];
    if (!entry) continue; // a proper name (JavaScript, Docker): the same in Dutch
    if (entry.escoGroup) {
      const group = groups.get(entry.escoGroup);
      if (!group?.label_nl)
        throw new Error(`names-nl: ESCO skill group ${entry.escoGroup} has no Dutch label`);
      skillsOut[skill.id] = capitalise(group.label_nl);
    } else skillsOut[skill.id] = entry.name;
  }
  for (const id of Object.keys(skillsNl.skills)) {
    if (!skills.some((s) => s.id === id)) throw new Error(`names-nl: Dutch name for unknown skill ${id}`);
  }

  const highlights = {};
  for (const city of cities) {
    for (const h of city.highlights) {
      const nl = placesNl.highlights[h];
      if (!nl) throw new Error(`names-nl: no Dutch highlight for "${h}" (${city.id})`);
      highlights[h] = nl;
    }
  }
  const cityNames = {};
  for (const [id, name] of Object.entries(placesNl.cityNames)) {
    if (!cities.some((c) => c.id === id)) throw new Error(`names-nl: Dutch name for unknown city ${id}`);
    cityNames[id] = name;
  }

  return {
    sources: [rolesNl.source, skillsNl.source, placesNl.source, blsNl.source],
    year: 2025,
    roles: rolesOut,
    skills: skillsOut,
    cities: cityNames,
    highlights,
    blsOccupations,
  };
}
