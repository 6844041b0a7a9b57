import { describe, expect, it } from 'vitest';
import { detectColumns } from './columns';
import { findEmail, findLinks, findLocation, findName, findPhone } from './contact';
import { findDateRange, parseDate } from './dates';
import { fieldOfStudy, parseEducation } from './education';
import { parseExperience } from './experience';
import { parseLanguages } from './languages';
import { experienceLevelFor, titleShowsLeadership } from './levels';
import { cleanText } from './clean';
import { MAX_RUN, pageLines, splitLongRuns } from './lines';
import { parseResume } from './analyze';
import { headingKind, splitSections } from './sections';
import { matchListedSkills, skillTokens } from './skills';
import type { Line, PageText, TextItem } from './types';

const H = 842;
const item = (str: string, x: number, top: number, fontSize = 10, fontName = 'F1'): TextItem => ({
  str,
  x,
  y: H - top,
  width: str.length * fontSize * 0.5,
  fontSize,
  fontName,
});
const page = (items: TextItem[]): PageText => ({ width: 595, height: H, items });
/** Lines from plain strings, one per row, 14 pt apart (optionally with size or font per line). */
const lines = (...rows: (string | [string, number, string?])[]): Line[] =>
  pageLines(
    page(
      rows.map((row, index) =>
        typeof row === 'string'
          ? item(row, 50, 40 + index * 14)
          : item(row[0], 50, 40 + index * 14, row[1], row[2]),
      ),
    ),
    0,
  );

const SKILLS: Record<string, { id: string; name: string }> = {
  python: { id: 'python', name: 'Python Programming' },
  sql: { id: 'sql', name: 'SQL' },
  'power bi': { id: 'power-bi', name: 'Power BI' },
  excel: { id: 'excel', name: 'Microsoft Excel' },
  'distributed systems': { id: 'distributed-systems', name: 'Distributed Systems' },
  word: { id: 'word', name: 'Microsoft Word' },
  powerpoint: { id: 'powerpoint', name: 'PowerPoint' },
};
const findSkill = (name: string) => SKILLS[name.toLowerCase()] ?? null;

describe('lines', () => {
  it('joins items on one baseline, orders them left to right and splits at wide gaps', () => {
    const result = pageLines(
      page([
        item('Globex', 112, 100),
        item('Data', 50, 100.5),
        item('Analyst', 73, 100),
        item('2019 – 2021', 450, 100),
      ]),
      0,
    );
    expect(result).toHaveLength(1);
    expect(result[0]!.segments.map((segment) => segment.text)).toEqual([
      'Data Analyst Globex',
      '2019 – 2021',
    ]);
  });

  it('drops empty items and keeps separate rows apart', () => {
    const result = pageLines(page([item(' ', 50, 100), item('One', 50, 100), item('Two', 50, 114)]), 0);
    expect(result.map((line) => line.text)).toEqual(['One', 'Two']);
  });
});

describe('columns', () => {
  it('finds a sidebar and reads the left column before the right', () => {
    const items: TextItem[] = [item('Ada Example', 50, 30, 20)];
    for (let row = 0; row < 10; row += 1) {
      items.push(item(`Left column sentence number ${row} with words`, 40, 80 + row * 14));
      items.push(item(`Right side text line ${row} more words`, 330, 80 + row * 14));
    }
    const layout = detectColumns(pageLines(page(items), 0), 595);
    expect(layout.gutter).not.toBeNull();
    const texts = layout.lines.map((line) => line.text);
    expect(texts[0]).toBe('Ada Example');
    expect(texts.indexOf('Left column sentence number 9 with words')).toBeLessThan(
      texts.indexOf('Right side text line 0 more words'),
    );
  });

  it('keeps one column with right-aligned dates as one column', () => {
    const items: TextItem[] = [];
    for (let row = 0; row < 10; row += 1) {
      items.push(item(`• A long bullet describing work done in the role number ${row}`, 50, 80 + row * 28));
      items.push(item(`Role ${row} at Company`, 50, 94 + row * 28));
      items.push(item('Jan 2020 – Present', 480, 94 + row * 28));
    }
    expect(detectColumns(pageLines(page(items), 0), 595).gutter).toBeNull();
  });
});

describe('sections', () => {
  it('recognises headings in five languages, and styled keyword headings', () => {
    const all = lines(
      'Body text line that is long enough to be body',
      ['Werkervaring', 13],
      ['BERUFSERFAHRUNG', 10],
      ['Formation', 13],
      ['Habilidades', 13],
      ['Talen', 13],
      ['Computer Engineering Experience', 12],
      'Senior Engineer',
    );
    const kinds = all.map((line) => headingKind(line, 10, 'F1'));
    expect(kinds).toEqual([
      null,
      'experience',
      'experience',
      'education',
      'skills',
      'languages',
      'experience',
      null,
    ]);
  });

  it('puts lines before the first heading in the header', () => {
    const sections = splitSections(
      lines(['Ada Example', 20], 'ada@example.org', ['Education', 13], 'MSc Physics'),
    );
    expect(sections.map((section) => [section.kind, section.lines.length])).toEqual([
      ['header', 2],
      ['education', 1],
    ]);
  });
});

describe('dates', () => {
  it.each([
    ['09/2019 – heden', '2019-9', 'present'],
    ['Sep 2019 - Present', '2019-9', 'present'],
    ['2019–2021', '2019', '2021'],
    ['März 2018 bis Juni 2020', '2018-3', '2020-6'],
    ['janvier 2015 à aujourd’hui', '2015-1', 'present'],
    ['sept. 2020 – jun. 2021', '2020-9', '2021-6'],
    ['2018-02 to 2019-11', '2018-2', '2019-11'],
    ['desde 2019 hasta actualidad', '2019', 'present'],
  ])('%s', (text, start, end) => {
    const range = findDateRange(text)!;
    expect(`${range.start.year}${range.start.month ? `-${range.start.month}` : ''}`).toBe(start);
    const endText = range.current
      ? 'present'
      : `${range.end!.year}${range.end!.month ? `-${range.end!.month}` : ''}`;
    expect(endText).toBe(end);
  });

  it('parses single dates and rejects nonsense', () => {
    expect(parseDate('mei 2020')).toEqual({ year: 2020, month: 5 });
    expect(parseDate('13/2020')).toBeNull();
    expect(findDateRange('Reduced latency by 43%')).toBeNull();
  });
});

describe('contact', () => {
  const header = lines(
    ['Émilie van der Berg-Müller', 22],
    'Data Analyst',
    'emilie.vdberg@example.org | +31 (0)6 12 34 56 78 | 3511 AB Utrecht',
    'linkedin.com/in/emilie-vdb | github.com/emilievdb',
  );
  it('reads name, email, phone, location and links', () => {
    expect(findName(header, 10)?.value).toBe('Émilie van der Berg-Müller');
    expect(findEmail(header)?.value).toBe('emilie.vdberg@example.org');
    expect(findPhone(header)?.value).toBe('+31 (0)6 12 34 56 78');
    // The postcode is not part of the place (decision 0181).
    expect(findLocation(header)?.value).toBe('Utrecht');
    expect(findLinks(header).map((link) => link.kind)).toEqual(['linkedin', 'github']);
  });

  it.each([
    ['Tel: 06-12345678', '06-12345678'],
    ['Mobil: +49 170 1234567', '+49 170 1234567'],
    ['0049 30 1234 5678', '0049 30 1234 5678'],
    ['(312) 555-0142', '(312) 555-0142'],
    ['Tél. +33 6 12 34 56 78', '+33 6 12 34 56 78'],
  ])('phone %s', (text, expected) => {
    expect(findPhone(lines(text))?.value).toBe(expected);
  });

  it('does not take a date range for a phone number', () => {
    expect(findPhone(lines('2019 - 2021   2015 - 2019'))).toBeUndefined();
  });
});

describe('experience', () => {
  it('reads title-company lines with dates below', () => {
    const found = parseExperience(
      lines(
        'Software Engineer – Globex Systems LLC',
        'Jul 2023 - Present',
        '• Owned billing',
        'Data Analyst, Initech',
        '06/2021 – 06/2023',
      ),
    );
    expect(
      found.map((entry) => [entry.title.value, entry.company?.value, entry.start?.value, entry.end?.value]),
    ).toEqual([
      ['Software Engineer', 'Globex Systems LLC', '2023-07', undefined],
      ['Data Analyst', 'Initech', '2021-06', '2023-06'],
    ]);
    expect(found[0]!.current.value).toBe(true);
  });

  it('reads company-first and Dutch lines', () => {
    const found = parseExperience(
      lines(
        'Globex B.V.',
        'Medewerker klantenservice · 09/2019 – heden',
        '• Klanten geholpen',
        'Stagiair bij Initech',
        '2018–2019',
      ),
    );
    expect(found.map((entry) => [entry.title.value, entry.company?.value])).toEqual([
      ['Medewerker klantenservice', 'Globex B.V.'],
      ['Stagiair', 'Initech'],
    ]);
  });

  it('reads a date line followed by the role as a bullet', () => {
    const found = parseExperience(
      lines('Mar 2021 - Present', '• Staff Engineer, Globex Systems LLC', '• Led a migration'),
    );
    expect(found[0]?.title.value).toBe('Staff Engineer');
    expect(found[0]?.company?.value).toBe('Globex Systems LLC');
  });
});

describe('education', () => {
  it('reads degree, level, field, institution, year and GPA', () => {
    const found = parseEducation(
      lines('B.S. in Computer Science, Ridgemont State University', 'Aug 2017 - May 2021', 'GPA: 3.8/4.0'),
    );
    expect(found[0]).toMatchObject({
      degree: { value: 'B.S. in Computer Science' },
      level: { value: 'bachelors' },
      fieldOfStudy: { value: 'Computer Science' },
      institution: { value: 'Ridgemont State University' },
      graduationYear: { value: 2021 },
      gpa: { value: '3.8/4.0' },
    });
  });

  it('reads Dutch and German education', () => {
    const found = parseEducation(
      lines(
        'Universiteit Utrecht',
        'MSc Data Science',
        '2017 – 2019',
        'Gymnasium Am Kaiserdom',
        'Abitur, 2012',
      ),
    );
    expect(
      found.map((entry) => [entry.institution?.value, entry.level?.value, entry.graduationYear?.value]),
    ).toEqual([
      ['Universiteit Utrecht', 'masters', 2019],
      ['Gymnasium Am Kaiserdom', 'high-school', 2012],
    ]);
    expect(fieldOfStudy('Bachelor of Science in Computer Engineering')).toBe('Computer Engineering');
  });

  it('reads a British "BA (Hons)" without dots, and no master\'s in a US state (walk 0112)', () => {
    const found = parseEducation(
      lines('BA (Hons) Accounting and Finance', 'University of Salford — 2010 – 2013'),
    );
    expect(found[0]).toMatchObject({
      level: { value: 'bachelors' },
      fieldOfStudy: { value: 'Accounting and Finance' },
      institution: { value: 'University of Salford' },
      graduationYear: { value: 2013 },
    });
    const boston = parseEducation(lines('Boston University, Boston, MA 02215', 'B.S. in Biology, 2016'));
    expect(boston[0]?.level?.value).toBe('bachelors');
  });
});

describe('skills and languages', () => {
  it('splits lists, joins wrapped lines and matches the taxonomy', () => {
    const section = lines(
      'Tools: Python, SQL, Power BI, Excel, Microsoft Word/PowerPoint, Distributed',
      'Systems',
      'Fluent in Spanish',
      'Basket weaving',
    );
    expect(skillTokens(section)).toContain('Distributed Systems');
    const result = matchListedSkills(section, findSkill);
    expect(result.skills.map((skill) => skill.id)).toEqual([
      'python',
      'sql',
      'power-bi',
      'excel',
      'distributed-systems',
    ]);
    expect(result.unmatched).toEqual(['Microsoft Word/PowerPoint', 'Basket weaving']);
  });

  it('keeps a bracketed detail with its item and matches the skill named before it (walk 0112)', () => {
    const section = lines(
      'Microsoft Excel (advanced, Power Query)',
      'SQL',
      'Python (pandas)',
      'Sage 200, Xero',
    );
    expect(skillTokens(section)).toEqual([
      'Microsoft Excel (advanced, Power Query)',
      'SQL',
      'Python (pandas)',
      'Sage 200',
      'Xero',
    ]);
    const result = matchListedSkills(section, (name) =>
      name === 'Microsoft Excel' ? SKILLS.excel! : findSkill(name),
    );
    expect(result.skills.map((skill) => skill.id)).toEqual(['excel', 'sql', 'python']);
    expect(result.unmatched).toEqual(['Sage 200', 'Xero']);
    // The same item wrapped in a narrow sidebar after the comma.
    expect(skillTokens(lines('• Microsoft Excel (advanced,', 'Power Query)', '• SQL'))).toEqual([
      'Microsoft Excel (advanced, Power Query)',
      'SQL',
    ]);
  });

  it('reads languages with levels in several languages', () => {
    const found = parseLanguages(
      lines('Nederlands (moedertaal), Engels C1', 'Deutsch: fließend', 'Spanish - basic'),
    );
    expect(found.map((language) => [language.code, language.level])).toEqual([
      ['nl', 'native'],
      ['en', 'C1'],
      ['de', 'C1'],
      ['es', 'A2'],
    ]);
  });
});

describe('parseResume', () => {
  it('reads a whole CV into the contract, with total years and confidences', () => {
    const rows: [string, number][] = [
      ['Sanne de Vries', 20],
      ['sanne@example.org · +31 6 1234 5678 · Utrecht, Nederland', 10],
      ['Werkervaring', 13],
      ['Data Analist – Globex B.V.', 10],
      ['09/2019 – heden', 10],
      ['• Dashboards met Python en SQL voor het management', 10],
      ['Opleiding', 13],
      ['MSc Data Science – Universiteit Utrecht', 10],
      ['2017 – 2019', 10],
      ['Vaardigheden', 13],
      ['Python, SQL', 10],
    ];
    const { facts, layout } = parseResume(
      { pages: [page(rows.map(([text, size], index) => item(text, 50, 40 + index * 18, size)))] },
      { now: { year: 2025, month: 9 }, findSkill, skillNames: Object.keys(SKILLS) },
    );
    expect(layout.sections).toEqual(['header', 'experience', 'education', 'skills']);
    expect(facts.name?.value).toBe('Sanne de Vries');
    expect(facts.experience[0]).toMatchObject({
      title: { value: 'Data Analist' },
      company: { value: 'Globex B.V.' },
    });
    expect(facts.totalYears?.value).toBe(6.1);
    expect(experienceLevelFor(facts.totalYears!.value)).toBe('mid');
    expect(facts.skills.map((skill) => [skill.id, skill.source])).toEqual([
      ['python', 'listed'],
      ['sql', 'listed'],
    ]);
    for (const confidence of [facts.name!.confidence, facts.email!.confidence, facts.phone!.confidence])
      expect(confidence).toBeGreaterThan(0.8);
  });

  it('returns an empty analysis for empty input', () => {
    const { facts } = parseResume({ pages: [page([])] }, { now: { year: 2025 } });
    expect(facts.name).toBeUndefined();
    expect(facts.experience).toEqual([]);
  });
});

describe('hostile text layers (issue 13)', () => {
  it('removes control, private-use and lone surrogate characters, keeping real text and emoji', () => {
    expect(cleanText('Sa\u0000nne\u0007 de\uE000 Vries\uD800 \uDC00x \u{F0001}y \u{1F600}\tz')).toBe(
      'Sanne de Vries x y \u{1F600} z',
    );
    expect(cleanText('Ærø – Zoë Łódź 東京')).toBe('Ærø – Zoë Łódź 東京');
  });

  it('never lets such characters into the facts', () => {
    const rows = [
      'Sanne\u0000 de Vries',
      'sanne@example.org\uE000',
      'Werkervaring',
      'Data Analist\uD800 – Globex',
    ];
    const { facts } = parseResume(
      { pages: [page(rows.map((text, index) => item(text, 50, 40 + index * 18, index === 0 ? 20 : 10)))] },
      { now: { year: 2025 } },
    );
    const stored = JSON.stringify(facts);
    expect(stored).not.toMatch(/\\u0000|\\ud800|\uE000/i);
    expect(facts.name?.value).toBe('Sanne de Vries');
    expect(facts.email?.value).toBe('sanne@example.org');
  });

  it('splits runs without spaces longer than any word', () => {
    const text = splitLongRuns('a'.repeat(250) + ' ok');
    expect(text.split(' ').map((word) => word.length)).toEqual([MAX_RUN, MAX_RUN, 50, 2]);
    expect(splitLongRuns('short words stay')).toBe('short words stay');
  });

  it('reads 5,000 pieces at one position as one bounded line (the old reader stalled for seconds)', () => {
    const items = Array.from({ length: 5000 }, () => item('Engineer', 50, 100));
    const { facts, layout } = parseResume(
      { pages: [page(items)] },
      { now: { year: 2025 }, findSkill, skillNames: Object.keys(SKILLS) },
    );
    expect(layout.lines).toBe(1);
    expect(facts.email).toBeUndefined();
    const { lines } = { lines: pageLines(page(items), 0) };
    expect(Math.max(...lines[0]!.text.split(' ').map((word) => word.length))).toBeLessThanOrEqual(MAX_RUN);
  });
});

describe('layouts made by other tools (issue 18)', () => {
  it('opens sections at gutter headings beside their first entry, not as a left column', () => {
    const heading = (text: string, x: number, top: number) => item(text, x, top, 20, 'Bold');
    const body = (text: string, top: number, size = 10) => item(text, 183, top, size, 'Body');
    const { facts, layout } = parseResume(
      {
        pages: [
          page([
            body('Sanne van den Berg', 40, 30),
            body('sanne@example.org', 70),
            heading('Work', 114, 120),
            body('Senior Data Analist', 120, 16),
            body('Zorgdata B.V.', 140),
            body('Mar 2021 – Present', 155),
            body('Rapportages voor 40 ziekenhuizen.', 170),
            heading('Education', 70, 220),
            body('Universiteit Utrecht', 220, 16),
            body('Master in Data Science', 240),
            body('Sep 2016 – Jul 2018', 255),
            heading('Skills', 114, 300),
            item('Python', 189, 320, 10, 'Body'),
            item('SQL', 240, 320, 10, 'Body'),
            item('Power BI', 280, 320, 10, 'Body'),
          ]),
        ],
      },
      { now: { year: 2025 }, findSkill, skillNames: Object.keys(SKILLS) },
    );
    expect(layout.multiColumnPages).toBe(0);
    expect(layout.sections).toEqual(['header', 'experience', 'education', 'skills']);
    expect(facts.experience[0]).toMatchObject({
      title: { value: 'Senior Data Analist' },
      company: { value: 'Zorgdata B.V.' },
    });
    expect(facts.skills.map((skill) => skill.id)).toEqual(expect.arrayContaining(['python', 'sql']));
  });

  it('drops HTML tags a generator printed literally', () => {
    const [line] = pageLines(page([item('<p>Backend-Entwickler in Berlin</p>', 50, 100)]), 0);
    expect(line!.text).toBe('Backend-Entwickler in Berlin');
  });

  it('reads letter-spaced headings and "Title at Company" lines', () => {
    const found = splitSections(
      lines(
        'Sanne van den Berg',
        ['W O R K E X P E R I E N C E', 9, 'Caps'],
        'Senior Data Analist at Zorgdata B.V.   Mar 2021 - Current',
        ['E D U C AT I O N', 9, 'Caps'],
        'Master Data Science at Universiteit Utrecht   Sept 2016 - Jul 2018',
      ),
    );
    expect(found.map((section) => section.kind)).toEqual(['header', 'experience', 'education']);
    expect(found[1]!.heading).toBe('WORKEXPERIENCE');
    expect(parseExperience(found[1]!.lines)[0]).toMatchObject({
      title: { value: 'Senior Data Analist' },
      company: { value: 'Zorgdata B.V.' },
      start: { value: '2021-03' },
    });
  });

  it('keeps a heading word set smaller than the headings inside its section (a sub-heading)', () => {
    const found = splitSections(
      lines(
        ['Work', 19, 'H'],
        ['Marketing Manager', 10, 'B'],
        'Jan 2020 - Present',
        ['Highlights', 13, 'H'],
        '• Grew online sales by 35%',
        ['Education', 19, 'H'],
        'University of Leeds',
        ['Skills', 19, 'H'],
        'SEO',
      ),
    );
    expect(found.map((section) => section.kind)).toEqual(['header', 'experience', 'education', 'skills']);
    expect(found[1]!.lines.map((line) => line.text)).toContain('Highlights');
    expect(parseExperience(found[1]!.lines)).toHaveLength(1);
  });

  it('finds the city in addresses with postcodes, regions and country codes', () => {
    expect(findLocation(lines('Oudegracht 112, 3511 AX, Utrecht, Utrecht (NL)'))?.value).toBe('Utrecht, NL');
    expect(findLocation(lines('Friedrichstraße 45, Berlin, Berlin, DE,', '10117'))?.value).toBe('Berlin, DE');
    expect(findLocation(lines('Berlin, (DE)'))?.value).toBe('Berlin, DE');
    // A sidebar block without commas, after the summary.
    const sidebar = lines('Coolsingel 40 Rotterdam', 'Zuid-Holland 3011 AD', 'NL', 'ozlem@example.nl');
    expect(findLocation([], sidebar)?.value).toBe('Rotterdam, NL');
    expect(findLocation([], lines("12 King's Road London", 'England SW3 4RP GB'))?.value).toBe('London, GB');
    // Languages and dates are not places.
    expect(findLocation(lines('Nederlands, Engels'))).toBeUndefined();
    expect(findLocation([], lines('Sep, 2016 — Jul, 2018'))).toBeUndefined();
  });

  it('splits tags drawn as boxes into skills and skips larger group headings', () => {
    const tags = pageLines(
      page([
        item('Sprachen', 76, 100, 10.5, 'B'),
        item('Java', 80, 120, 9.4, 'B'),
        item('Kotlin', 112, 120, 9.4, 'B'),
        item('Betrieb', 76, 140, 10.5, 'B'),
        item('Kubernetes', 80, 160, 9.4, 'B'),
        item('Docker', 152, 160, 9.4, 'B'),
      ]),
      0,
    );
    expect(skillTokens(tags)).toEqual(['Java', 'Kotlin', 'Kubernetes', 'Docker']);
  });

  it('reads a sidebar beside a main column, with a name set at the top of the page across both', () => {
    const side = (text: string, top: number) => item(text, 25, top, 9, 'S');
    const main = (text: string, top: number, size = 9) => item(text, 160, top, size, 'M');
    const { facts, layout } = parseResume(
      {
        pages: [
          page([
            item('Sanne van den Berg', 25, 60, 30, 'N'),
            side('About', 110),
            side('Oudegracht 112 Utrecht', 130),
            side('Utrecht 3511 AX NL', 142),
            side('sanne@example.org', 156),
            side('+31 6 1234 5678', 170),
            side('Tools', 300),
            side('Excel', 320),
            side('Git', 340),
            main('Summary', 110, 10.5),
            main('Data-analist met zes jaar ervaring in dashboards.', 130),
            main('Experience', 160, 10.5),
            main('Senior Data Analist', 180),
            main('03/2021 - Present', 195),
            main('Rapportages voor 40 ziekenhuizen.', 210),
            main('Education', 300, 10.5),
            main('Universiteit Utrecht', 320),
            main('Master Data Science', 335),
          ]),
        ],
      },
      { now: { year: 2025 } },
    );
    expect(layout.multiColumnPages).toBe(1);
    expect(facts.name?.value).toBe('Sanne van den Berg');
    expect(facts.location?.value).toBe('Utrecht, NL');
    expect(facts.experience[0]?.title.value).toBe('Senior Data Analist');
    // A sentence is a description, not the company.
    expect(facts.experience[0]?.company).toBeUndefined();
  });

  it('joins an e-mail address wrapped in a narrow sidebar', () => {
    expect(findEmail(lines('sanne.vandenberg@exa', 'mple.org'))?.value).toBe('sanne.vandenberg@example.org');
    expect(findEmail(lines('ozlem.yilmaz@example.', 'nl'))?.value).toBe('ozlem.yilmaz@example.nl');
    expect(findEmail(lines('jan@example.com', 'Amsterdam'))?.value).toBe('jan@example.com');
  });

  it('reads "Degree at Institution" and a school named without an institution word', () => {
    const [atEntry] = parseEducation(
      lines('Master Data Science at Universiteit Utrecht   Sept 2016 - Jul 2018'),
    );
    expect(atEntry).toMatchObject({
      institution: { value: 'Universiteit Utrecht' },
      level: { value: 'masters' },
      graduationYear: { value: 2018 },
    });
    const [named] = parseEducation(lines('Noorderpoort   Sep, 2012 — Jun, 2015', 'Timmeren', 'MBO'));
    expect(named?.institution?.value).toBe('Noorderpoort');
    const [listed] = parseEducation(lines('Timmeren, MBO, Noorderpoort', 'Sep, 2012 - Jun, 2015'));
    expect(listed?.institution?.value).toBe('Noorderpoort');
  });

  it('reads a name set over two lines in capitals, as sidebar templates do, in the case people write it (walk W18)', () => {
    const all = lines(['AISHA', 22], ['RAHMAN', 22], 'Senior Accountant', 'London, United Kingdom');
    expect(findName(all, 9, all)?.value).toBe('Aisha Rahman');
    // A second line in another size, or a job title under the name, is not part of it.
    const titled = lines(['Sanne', 22], ['Developer', 22], 'Utrecht');
    expect(findName(titled, 9, titled)?.value).toBe('Sanne');
    const smaller = lines(['Sanne', 22], ['Berg', 11], 'Utrecht');
    expect(findName(smaller, 9, smaller)?.value).toBe('Sanne');
    // Capitals in a name written in mixed case stay as they are.
    const mixed = lines(['Ronan McDONALD', 22], 'Dublin');
    expect(findName(mixed, 9, mixed)?.value).toBe('Ronan McDONALD');
    const shouted = lines(["SEÁN O'BRIEN-DE JONG", 22], 'Dublin');
    expect(findName(shouted, 9, shouted)?.value).toBe("Seán O'Brien-De Jong");
  });

  it('finds a large name at the top of the page when a sidebar is read first, never a heading or a country', () => {
    const all = lines(
      ['Sanne van den Berg', 24],
      'Contact',
      'Oudegracht 112',
      ['Vaardigheden', 13],
      'Python',
    );
    const header = all.slice(1, 3);
    expect(findName(header, 9, all)?.value).toBe('Sanne van den Berg');
    expect(findName(lines(['Vaardigheden', 13], ['United Kingdom', 13]), 9)).toBeUndefined();
    expect(findEmail(lines('sanne.vandenberg@example.or', 'g'))?.value).toBe('sanne.vandenberg@example.org');
  });

  it('opens a section at a line set exactly like the headings ("Data" above a group of tags)', () => {
    const found = splitSections(
      lines(
        ['About', 10.5, 'H'],
        'Oudegracht 112 Utrecht',
        ['Data', 10.5, 'H'],
        'Python',
        'SQL',
        ['Tools', 10.5, 'H'],
        'Excel',
        ['Languages', 10.5, 'H'],
        'Engels (C1)',
      ),
    );
    expect(found.map((section) => [section.kind, section.heading])).toEqual([
      ['header', ''],
      ['summary', 'About'],
      ['other', 'Data'],
      ['skills', 'Tools'],
      ['languages', 'Languages'],
    ]);
  });
});

describe('experience level from CV years (walk F2)', () => {
  it('maps 10+ years to senior unless a job title shows leadership', () => {
    expect(experienceLevelFor(15.9)).toBe('senior');
    expect(experienceLevelFor(15.9, false)).toBe('senior');
    expect(experienceLevelFor(15.9, true)).toBe('lead');
    expect(experienceLevelFor(8, true)).toBe('senior');
  });

  it('reads leadership from job titles in English and Dutch, not from an ordinary title', () => {
    expect(titleShowsLeadership('Verpleegkundige')).toBe(false);
    expect(titleShowsLeadership('Software Engineer')).toBe(false);
    expect(titleShowsLeadership('Teamleider verpleging')).toBe(true);
    expect(titleShowsLeadership('Head of Nursing')).toBe(true);
    expect(titleShowsLeadership('Engineering Manager')).toBe(true);
  });
});

describe("new users' CVs (decision 0085)", () => {
  const read = (rows: [string, number][], now = { year: 2026, month: 11 }) =>
    parseResume(
      { pages: [page(rows.map(([text, size], index) => item(text, 50, 40 + index * 18, size)))] },
      { now, findSkill, skillNames: Object.keys(SKILLS) },
    ).facts;

  it('reads a name with an initial and a particle the old word list refused', () => {
    const header = lines(['João P. dos Santos', 22], 'Data Analyst', 'Rotterdam, Netherlands');
    expect(findName(header, 10)?.value).toBe('João P. dos Santos');
    const shouted = lines(['PIETER J. VAN DER MEER', 22], 'Docent wiskunde');
    expect(findName(shouted, 10)?.value).toBe('Pieter J. van der Meer');
  });

  it('counts a part-time job by its share of a full-time week, from the title or the note under it', () => {
    const facts = read([
      ['Ana M. Costa', 20],
      ['Experience', 13],
      ['English Teacher (part-time)', 10],
      ['Escola Secundária de Camões', 10],
      ['Sep 2018 – Present', 10],
      ['Language Tutor', 10],
      ['Lisbon Language Centre', 10],
      ['Jan 2015 – Aug 2018', 10],
      ['Research Assistant', 10],
      ['Universidade de Lisboa', 10],
      ['Sep 2012 – Aug 2014', 10],
      ['• 0.4 FTE alongside my master’s degree.', 10],
    ]);
    expect(facts.experience.map((job) => [job.title.value, job.fte?.value])).toEqual([
      ['English Teacher', 0.5],
      ['Language Tutor', undefined],
      ['Research Assistant', 0.4],
    ]);
    // 99 months at half + 44 full months + 24 months at 0.4: 103.1 months, not 167.
    expect(facts.totalYears?.value).toBe(8.6);
  });

  it('counts two part-time jobs at once as one full month, never more', () => {
    const facts = read([
      ['Sanne de Vries', 20],
      ['Werkervaring', 13],
      ['Docent wiskunde', 10],
      ['Christelijk Lyceum Zeist', 10],
      ['08/2024 – heden', 10],
      ['Deeltijd, 20 uur per week.', 10],
      ['Bijlesdocent', 10],
      ['Studiebegeleiding Midden', 10],
      ['08/2024 – heden', 10],
      ['Parttime, 24 uur per week.', 10],
    ]);
    expect(facts.experience.map((job) => job.fte?.value)).toEqual([0.5, 0.6]);
    expect(facts.totalYears?.value).toBe(2.3);
  });

  it('does not read a part-time note under a job as the home address', () => {
    const all = lines(
      'Ana M. Costa',
      'Sep, 2018 —',
      'English Teacher',
      'Part-time post, 20 hrs/week: years 7 to 9.',
    );
    expect(findLocation(all.slice(0, 1), all)).toBeUndefined();
  });

  it('reads an open-ended period as still running', () => {
    const facts = read([
      ['Ana Costa', 20],
      ['Experience', 13],
      ['Sep, 2018 —', 10],
      ['English Teacher', 10],
    ]);
    expect(facts.experience[0]?.current.value).toBe(true);
  });

  it('reads languages in a skills group, a tag grid, beside the contact details and in sentences', () => {
    expect(
      parseLanguages(lines('Native Portuguese Fluent in Spanish English C2')).map((l) => [l.code, l.level]),
    ).toEqual([
      ['pt', 'native'],
      ['es', 'C1'],
      ['en', 'C2'],
    ]);
    expect(
      parseLanguages(lines('Portuguese   Spanish   English', 'Native   Fluent   Fluent')).map((l) => l.code),
    ).toEqual(['pt', 'es', 'en']);
    expect(
      parseLanguages(lines('Vloeiend Engels', 'Spanish (fluent)')).map((l) => [l.code, l.level]),
    ).toEqual([
      ['en', 'C1'],
      ['es', 'C1'],
    ]);
    const facts = read([
      ['Ana Costa', 20],
      ['ana@example.pt', 10],
      ['Portuguese, Spanish', 10],
      ['Profile', 13],
      ['English teacher, fluent in French and Italian.', 10],
      ['Skills', 13],
      ['Languages', 10],
      ['Native Portuguese, Vloeiend Engels', 10],
    ]);
    expect(facts.languages.map((l) => [l.code, l.level])).toEqual([
      ['pt', 'native'],
      ['en', 'C1'],
      ['es', undefined],
      ['fr', 'C1'],
      ['it', 'C1'],
    ]);
  });
});

describe('title and employer, levels on the next row (decision 0095)', () => {
  /** Rows with an x position each: [text, x, top] (several on one top make a grid row). */
  const grid = (...cells: [string, number, number][]): Line[] =>
    pageLines(page(cells.map(([text, x, top]) => item(text, x, top))), 0);

  it('reads trades and professions written as one word, and a firm named "X & Partner", the right way round', () => {
    const found = parseExperience(
      lines(
        'Steuerberatung Vogt & Partner',
        'Lohnbuchhalterin',
        '03/2019 – heute',
        '• Lohnabrechnungen für 60 Mandanten',
        'Amsterdam UMC',
        'OK-verpleegkundige',
        '2016 – 2019',
        '• Anesthesie en recovery',
        'Dakdekkersbedrijf Smit',
        'Leerling-dakdekker',
        '2014 – 2016',
      ),
    );
    expect(found.map((entry) => [entry.title.value, entry.company?.value])).toEqual([
      ['Lohnbuchhalterin', 'Steuerberatung Vogt & Partner'],
      ['OK-verpleegkundige', 'Amsterdam UMC'],
      ['Leerling-dakdekker', 'Dakdekkersbedrijf Smit'],
    ]);
  });

  it('reads an entry with no telling words in the order the other entries of the section use', () => {
    const found = parseExperience(
      lines(
        'Globex Systems B.V.',
        'Data Analyst',
        '2020 – 2023',
        '• Dashboards for sales',
        'Bakkerij de Wit',
        'Verkoper',
        '2018 – 2020',
        '• Stood at the counter',
        'Hendriks',
        'Bezorger',
        '2016 – 2018',
      ),
    );
    expect(found.map((entry) => [entry.title.value, entry.company?.value])).toEqual([
      ['Data Analyst', 'Globex Systems B.V.'],
      ['Verkoper', 'Bakkerij de Wit'],
      ['Bezorger', 'Hendriks'],
    ]);
  });

  it('keeps a partner’s title when it is one', () => {
    expect(parseExperience(lines('Partner', 'Van Dijk Advocaten', '2015 – 2020'))[0]?.title.value).toBe(
      'Partner',
    );
  });

  it('reads a level printed on the row under its language, in English and Dutch', () => {
    expect(parseLanguages(lines('Dutch', 'Native', 'English', 'Fluent', 'German', 'Basic'))).toEqual([
      expect.objectContaining({ code: 'nl', level: 'native' }),
      expect.objectContaining({ code: 'en', level: 'C1' }),
      expect.objectContaining({ code: 'de', level: 'A2' }),
    ]);
    expect(parseLanguages(lines('Spaans', 'Goed', 'Frans', 'Niveau B1'))).toEqual([
      expect.objectContaining({ code: 'es', level: 'B2' }),
      expect.objectContaining({ code: 'fr', level: 'B1' }),
    ]);
    expect(parseLanguages(lines('Italian', 'Full professional proficiency'))).toEqual([
      expect.objectContaining({ code: 'it', level: 'C1' }),
    ]);
  });

  it('reads a grid of language names over a row of levels, each level under its language', () => {
    const found = parseLanguages(
      grid(
        ['Nederlands', 50, 40],
        ['Engels', 200, 40],
        ['Duits', 350, 40],
        ['Moedertaal', 50, 54],
        ['C1', 200, 54],
        ['A2', 350, 54],
      ),
    );
    expect(found.map((language) => [language.code, language.level])).toEqual([
      ['nl', 'native'],
      ['en', 'C1'],
      ['de', 'A2'],
    ]);
  });

  it('does not take a line of text under a language for its level', () => {
    const found = parseLanguages(lines('English', 'Good communicator with clients and suppliers'));
    expect(found).toEqual([expect.objectContaining({ code: 'en' })]);
    expect(found[0]!.level).toBeUndefined();
  });
});

describe('skill groups a template sets in several fonts (decision 0095)', () => {
  const read = (rows: [string, number, string][]) =>
    parseResume(
      { pages: [page(rows.map(([text, size, font], index) => item(text, 50, 40 + index * 16, size, font)))] },
      { now: { year: 2026, month: 11 }, findSkill, skillNames: Object.keys(SKILLS) },
    ).facts;

  it('reads a group heading set in another font resource of the headings’ size, and a group beside it', () => {
    const facts = read([
      ['Lotte Bakker', 24, 'N'],
      ['About', 11, 'H1'],
      ['lotte@example.nl', 9, 'B'],
      ['Analyse', 11, 'H2'],
      ['Python', 9, 'B'],
      ['SQL', 9, 'B'],
      ['Zorgadministratie', 11, 'H3'],
      ['Declaraties', 9, 'B'],
      ['Roosters', 9, 'B'],
      ['Tools', 11, 'H1'],
      ['Excel', 9, 'B'],
      ['Languages', 11, 'H1'],
      ['Nederlands (moedertaal)', 9, 'B'],
      ['Experience', 11, 'H1'],
      ['Data Analyst', 9, 'B'],
      ['Globex B.V.', 9, 'B'],
      ['2020 – 2024', 9, 'B'],
    ]);
    expect(facts.skills.filter((skill) => skill.source !== 'inferred').map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Python Programming', 'SQL', 'Microsoft Excel']),
    );
    expect(facts.unmatchedSkills).toEqual(expect.arrayContaining(['Declaraties', 'Roosters']));
  });

  it('reads "Sprachen" under "Skills" as programming languages when it names no spoken language', () => {
    const facts = read([
      ['Jonas Keller', 24, 'N'],
      ['Skills', 12, 'H'],
      ['Sprachen', 11.5, 'H'],
      ['Python · SQL', 10, 'B'],
      ['Experience', 12, 'H'],
      ['Data Analyst', 10, 'B'],
      ['Globex GmbH', 10, 'B'],
      ['2020 – 2024', 10, 'B'],
      ['Languages', 12, 'H'],
      ['Deutsch (Muttersprache)', 10, 'B'],
    ]);
    expect(facts.skills.filter((skill) => skill.source !== 'inferred').map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Python Programming', 'SQL']),
    );
    expect(facts.languages?.map((language) => language.code)).toEqual(['de']);
  });
});
