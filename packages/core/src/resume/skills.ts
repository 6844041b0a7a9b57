import { mentionsLanguage } from './languages';
import { escapeRegExp, fold, stripBullet } from './text';
import type { Line, SkillLookup } from './types';

export interface FoundSkill {
  id: string;
  name: string;
  confidence: number;
  source: 'listed' | 'inferred';
}

export interface SkillResult {
  skills: FoundSkill[];
  /** Listed on the CV but not in the taxonomy (offered as custom skills). */
  unmatched: string[];
}

const LABEL = /^[\p{L} /&+-]{2,40}:\s*/u;
// Separators, and the wide gaps between the cells of a grid or tag layout (segments are joined with three spaces).
const SPLIT = /\s*(?:[,;|•·●▪]|\s\/\s|\s[–-]\s)\s*|\s{3,}/u;

/** Whether `index` of `text` lies inside brackets that close later ('Excel (advanced, Power Query)'). */
function insideBrackets(text: string, index: number): boolean {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && depth > 0) depth--;
  }
  return depth > 0 && text.indexOf(')', index) !== -1;
}

/**
 * A list split at its separators, but not at those inside brackets: "Microsoft Excel (advanced, Power Query)" is one
 * item, not "Microsoft Excel (advanced" and "Power Query)" (walk 0112).
 */
function splitList(body: string): string[] {
  const pieces: string[] = [];
  const separator = new RegExp(SPLIT.source, 'gu');
  let start = 0;
  for (let match = separator.exec(body); match; match = separator.exec(body)) {
    if (match[0].length === 0) {
      separator.lastIndex++;
      continue;
    }
    if (insideBrackets(body, match.index)) continue;
    pieces.push(body.slice(start, match.index));
    start = match.index + match[0].length;
  }
  pieces.push(body.slice(start));
  return pieces;
}

/** An item without its bracketed detail: 'Python (pandas)' -> 'Python'. */
const withoutDetail = (token: string) =>
  token
    .replace(/\s*\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The items of a skills section: labels ('Languages:') dropped, wrapped lines joined, lists split. */
export function skillTokens(lines: Line[]): string[] {
  const rows: string[] = [];
  const right = Math.max(0, ...lines.map((line) => line.x1));
  const left = Math.min(...lines.map((line) => line.x0));
  let previousLine: Line | null = null;
  // Group headings ('Data', 'Tools' above their tags) are set larger than the items: they are not skills. The items'
  // size is the one most characters are set in.
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 10) / 10;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  const itemSize = [...weight.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  const cellCount = (line: Line) =>
    line.segments.reduce((sum, segment) => sum + (segment.cells?.length ?? 1), 0);
  for (const line of lines) {
    if (line.fontSize >= itemSize + 0.8) continue;
    // Tags and grid cells are items of their own ('Java' 'Kotlin' drawn as two boxes).
    const text = stripBullet(
      line.segments.map((segment) => (segment.cells ?? [segment.text]).join('   ')).join('   ') ||
        line.text.trim(),
    );
    const previous = rows[rows.length - 1];
    // A line that runs to the right margin and ends mid-list continues on the next one ('…, Distributed' + 'Systems');
    // rows of a grid or of tags do not.
    const wrapped =
      previousLine !== null &&
      previous !== undefined &&
      cellCount(previousLine) === 1 &&
      cellCount(line) === 1 &&
      previousLine.x1 >= left + (right - left) * 0.85 &&
      /[,;|•·]/.test(withoutDetail(previous)) &&
      !/[,;|:.]$/.test(previous) &&
      !LABEL.test(text);
    // A bracket left open runs on to the line that closes it ('Microsoft Excel (advanced,' + 'Power Query)' in a narrow
    // sidebar, walk 0112).
    const unclosed =
      previous !== undefined &&
      (previous.match(/\(/g)?.length ?? 0) > (previous.match(/\)/g)?.length ?? 0) &&
      text.includes(')') &&
      !LABEL.test(text);
    if (wrapped || unclosed) rows[rows.length - 1] = `${previous} ${text}`;
    else rows.push(text);
    previousLine = line;
  }
  const tokens: string[] = [];
  for (const row of rows) {
    const label = LABEL.exec(row)?.[0] ?? '';
    // Interests rows inside a skills section are not skills ('Languages:' rows may list programming languages).
    if (/^(interests?|hobb\w*|interesses|interessen|int[ée]r[eê]ts?|intereses)\s*:/i.test(label)) continue;
    const body = row.slice(label.length);
    for (const piece of splitList(body)) {
      const token = piece
        .replace(/^(and|en|und|et|y)\s+/i, '')
        .replace(
          /\s*\((basic|advanced|expert|intermediate|gevorderd|basis|\d+\+? ?(years?|jaar|jahre))\)$/i,
          '',
        )
        .replace(/[.;:]+$/, '')
        .trim();
      const words = withoutDetail(token).split(/\s+/).length;
      if (token.length >= 1 && token.length <= 60 && words <= 5) tokens.push(token);
    }
  }
  return tokens;
}

function lookup(findSkill: SkillLookup | undefined, token: string) {
  if (!findSkill) return null;
  const found = findSkill(token) ?? findSkill(token.replace(/\.js$/i, ''));
  if (found) return found;
  // 'Python (pandas)', 'Microsoft Excel (advanced, Power Query)': the skill named before its detail.
  const plain = withoutDetail(token);
  return plain && plain !== token ? (findSkill(plain) ?? null) : null;
}

/** Skills listed in skills sections, matched to the taxonomy by name or alias. */
export function matchListedSkills(lines: Line[], findSkill: SkillLookup | undefined): SkillResult {
  const skills = new Map<string, FoundSkill>();
  const unmatched: string[] = [];
  const seenUnmatched = new Set<string>();
  for (const token of skillTokens(lines)) {
    // 'Fluent in Spanish', 'Dutch (native)': spoken languages are read by the languages stage.
    if (mentionsLanguage(token)) continue;
    const direct = lookup(findSkill, token);
    if (direct) {
      if (!skills.has(direct.id)) skills.set(direct.id, { ...direct, confidence: 0.9, source: 'listed' });
      continue;
    }
    // 'Microsoft Word/Excel/PowerPoint', 'HTML/CSS'
    const pieces = token.includes('/') ? token.split('/').map((piece) => piece.trim()) : [];
    const matched = pieces.map((piece) => lookup(findSkill, piece)).filter((found) => found != null);
    if (pieces.length > 1 && matched.length === pieces.length) {
      for (const found of matched)
        if (!skills.has(found.id)) skills.set(found.id, { ...found, confidence: 0.8, source: 'listed' });
      continue;
    }
    const key = fold(token);
    if (/^\p{L}/u.test(token) && !seenUnmatched.has(key) && unmatched.length < 50) {
      seenUnmatched.add(key);
      unmatched.push(token);
    }
  }
  return { skills: [...skills.values()], unmatched };
}

/** A name written in capitals, two to five letters ('PLC', 'SQL', 'HR'): an acronym. */
const ACRONYM = /^[A-Z][A-Z0-9]{1,4}$/;
/** Legal forms that follow a company's name ('Glanbia plc', 'Shell PLC', 'Siemens AG'). */
const LEGAL_FORM = /^(plc|ltd|llc|inc|ag|sa|se|bv|nv|gmbh|spa|srl|ab|as|oy)$/i;

/**
 * Whether `acronym` is in `text` as written, in capitals and as a whole word, and not as the legal form after a
 * capitalised name.
 */
function acronymWritten(text: string, acronym: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(acronym)}(?![\\p{L}\\p{N}+#])`, 'gu');
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).trimEnd();
    const after = text.slice(match.index + acronym.length);
    // 'Glanbia PLC, Dublin', 'Tesco PLC since 2019' are companies; 'Programmed PLC ladder logic' is the skill.
    const company =
      LEGAL_FORM.test(acronym) &&
      /\p{Lu}[\p{L}&.'’-]*$/u.test(before) &&
      /^\s*(?:$|[,;|()–-]|(?:19|20)\d\d|(?:since|from|in|at|and|sinds|van|bij|en)\b)/u.test(after);
    if (company) continue;
    return true;
  }
  return false;
}

/**
 * Skills mentioned in running text (experience bullets, summary) that are in the taxonomy: suggestions the person
 * confirms. `names` are the taxonomy names and aliases to look for.
 */
export function inferSkills(
  text: string,
  names: readonly string[],
  findSkill: SkillLookup | undefined,
  exclude: ReadonlySet<string>,
): FoundSkill[] {
  if (!findSkill || names.length === 0) return [];
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}+#.\s-]/gu, ' ')} `;
  // Acronyms ('PLC', 'ELK') are matched as written, in capitals, and not as a company's legal form after its
  // name ('Glanbia plc', 'Tesco PLC'): folded, 'plc' made a PLC Programming suggestion of an accountant's employer
  // (walk W411).
  const found = new Map<string, FoundSkill>();
  // Every whole word of the text, once: a name whose first word is not among them cannot match (this keeps the
  // search linear in the text instead of one scan of it per taxonomy name).
  const textWords = new Set(folded.match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const name of names) {
    const key = fold(name);
    if (key.length < 2 || (key.length < 3 && !/[+#]/.test(key))) continue;
    const first = /^[\p{L}\p{N}]+/u.exec(key);
    if (first && !textWords.has(first[0])) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(key)}(?![\\p{L}\\p{N}+#])`, 'u');
    if (!folded.includes(key) || !pattern.test(folded)) continue;
    if (ACRONYM.test(name) && !acronymWritten(text, name)) continue;
    const skill = findSkill(name);
    if (!skill || exclude.has(skill.id) || found.has(skill.id)) continue;
    found.set(skill.id, { ...skill, confidence: 0.5, source: 'inferred' });
    if (found.size >= 12) break;
  }
  return [...found.values()];
}
