import type { ExperienceLevel } from '../contracts/enums';
import type { EngineRole } from './data';

/**
 * The lowest level at which people hold a role (decision 0150; the sample career changer was predicted an entry-level
 * engineering manager). Levels count years of work (entry 0-2, junior 2-4, mid 4-7, senior 7-10, lead 10+); mid is
 * the first level whose years reach five.
 * - A manager (ISCO-08 major group 1) manages work they have done for years: from mid level in the role itself.
 * - A role for which BLS gives "5 years or more" of work experience in a related occupation (Employment Projections
 *   2024-2034, education and training assignments: a cloud architect, an instructional coordinator): from mid level
 *   of the person's years of work, which may be years in the related work they leave (a teacher of ten years may
 *   start as a junior instructional designer).
 */
export const ROLE_FROM_LEVEL: ExperienceLevel = 'mid';

export function fromLevelOf(
  isco08: string | undefined,
  workExperience: string | undefined,
): { level: ExperienceLevel; manager: boolean } | undefined {
  const manager = isco08?.startsWith('1') ?? false;
  if (manager || workExperience === '5 years or more') return { level: ROLE_FROM_LEVEL, manager };
  return undefined;
}

/**
 * Career ladders and transitions (issue 16, decision 0025): for each role, the roles people commonly move on to, best
 * first. A Thrive curation after O*NET's related occupations and job zones (the next role needs the same or one more
 * job zone and shares key skills), not a statistic. Used when a path cannot step up a level any more, and for a
 * career changer without a named target (the bridge roles of their current role).
 */
export const ROLE_NEXT: Readonly<Record<string, readonly string[]>> = {
  'software-developer': ['engineering-manager', 'cloud-architect'],
  'backend-developer': ['cloud-architect', 'engineering-manager'],
  'frontend-developer': ['ux-designer', 'engineering-manager'],
  'mobile-developer': ['engineering-manager'],
  'devops-engineer': ['cloud-architect'],
  'qa-engineer': ['software-developer'],
  'it-support-specialist': ['systems-administrator', 'security-analyst'],
  'systems-administrator': ['devops-engineer', 'security-analyst'],
  'security-analyst': ['security-engineer'],
  'penetration-tester': ['security-engineer'],
  'game-developer': ['software-developer'],
  'data-analyst': ['data-scientist', 'data-engineer'],
  'data-scientist': ['machine-learning-engineer'],
  'data-engineer': ['machine-learning-engineer'],
  'machine-learning-engineer': ['ai-research-scientist', 'engineering-manager'],
  'database-administrator': ['data-engineer'],
  'business-analyst': ['product-manager', 'data-analyst'],
  'it-project-manager': ['product-manager'],
  'project-manager': ['operations-manager'],
  'marketing-specialist': ['marketing-manager'],
  'seo-specialist': ['marketing-specialist'],
  'pr-specialist': ['marketing-manager'],
  'graphic-designer': ['ux-designer'],
  'ux-designer': ['product-manager'],
  'technical-writer': ['instructional-designer', 'ux-designer'],
  accountant: ['financial-analyst', 'financial-manager'],
  'financial-analyst': ['financial-manager'],
  'risk-specialist': ['compliance-officer'],
  'registered-nurse': ['nurse-practitioner', 'health-services-manager'],
  'nurse-practitioner': ['health-services-manager'],
  'physical-therapist': ['health-services-manager'],
  psychologist: ['health-services-manager'],
  'social-worker': ['health-services-manager'],
  pharmacist: ['health-services-manager'],
  'primary-teacher': ['instructional-designer', 'training-specialist'],
  'secondary-teacher': ['instructional-designer', 'training-specialist'],
  'training-specialist': ['instructional-designer', 'hr-manager'],
  'instructional-designer': ['ux-designer'],
  'hr-specialist': ['hr-manager'],
  logistician: ['supply-chain-manager'],
  'account-manager': ['sales-manager'],
  'technical-sales': ['sales-manager'],
  paralegal: ['compliance-officer'],
  'industrial-engineer': ['operations-manager'],
  'mechanical-engineer': ['engineering-manager'],
  'electrical-engineer': ['engineering-manager'],
  'civil-engineer': ['project-manager'],
  'management-consultant': ['operations-manager'],
  'retail-salesperson': ['account-manager', 'customer-service-representative'],
  'customer-service-representative': ['account-manager'],
  'nursing-assistant': ['medical-assistant', 'registered-nurse'],
  'medical-assistant': ['registered-nurse'],
  'pharmacy-technician': ['pharmacist'],
  'warehouse-worker': ['logistician', 'truck-driver'],
  'truck-driver': ['logistician'],
  'administrative-assistant': ['hr-specialist', 'project-manager'],
  'bookkeeping-clerk': ['accountant'],
  'food-service-manager': ['operations-manager'],
  'preschool-teacher': ['primary-teacher'],
};

/**
 * Jobs people name in free text that the catalogue has no role of its own for, and the role nearest to each (walk
 * W501: "UX-onderzoeker", a UX researcher, was read as the UX/UI designer through its word "ux" and the plan said she
 * had named that role). A UX researcher's work is the user research the UX designer's role lists among its key
 * skills; no role of the catalogue is the researcher. Found as the role's own names are, reported as `nearest`.
 */
export const NEAREST_ROLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  'ux-designer': [
    'ux researcher',
    'ux research',
    'ux onderzoeker',
    'ux onderzoek',
    'user researcher',
    'user experience researcher',
    'gebruikersonderzoeker',
    'ux forscher',
    'ux forscherin',
  ],
};

/**
 * Names people use for roles in free text, in English, Dutch and German (lower case, without accents), beside each
 * role's own title. "ux" finds the UX designer in "I want to move into UX"; "verpleegkundige" the registered nurse.
 */
export const ROLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  'software-developer': [
    'software engineer',
    'softwareontwikkelaar',
    'programmeur',
    'softwareentwickler',
    'developer',
  ],
  'backend-developer': ['back-end developer', 'backend engineer'],
  'frontend-developer': ['front-end developer', 'frontend engineer', 'web developer', 'webontwikkelaar'],
  'mobile-developer': ['app developer', 'ios developer', 'android developer'],
  'devops-engineer': ['devops', 'site reliability engineer'],
  'cloud-architect': ['cloud engineer'],
  'qa-engineer': ['tester', 'test engineer', 'software tester'],
  'security-analyst': ['cybersecurity', 'security analist'],
  'it-support-specialist': ['helpdesk', 'it support', 'servicedesk'],
  'systems-administrator': ['sysadmin', 'systeembeheerder'],
  'data-analyst': [
    'data analist',
    'data-analist',
    'datenanalyst',
    'analytics',
    'data analysis',
    'data-analyse',
    'data analyse',
    'datenanalyse',
  ],
  'data-scientist': ['data science', 'datenwissenschaftler'],
  'machine-learning-engineer': ['machine learning', 'ml engineer', 'ai engineer'],
  'data-engineer': ['data engineering'],
  'product-manager': ['product owner', 'productmanager', 'produktmanager'],
  'project-manager': ['projectleider', 'projectmanager', 'projektmanager'],
  'business-analyst': ['business analist'],
  'ux-designer': [
    'ux',
    'user experience',
    'ux design',
    'interaction designer',
    'interactieontwerper',
    'ux-designer',
  ],
  'graphic-designer': ['grafisch ontwerper', 'grafikdesigner'],
  'marketing-manager': ['marketingmanager'],
  'marketing-specialist': ['marketeer', 'marketing'],
  'technical-writer': ['technisch schrijver'],
  accountant: [
    'accountant',
    'chartered accountant',
    'certified accountant',
    'chartered certified accountant',
    'acca',
    'aca',
    'cima',
    'cpa',
    'accounting',
    'accountancy',
    'registeraccountant',
    'buchhalter',
    'bilanzbuchhalter',
  ],
  'financial-manager': ['finance manager', 'financial controller', 'controller', 'financieel manager'],
  'financial-analyst': ['financieel analist', 'finanzanalyst'],
  'registered-nurse': [
    'nurse',
    'verpleegkundige',
    'verpleegkunde',
    'krankenpfleger',
    'pflegefachkraft',
    'gesundheits- und krankenpfleger',
  ],
  'nurse-practitioner': ['verpleegkundig specialist'],
  pharmacist: ['apotheker'],
  'physical-therapist': ['physiotherapist', 'fysiotherapeut', 'physiotherapeut'],
  psychologist: [
    'psycholoog',
    'psychologe',
    'psychologin',
    'klinisch psycholoog',
    'gz-psycholoog',
    'clinical psychologist',
    'psychotherapist',
    'psychotherapeut',
  ],
  'social-worker': [
    'maatschappelijk werker',
    'sociaal werker',
    'jeugdzorgwerker',
    'sozialarbeiter',
    'sozialarbeiterin',
    'sozialpädagoge',
  ],
  physician: ['doctor', 'huisarts', 'arzt', 'arztin'],
  'health-services-manager': ['zorgmanager', 'healthcare manager'],
  'primary-teacher': [
    'teacher',
    'leraar',
    'lerares',
    'leerkracht',
    'basisschoolleraar',
    'lehrer',
    'lehrerin',
    'grundschullehrer',
  ],
  'secondary-teacher': ['docent', 'high school teacher', 'secondary school teacher', 'gymnasiallehrer'],
  'instructional-designer': [
    'onderwijskundige',
    'e-learning developer',
    'learning designer',
    'onderwijsontwerper',
  ],
  'training-specialist': ['trainer', 'corporate trainer'],
  'hr-manager': ['hr manager', 'personeelsmanager'],
  'hr-specialist': ['hr', 'recruiter', 'hr-adviseur', 'hr adviseur'],
  'sales-manager': ['salesmanager', 'verkoopleider'],
  'account-manager': ['accountmanager', 'sales'],
  lawyer: ['advocaat', 'jurist', 'anwalt', 'rechtsanwalt', 'attorney'],
  'management-consultant': ['consultant', 'adviseur', 'unternehmensberater'],
  'operations-manager': ['operationeel manager'],
  logistician: [
    'logistiek',
    'logistics',
    'logistics coordinator',
    'logistics team lead',
    'logistics supervisor',
    'warehouse team lead',
    'warehouse team leader',
    'warehouse lead',
    'warehouse supervisor',
    'shift supervisor warehouse',
    'teamleider magazijn',
    'teamleider logistiek',
    'logistiek coordinator',
    'logistiker',
  ],
  'supply-chain-manager': [
    'warehouse manager',
    'logistics manager',
    'distribution manager',
    'magazijnmanager',
    'logistiek manager',
    'lagerleiter',
    'logistikleiter',
  ],
  'civil-engineer': ['civiel ingenieur', 'bauingenieur'],
  'mechanical-engineer': ['werktuigbouwkundige', 'maschinenbauingenieur'],
  'electrical-engineer': ['elektrotechnicus', 'elektroingenieur'],
  'retail-salesperson': ['verkoper', 'verkoopmedewerker', 'winkelmedewerker', 'shop assistant', 'verkaufer'],
  'customer-service-representative': [
    'customer service',
    'klantenservice',
    'klantenservicemedewerker',
    'callcenter',
    'call centre',
    'kundenservice',
  ],
  'nursing-assistant': ['verzorgende', 'verpleeghulp', 'zorgassistent', 'care assistant', 'pflegehelfer'],
  'medical-assistant': ['doktersassistent', 'doktersassistente', 'medizinische fachangestellte'],
  'pharmacy-technician': ['apothekersassistent', 'apotheekassistent'],
  electrician: ['elektricien', 'elektromonteur', 'elektriker'],
  'truck-driver': ['vrachtwagenchauffeur', 'chauffeur', 'lkw fahrer', 'berufskraftfahrer'],
  'warehouse-worker': ['magazijnmedewerker', 'orderpicker', 'lagerarbeiter', 'lagermitarbeiter'],
  'administrative-assistant': ['secretaresse', 'administratief medewerker', 'office assistant', 'sekretarin'],
  'bookkeeping-clerk': ['bookkeeper', 'boekhouder', 'boekhoudkundig medewerker'],
  'food-service-manager': ['restaurant manager', 'restaurantmanager', 'bedrijfsleider horeca'],
  'preschool-teacher': ['kleuterleraar', 'kleuterjuf', 'pedagogisch medewerker', 'erzieher', 'erzieherin'],
};

/**
 * The fields of study that lead to a role needing a degree of its own (`EngineRole.ownDegree`, decision 0120), in
 * English, Dutch and German: a GP studied medicine, a pharmacist pharmacy, a lawyer law. A field naming the role
 * itself (rolesInText) counts too.
 */
export const DEGREE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  physician: ['medicine', 'medical school', 'geneeskunde', 'medizin', 'humanmedizin', 'mbbs', 'md'],
  pharmacist: ['pharmacy', 'farmacie', 'pharmazie', 'pharmd'],
  'physical-therapist': ['physiotherapy', 'physical therapy', 'fysiotherapie', 'physiotherapie'],
  psychologist: ['psychology', 'psychologie', 'clinical psychology', 'klinische psychologie'],
  lawyer: ['law', 'laws', 'rechten', 'rechtsgeleerdheid', 'jura', 'rechtswissenschaft', 'llb', 'llm', 'jd'],
  'medical-scientist': [
    'biomedical',
    'biomedische',
    'biomedizin',
    'biology',
    'biologie',
    'life sciences',
    'biochemistry',
    'biochemie',
    'pharmacology',
    'farmacologie',
    'medicine',
    'geneeskunde',
    'medizin',
  ],
};

/**
 * Fields of study that name the work they train for without naming the role (decision 0139), in English, Dutch and
 * German, longest first where one contains another: "Primary Education with QTS" trains a primary teacher (walk 0139: it
 * was read as nothing, and the skills alone gave "Secondary School Teacher"), the Dutch pabo too; "Retailmanagement"
 * (an MBO programme) trains for work in shops. A Thrive curation of programme names, not a register.
 */
export const STUDY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'primary-teacher': [
    'primary education',
    'primary teaching',
    'primary teacher education',
    'primary pgce',
    'pgce primary',
    'elementary education',
    'pabo',
    'basisonderwijs',
    'leraar basisonderwijs',
    'lerarenopleiding basisonderwijs',
    'grundschullehramt',
    'lehramt grundschule',
    'lehramt an grundschulen',
    'grundschulpadagogik',
  ],
  'secondary-teacher': [
    'secondary education',
    'secondary teaching',
    'pgce secondary',
    'secondary pgce',
    'lerarenopleiding',
    'tweedegraads lerarenopleiding',
    'eerstegraads lerarenopleiding',
    'lehramt gymnasium',
    'lehramt an gymnasien',
    'lehramt sekundarstufe',
  ],
  'preschool-teacher': [
    'early years',
    'early years education',
    'early childhood education',
    'early childhood studies',
    'pedagogisch werk',
    'pedagogisch educatief medewerker',
    'kindheitspadagogik',
    'fruhpadagogik',
  ],
  // A nursing degree trains registered nurses: "Nursing" does not name the role ("nurse"), so a student who wrote her
  // field in English was read from her skills as a medical assistant (the lead's look at the 0162 student, 2026-11-28).
  'registered-nurse': [
    'nursing',
    'nursing science',
    'nursing studies',
    'adult nursing',
    'mental health nursing',
    'bachelor of nursing',
    'bsc nursing',
    'pflegewissenschaft',
    'pflegestudium',
    'krankenpflege',
    'gesundheits und krankenpflege',
    'pflegepadagogik',
  ],
  // Decision 0150: a finance degree trains financial analysts (BLS: a bachelor's in finance is the usual entry); a
  // senior finance professional who gave only "Finance" was read from Excel and SQL as a business analyst.
  'financial-analyst': [
    'finance',
    'corporate finance',
    'banking and finance',
    'finance and banking',
    'financial management',
    'bedrijfsfinancien',
    'finance and control',
    'finanzwirtschaft',
    'finanzwesen',
  ],
  // Walk W401: a psychology student was read from her skills as a data scientist (no psychology role existed).
  psychologist: [
    'psychology',
    'psychologie',
    'applied psychology',
    'toegepaste psychologie',
    'clinical psychology',
    'klinische psychologie',
  ],
  'social-worker': [
    'social work',
    'sociaal werk',
    'maatschappelijk werk',
    'maatschappelijk werk en dienstverlening',
    'soziale arbeit',
    'sozialpadagogik',
  ],
  'retail-salesperson': [
    'retail',
    'retailmanagement',
    'retail management',
    'detailhandel',
    'einzelhandel',
    'einzelhandelskaufmann',
    'einzelhandelskauffrau',
  ],
};

/**
 * The role a field of study trains for: a role it names ("Verpleegkunde" -> Registered Nurse), else the work it names
 * (STUDY_FIELDS: "Primary Education with QTS" -> Primary School Teacher). The longest matching name wins, so
 * "lerarenopleiding basisonderwijs" is the primary teacher's, not the secondary teacher's "lerarenopleiding".
 */
export function roleOfStudyField(field: string, roles: readonly EngineRole[]): string | undefined {
  const named = rolesInText(field, roles).named[0];
  if (named) return named;
  const words = ` ${fold(field)} `;
  if (words.trim() === '') return undefined;
  let best: { id: string; length: number } | undefined;
  for (const [id, names] of Object.entries(STUDY_FIELDS)) {
    if (!roles.some((r) => r.id === id)) continue;
    for (const name of names) {
      const n = fold(name);
      if (words.includes(` ${n} `) && (!best || n.length > best.length)) best = { id, length: n.length };
    }
  }
  return best?.id;
}

/** Whether a field of study (any language of DEGREE_FIELDS) leads to `role`. */
export function fieldLeadsTo(field: string, role: EngineRole, roles: readonly EngineRole[]): boolean {
  const words = ` ${fold(field)} `;
  if (words.trim() === '') return false;
  return (
    (DEGREE_FIELDS[role.id] ?? []).some((name) => words.includes(` ${fold(name)} `)) ||
    rolesInText(field, roles).named.includes(role.id)
  );
}

/**
 * Folded forms already made (decision 0206): an analysis folds the same role names, study-field names and the
 * person's own texts hundreds of times (once per role for a field of study), and `normalize` dominates that. Pure, so
 * a remembered form is the same string; bounded, emptied when full.
 */
const folded = new Map<string, string>();
const FOLDED_MAX = 4096;
const fold = (s: string) => {
  let f = folded.get(s);
  if (f === undefined) {
    f = s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9+#]+/g, ' ')
      .trim();
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(s, f);
  }
  return f;
};

const NEGATIONS = new Set([
  'not',
  'no',
  'don',
  'never',
  'avoid',
  'niet',
  'geen',
  'nooit',
  'nicht',
  'kein',
  'keine',
  'nie',
]);

const CLAUSE_BREAKS = new Set(['but', 'and', 'or', 'maar', 'en', 'of', 'aber', 'und', 'oder']);

/** A negation within the six words before `i`, in the same clause ("I don't want to be a teacher"). */
function negated(words: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
    if (CLAUSE_BREAKS.has(words[k]!)) return false;
    if (NEGATIONS.has(words[k]!)) return true;
  }
  return false;
}

/** Words that say where a person is going ("become", "into", "worden"): a role after them is not what they do now. */
const TOWARDS = new Set([
  'become',
  'becoming',
  'into',
  'want',
  'wants',
  'towards',
  'switch',
  'move',
  'worden',
  'wil',
  'naar',
  'werden',
  'mochte',
  'zum',
  'zur',
]);
/** Word pairs and words that say what a person does now ("I am a", "werk als", "currently"). */
const NOW_PAIRS = [
  ['i', 'am'],
  ['i', 'm'],
  ['ik', 'ben'],
  ['ich', 'bin'],
  ['work', 'as'],
  ['working', 'as'],
  ['worked', 'as'],
  ['werk', 'als'],
  ['werkzaam', 'als'],
  ['werkte', 'als'],
  ['arbeite', 'als'],
] as const;
const NOW_WORDS = new Set([
  'currently',
  'former',
  'formerly',
  'momenteel',
  'voormalig',
  'zurzeit',
  'derzeit',
]);

/** A "what I do now" cue within the six words before `i`, same clause, with no "become"/"into" in between. */
function nowCue(words: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
    const w = words[k]!;
    if (CLAUSE_BREAKS.has(w) || TOWARDS.has(w)) return false;
    if (NOW_WORDS.has(w)) return true;
    if (NOW_PAIRS.some(([a, b]) => words[k - 1] === a && w === b)) return true;
  }
  return false;
}

/**
 * Roles named in free text (goals, notes), longest name first so "data scientist" is not also "data"; a name
 * preceded by "not", "don't", "never", "avoid", "niet", "geen", "nicht" (within six words, same clause) is ruled out.
 * A name after "I am a", "ik ben", "werk als", "currently" (same clause, no "become" or "into" in between) is what
 * the person does now (`current`), also listed in `named`. Returns role ids in the order they appear.
 */
export function rolesInText(text: string, roles: readonly EngineRole[]): RolesInText {
  let known = rolesFound.get(roles);
  if (!known) rolesFound.set(roles, (known = new Map()));
  let found = known.get(text);
  if (!found) {
    found = findRolesInText(text, roleNamesOf(roles));
    if (known.size >= ROLES_FOUND_MAX) known.clear();
    known.set(text, found);
  }
  return found;
}

/** What `rolesInText` finds: frozen, as one answer is handed to every caller that asks about the same text. */
export interface RolesInText {
  readonly named: readonly string[];
  readonly avoided: readonly string[];
  readonly current: readonly string[];
  /**
   * Named roles found only through a job the catalogue has no role for (`NEAREST_ROLE_NAMES`): the nearest role, not
   * the one the person named.
   */
  readonly nearest: readonly string[];
}

/**
 * Answers of `rolesInText` per list of roles and text (decision 0206): a field of study is looked up once per role
 * that names degree fields (`roleOfStudies`, `fieldLeadsTo`), each time over every role's names. Bounded per list.
 */
const rolesFound = new WeakMap<readonly EngineRole[], Map<string, RolesInText>>();
const ROLES_FOUND_MAX = 512;

/** Every role's names as words, longest first (a stable sort: equal lengths keep the roles' order), per list. */
const roleNames = new WeakMap<
  readonly EngineRole[],
  readonly { id: string; words: string[]; near?: true }[]
>();
function roleNamesOf(roles: readonly EngineRole[]) {
  let names = roleNames.get(roles);
  if (!names) {
    const list: { id: string; words: string[]; near?: true }[] = [];
    for (const role of roles) {
      for (const name of [role.title, ...(ROLE_NAMES[role.id] ?? [])]) {
        const w = fold(name).split(' ').filter(Boolean);
        if (w.length > 0) list.push({ id: role.id, words: w });
      }
      for (const name of NEAREST_ROLE_NAMES[role.id] ?? []) {
        const w = fold(name).split(' ').filter(Boolean);
        if (w.length > 0) list.push({ id: role.id, words: w, near: true });
      }
    }
    list.sort((a, b) => b.words.length - a.words.length);
    roleNames.set(roles, (names = list));
  }
  return names;
}

const NONE: RolesInText = Object.freeze({
  named: Object.freeze([]),
  avoided: Object.freeze([]),
  current: Object.freeze([]),
  nearest: Object.freeze([]),
});

function findRolesInText(
  text: string,
  names: readonly { id: string; words: string[]; near?: true }[],
): RolesInText {
  const words = fold(text).split(' ').filter(Boolean);
  if (words.length === 0) return NONE;
  const taken = new Array<boolean>(words.length).fill(false);
  const found: { id: string; at: number; avoid: boolean; now: boolean; near: boolean }[] = [];
  for (const n of names) {
    for (let i = 0; i + n.words.length <= words.length; i++) {
      if (n.words.some((w, k) => words[i + k] !== w || taken[i + k])) continue;
      for (let k = 0; k < n.words.length; k++) taken[i + k] = true;
      found.push({ id: n.id, at: i, avoid: negated(words, i), now: nowCue(words, i), near: n.near === true });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const avoided = [...new Set(found.filter((f) => f.avoid).map((f) => f.id))];
  const named = [...new Set(found.filter((f) => !f.avoid && !avoided.includes(f.id)).map((f) => f.id))];
  const current = [...new Set(found.filter((f) => f.now && named.includes(f.id)).map((f) => f.id))];
  // Nearest only when no name of the role itself was found too ("UX researcher or UX designer" names the designer).
  const nearest = named.filter((id) => found.every((f) => f.id !== id || f.near));
  return Object.freeze({
    named: Object.freeze(named),
    avoided: Object.freeze(avoided),
    current: Object.freeze(current),
    nearest: Object.freeze(nearest),
  });
}
