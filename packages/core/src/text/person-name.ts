/**
 * A person's name written as one line on a CV, split into the wizard's first name and last name, and back (decision
 * 0085). People write a middle initial with their given names ('Ana M. Costa': 'Ana M.' + 'Costa') and keep a name
 * particle with the family name ('Sanne de Vries', 'João P. dos Santos', 'Katharina von Ahlen'); a surname of more
 * than one word stays whole ('Mateo García López'). The first word is always a given name, even a word that is a
 * particle elsewhere ('Van Morrison'). `joinName` writes the two back as one line, so that splitting it again gives
 * the same two.
 */

/** Words that start a family name (Dutch, German, Portuguese, Spanish, French, Italian, Arabic). */
export const NAME_PARTICLES = [
  'van',
  'von',
  'vom',
  'zu',
  'zum',
  'zur',
  'de',
  'der',
  'den',
  'des',
  "'t",
  'ter',
  'ten',
  'te',
  'op',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'del',
  'della',
  'la',
  'le',
  'y',
  'bin',
  'ibn',
  'al',
  'el',
] as const;
const PARTICLE = new Set<string>(NAME_PARTICLES);

/** 'van', 'Van', 'VAN' (a name written in capitals), not 'Vanessa'. */
export const isParticle = (word: string): boolean => PARTICLE.has(word.toLowerCase());

/** 'M.', 'M', 'J.-P.', 'A.M.': an initial or a run of initials. */
export const isInitial = (word: string): boolean => /^\p{Lu}\.?$|^(\p{Lu}\.-?){2,3}$/u.test(word);

/** 'COSTA' -> 'Costa' (a word written in capitals); initials and mixed case ('McDonald', 'M.') stay as written. */
const proper = (word: string) =>
  word === word.toUpperCase() && word.length > 1 && !isInitial(word)
    ? word[0] + word.slice(1).toLowerCase()
    : word;

/**
 * 'Ana M. Costa' -> ['Ana M.', 'Costa']; 'Sanne de Vries' -> ['Sanne', 'de Vries']; 'Costa, Ana M.' -> ['Ana M.',
 * 'Costa']; 'A. Costa' -> ['A.', 'Costa']; 'J. Robert Smith' -> ['J. Robert', 'Smith']; a single word is the first
 * name.
 */
export function splitName(name: string): [string, string] {
  const text = name.trim().replace(/\s+/g, ' ');
  // 'Costa, Ana M.' / 'VAN DER MEER, Pieter': family name first, given names after the comma.
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (comma && !/^(jr|sr|ii|iii|iv|msc|ma|bsc|ba|phd|mba)\.?$/i.test(comma[2]!.trim()))
    return [comma[2]!.split(' ').map(proper).join(' '), familyName(comma[1]!.split(' '))];
  const parts = text.split(' ').filter(Boolean);
  if (parts.length <= 1) return [proper(parts[0] ?? ''), ''];
  // The given names: the first word, the initials after it, and (after a leading initial) the next word.
  let end = 1;
  while (end < parts.length - 1 && isInitial(parts[end]!)) end += 1;
  if (isInitial(parts[0]!) && end === 1 && parts.length >= 3 && !isParticle(parts[1]!)) end = 2;
  // Words between the given names and a particle are more given names ('Sanne Marie van den Berg').
  const particle = parts.findIndex(
    (word, index) => index >= end && isParticle(word) && index < parts.length - 1,
  );
  if (particle > end) end = particle;
  return [parts.slice(0, end).map(proper).join(' '), familyName(parts.slice(end))];
}

/** A family name written in capitals keeps its particles in lower case ('VAN DER MEER' -> 'van der Meer'). */
function familyName(words: string[]): string {
  return words
    .map((word, index) =>
      isParticle(word) && index < words.length - 1 && word === word.toUpperCase()
        ? word.toLowerCase()
        : proper(word),
    )
    .join(' ');
}

/** The first and last name as one line ('Ana M.' + 'Costa' -> 'Ana M. Costa'). */
export function joinName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter(Boolean).join(' ');
}
