import { pdfFromLines, type CvLine } from '../../apps/api/test/resume-fixtures';

/**
 * The generated benchmark corpus (issue 8): personas × layouts, each PDF made here with pdf-lib and its full ground
 * truth known, including what the OfflineCV files do not label (education level, field, graduation year, GPA,
 * structured dates, total years).
 */

export interface TruthJob {
  title: string;
  company: string;
  start: string; // YYYY-MM
  end: string | null; // null = present
}

export interface TruthEducation {
  degree: string;
  institution: string;
  level: string;
  field: string;
  year: number;
  gpa?: string;
}

export interface Persona {
  name: string;
  email: string;
  phoneIntl: string;
  phoneLocal: string;
  location: string;
  jobs: TruthJob[];
  education: TruthEducation[];
  skills: string[];
  languages: [string, string][]; // [code, level]
}

export interface Truth {
  id: string;
  layout: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  jobs: TruthJob[];
  education: TruthEducation[];
  skills: string[];
  totalYears: number;
}

export const NOW = { year: 2026, month: 11 };

export const PERSONAS: Persona[] = [
  {
    name: 'Sanne de Vries',
    email: 'sanne.devries@example.org',
    phoneIntl: '+31 6 1234 5678',
    phoneLocal: '06-12345678',
    location: 'Utrecht, Nederland',
    jobs: [
      { title: 'Data Analyst', company: 'Globex B.V.', start: '2021-09', end: null },
      { title: 'Junior Data Analyst', company: 'Initech N.V.', start: '2019-02', end: '2021-08' },
    ],
    education: [
      {
        degree: 'MSc Data Science',
        institution: 'Universiteit Utrecht',
        level: 'masters',
        field: 'Data Science',
        year: 2019,
      },
    ],
    skills: ['Python', 'SQL', 'Power BI', 'Tableau'],
    languages: [
      ['nl', 'native'],
      ['en', 'C1'],
    ],
  },
  {
    name: 'Émilie Françoise van der Berg-Müller',
    email: 'emilie.vdberg@example.org',
    phoneIntl: '+49 170 1234567',
    phoneLocal: '0170 1234567',
    location: 'Berlin, Deutschland',
    jobs: [
      { title: 'Senior UX Designer', company: 'Northwind GmbH', start: '2020-03', end: null },
      { title: 'UX Designer', company: 'Contoso Studio', start: '2016-10', end: '2020-02' },
      { title: 'Design Intern', company: 'Fabrikam AG', start: '2016-01', end: '2016-06' },
    ],
    education: [
      {
        degree: 'Bachelor of Arts in Communication Design',
        institution: 'Universität der Künste Berlin',
        level: 'bachelors',
        field: 'Communication Design',
        year: 2016,
        gpa: '1,7',
      },
    ],
    skills: ['Figma', 'User Research', 'Prototyping', 'Adobe Photoshop'],
    languages: [
      ['de', 'native'],
      ['fr', 'C1'],
      ['en', 'C1'],
    ],
  },
  {
    name: 'Joaquín Núñez Ortega',
    email: 'joaquin.nunez@example.com',
    phoneIntl: '+34 612 345 678',
    phoneLocal: '612 345 678',
    location: 'Madrid, España',
    jobs: [
      { title: 'Backend Developer', company: 'Acme Solutions', start: '2022-01', end: null },
      { title: 'Software Engineer', company: 'Initech Labs', start: '2018-06', end: '2021-12' },
    ],
    education: [
      {
        degree: 'BSc Computer Science',
        institution: 'Universidad Politécnica de Madrid',
        level: 'bachelors',
        field: 'Computer Science',
        year: 2018,
      },
    ],
    skills: ['Java', 'Docker', 'Kubernetes', 'PostgreSQL'],
    languages: [
      ['es', 'native'],
      ['en', 'B2'],
    ],
  },
  {
    name: 'Fatima El Amrani',
    email: 'fatima.elamrani@example.org',
    phoneIntl: '+31 20 123 4567',
    phoneLocal: '020-1234567',
    location: 'Amsterdam, Nederland',
    jobs: [
      { title: 'Marketing Manager', company: 'Brightside Media', start: '2019-05', end: null },
      { title: 'Marketing Coordinator', company: 'Contoso Retail', start: '2015-09', end: '2019-04' },
    ],
    education: [
      {
        degree: 'Bachelor Communicatie',
        institution: 'Hogeschool van Amsterdam',
        level: 'bachelors',
        field: 'Communicatie',
        year: 2015,
      },
    ],
    skills: ['Digital Marketing', 'SEO', 'Google Analytics', 'Copywriting'],
    languages: [
      ['nl', 'native'],
      ['ar', 'B2'],
      ['en', 'C1'],
    ],
  },
  {
    name: 'Lukas Schäfer',
    email: 'lukas.schaefer@example.com',
    phoneIntl: '+49 30 12345678',
    phoneLocal: '030 12345678',
    location: 'Hamburg, Deutschland',
    jobs: [
      { title: 'Project Manager', company: 'Globex Logistics', start: '2017-04', end: null },
      { title: 'Operations Analyst', company: 'Northwind Systems', start: '2013-08', end: '2017-03' },
    ],
    education: [
      {
        degree: 'Master of Science in Business Administration',
        institution: 'Universität Hamburg',
        level: 'masters',
        field: 'Business Administration',
        year: 2013,
      },
    ],
    skills: ['Project Management', 'Scrum', 'Microsoft Excel', 'SAP'],
    languages: [
      ['de', 'native'],
      ['en', 'C1'],
    ],
  },
  {
    name: 'Anouk Jansen',
    email: 'anouk.jansen@example.org',
    phoneIntl: '+31 6 9876 5432',
    phoneLocal: '06 9876 5432',
    location: 'Rotterdam, Nederland',
    jobs: [{ title: 'Marketing Intern', company: 'Acme Group', start: '2025-02', end: '2025-07' }],
    education: [
      {
        degree: 'BSc Business Analytics',
        institution: 'Erasmus University Rotterdam',
        level: 'bachelors',
        field: 'Business Analytics',
        year: 2026,
        gpa: '7.8',
      },
    ],
    skills: ['Excel', 'Python', 'Data Visualization'],
    languages: [
      ['nl', 'native'],
      ['en', 'C1'],
      ['de', 'B1'],
    ],
  },
  {
    name: 'Chloé Lefèvre',
    email: 'chloe.lefevre@example.com',
    phoneIntl: '+33 6 12 34 56 78',
    phoneLocal: '06 12 34 56 78',
    location: 'Lyon, France',
    jobs: [
      { title: 'Financial Analyst', company: 'Fabrikam Capital', start: '2020-09', end: null },
      { title: 'Accountant', company: 'Contoso Partners', start: '2017-01', end: '2020-08' },
    ],
    education: [
      {
        degree: 'Master in Finance',
        institution: 'Université Lumière Lyon 2',
        level: 'masters',
        field: 'Finance',
        year: 2016,
      },
    ],
    skills: ['Financial Modeling', 'Excel', 'Accounting', 'SQL'],
    languages: [
      ['fr', 'native'],
      ['en', 'C1'],
      ['es', 'B1'],
    ],
  },
  {
    name: 'Daan Bakker',
    email: 'daan.bakker@example.org',
    phoneIntl: '+31 6 2468 1357',
    phoneLocal: '06-24681357',
    location: 'Eindhoven, Nederland',
    jobs: [
      { title: 'DevOps Engineer', company: 'Northwind Technologies', start: '2022-06', end: null },
      { title: 'System Administrator', company: 'Globex Services', start: '2018-03', end: '2022-05' },
    ],
    education: [
      {
        degree: 'HBO Bachelor Informatica',
        institution: 'Fontys Hogeschool',
        level: 'bachelors',
        field: 'Informatica',
        year: 2018,
      },
    ],
    skills: ['Linux', 'Terraform', 'AWS', 'Ansible'],
    languages: [
      ['nl', 'native'],
      ['en', 'C1'],
    ],
  },
];

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Heading = 'experience' | 'education' | 'skills' | 'languages';
interface Style {
  headings: Record<Heading, string> | null;
  present: string;
  date: (ym: string) => string;
  phone: 'intl' | 'local';
  languageNames: Record<string, string>;
  levelNames: Record<string, string>;
}

const EN_LANGS = { nl: 'Dutch', en: 'English', de: 'German', fr: 'French', es: 'Spanish', ar: 'Arabic' };
const NL_LANGS = { nl: 'Nederlands', en: 'Engels', de: 'Duits', fr: 'Frans', es: 'Spaans', ar: 'Arabisch' };
const DE_LANGS = {
  nl: 'Niederländisch',
  en: 'Englisch',
  de: 'Deutsch',
  fr: 'Französisch',
  es: 'Spanisch',
  ar: 'Arabisch',
};

const STYLES: Record<string, Style> = {
  'one-column': {
    headings: { experience: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages' },
    present: 'Present',
    date: (ym) => `${EN_MONTHS[Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}`,
    phone: 'intl',
    languageNames: EN_LANGS,
    levelNames: { native: 'native' },
  },
  'two-column': {
    headings: {
      experience: 'WORK EXPERIENCE',
      education: 'EDUCATION',
      skills: 'SKILLS',
      languages: 'LANGUAGES',
    },
    present: 'Present',
    date: (ym) => `${ym.slice(5)}/${ym.slice(0, 4)}`,
    phone: 'intl',
    languageNames: EN_LANGS,
    levelNames: { native: 'native' },
  },
  'no-headings': {
    headings: null,
    present: 'Present',
    date: (ym) => `${EN_MONTHS[Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}`,
    phone: 'intl',
    languageNames: EN_LANGS,
    levelNames: { native: 'native' },
  },
  dutch: {
    headings: {
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      languages: 'Talen',
    },
    present: 'heden',
    date: (ym) => `${ym.slice(5)}/${ym.slice(0, 4)}`,
    phone: 'local',
    languageNames: NL_LANGS,
    levelNames: { native: 'moedertaal' },
  },
  german: {
    headings: {
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      languages: 'Sprachen',
    },
    present: 'heute',
    date: (ym) => `${ym.slice(5)}.${ym.slice(0, 4)}`,
    phone: 'intl',
    languageNames: DE_LANGS,
    levelNames: { native: 'Muttersprache' },
  },
};

export const LAYOUTS = Object.keys(STYLES);

function monthsBetween(start: string, end: string | null): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end ? (end.split('-').map(Number) as [number, number]) : [NOW.year, NOW.month];
  return ey * 12 + em - (sy * 12 + sm) + 1;
}

function totalYears(jobs: TruthJob[]): number {
  // Personas have no overlapping jobs.
  return Math.round((jobs.reduce((sum, job) => sum + monthsBetween(job.start, job.end), 0) / 12) * 10) / 10;
}

export async function generateCorpus(): Promise<{ truth: Truth; pdf: Uint8Array }[]> {
  const out: { truth: Truth; pdf: Uint8Array }[] = [];
  for (const [index, persona] of PERSONAS.entries()) {
    for (const layout of LAYOUTS) {
      const style = STYLES[layout]!;
      const phone = style.phone === 'intl' ? persona.phoneIntl : persona.phoneLocal;
      const range = (job: TruthJob) =>
        `${style.date(job.start)} – ${job.end ? style.date(job.end) : style.present}`;
      const heading = (key: Heading): CvLine[] =>
        style.headings
          ? [{ text: style.headings[key], size: 13, bold: true, gap: 10 }]
          : [{ text: '', gap: 8 }];
      const experience: CvLine[] = persona.jobs.flatMap((job, at) =>
        // Alternate the common shapes: 'Title – Company' / dates, and 'Company' / 'Title · dates'.
        (index + at) % 2 === 0
          ? [
              { text: `${job.title} – ${job.company}`, bold: true, gap: 4 },
              { text: range(job) },
              { text: `• Delivered results for ${job.company.split(' ')[0]} customers and teams`, x: 60 },
            ]
          : [
              { text: job.company, bold: true, gap: 4 },
              { text: `${job.title} · ${range(job)}` },
              { text: '• Improved processes and reporting across the department', x: 60 },
            ],
      );
      const education: CvLine[] = persona.education.flatMap((item) => [
        { text: `${item.degree} – ${item.institution}`, bold: true, gap: 4 },
        { text: `${item.year - (item.level === 'masters' ? 2 : 3)} – ${item.year}` },
        ...(item.gpa ? [{ text: `GPA: ${item.gpa}` }] : []),
      ]);
      const skills: CvLine[] = [{ text: persona.skills.join(', ') }];
      const languages: CvLine[] = [
        {
          text: persona.languages
            .map(([code, level]) => `${style.languageNames[code]} (${style.levelNames[level] ?? level})`)
            .join(', '),
        },
      ];
      const header: CvLine[] = [
        { text: persona.name, size: 20, bold: true },
        { text: `${persona.email} | ${phone} | ${persona.location}`, gap: 4 },
      ];
      let pdf: Uint8Array;
      if (layout === 'two-column') {
        const sidebar: CvLine[] = [
          ...heading('skills'),
          ...skills.flatMap(splitList),
          ...heading('languages'),
          ...languages.flatMap(splitList),
        ];
        const main: CvLine[] = [
          ...heading('experience'),
          ...experience,
          ...heading('education'),
          ...education,
        ];
        pdf = await pdfFromLines(header, { columns: [main.map(shorten), sidebar] });
      } else {
        pdf = await pdfFromLines([
          ...header,
          ...heading('experience'),
          ...experience,
          ...heading('education'),
          ...education,
          ...heading('skills'),
          ...skills,
          ...heading('languages'),
          ...languages,
        ]);
      }
      out.push({
        pdf,
        truth: {
          id: `${layout}--${persona.email.split('@')[0]}`,
          layout,
          name: persona.name,
          email: persona.email,
          phone,
          location: persona.location,
          jobs: persona.jobs,
          education: persona.education,
          skills: persona.skills,
          totalYears: totalYears(persona.jobs),
        },
      });
    }
  }
  return out;
}

/** Sidebar lists: one item per line. */
function splitList(line: CvLine): CvLine[] {
  return line.text.split(', ').map((text) => ({ text }));
}

/** The main column of a two-column page is narrower: shorten the bullet lines. */
function shorten(line: CvLine): CvLine {
  return line.text.startsWith('•') ? { ...line, text: line.text.slice(0, 48) } : line;
}
