import { describe, expect, it } from 'vitest';
import { PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { emptyAnswers } from '../contracts/onboarding';
import { parseResume } from '../resume/analyze';
import { experienceLevelFor } from '../resume/levels';
import type { PageText } from '../resume/types';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0161 (walk leftovers): a student's side jobs do not make her a medior, and a nurse who entered no education
 * is not predicted a nurse practitioner (a master's role) as if she had one. The people are answers as the wizard
 * stores them (a CV read as the API reads it, its years confirmed as the resume step does), sent through
 * mapAnswersToRequest and the engine's public entry.
 */
const person = personMaker();
const base = emptyAnswers();

/** A one-page CV from its lines, read as the resume route reads an upload (the reader is the same). */
function readCv(rows: [string, number][]) {
  const H = 842;
  const page: PageText = {
    width: 595,
    height: H,
    items: rows.map(([str, size], i) => ({
      str,
      x: 50,
      y: H - (40 + i * 18),
      width: str.length * size * 0.5,
      fontSize: size,
      fontName: 'F1',
    })),
  };
  return parseResume({ pages: [page] }, { now: { year: 2026, month: 3 } }).facts;
}

/** Walk W1: a final-year student with three side jobs since 2019 (a CV from 2026). */
const studentCv: [string, number][] = [
  ['Lotte Jansen', 20],
  ['Utrecht, Nederland', 10],
  ['Werkervaring', 13],
  ['Werkstudent Data', 10],
  ['Rabobank', 10],
  ['09/2023 – heden', 10],
  ['Kassamedewerker', 10],
  ['Albert Heijn', 10],
  ['06/2019 – 08/2023', 10],
  ['Bijles wiskunde', 10],
  ['Studiebegeleiding Utrecht', 10],
  ['09/2021 – 06/2022', 10],
  ['Opleiding', 13],
  ['BSc Informatica, Universiteit Utrecht', 10],
  ['09/2021 – heden', 10],
  ['VWO, Christelijk Lyceum Zeist', 10],
  ['2015 – 2021', 10],
];

describe('decision 0161: side jobs and jobs while studying count partly toward the level (walk W1)', () => {
  it("the student's seven years of side jobs count as about two, so she is not placed at mid (medior)", () => {
    const facts = readCv(studentCv);
    // Was 6.8 years (06/2019 to 03/2026, every month full): mid.
    expect(facts.totalYears!.value).toBeLessThan(4);
    expect(facts.experience.every((job) => job.whileStudying)).toBe(true);
    const level = experienceLevelFor(facts.totalYears!.value);
    expect(['entry', 'junior']).toContain(level);

    // The resume step confirms the years into the experience level; the analysis follows it.
    const student = person({
      userType: 'student',
      careerStatus: 'exploring',
      careerGoals: ['technical-mastery'],
      locationPreferences: ['current'],
      personalInfo: { location: 'Utrecht, Nederland' },
      skills: ['Python', 'SQL', 'Java'],
      educationBackground: {
        ...base.educationBackground,
        level: 'bachelors',
        fieldOfStudy: 'Informatica',
        graduationYear: '2026',
      },
      experienceLevel: level,
      industries: ['technology'],
      resumeUploaded: true,
    });
    const r = analyse(student, { resume: facts });
    expect(['entry', 'junior']).toContain(r.predictions['0-3'].career.level);
    expect(r.careerPath[0]!.title).not.toMatch(/medior|mid/i);
  });

  it('a job after the study counts in full, and work beside a part-time study counts as work', () => {
    const after = readCv([
      ['Sam de Boer', 20],
      ['Experience', 13],
      ['Software Engineer', 10],
      ['Globex', 10],
      ['09/2019 – 03/2026', 10],
      ['Education', 13],
      ['BSc Computer Science, University of Amsterdam', 10],
      ['09/2015 – 07/2019', 10],
    ]);
    expect(after.totalYears!.value).toBeCloseTo(6.6, 1);
    expect(after.experience[0]!.whileStudying).toBeUndefined();

    const evening = readCv([
      ['Sam de Boer', 20],
      ['Experience', 13],
      ['Software Engineer', 10],
      ['Globex', 10],
      ['09/2019 – 03/2026', 10],
      ['Education', 13],
      ['MSc Computer Science (part-time), Open Universiteit', 10],
      ['09/2022 – 03/2026', 10],
    ]);
    expect(evening.totalYears!.value).toBeCloseTo(6.6, 1);
  });
});

/** A mid-level nurse who skipped the education step (walk leftover): her skills and sector only. */
const nurse = (level: 'mid' | 'senior', location: string, education = base.educationBackground) =>
  person({
    userType: 'professional',
    personalInfo: { location },
    skills: ['Patient Care', 'Nursing', 'Clinical Assessment', 'Medication Administration'],
    educationBackground: education,
    experienceLevel: level,
    industries: ['healthcare'],
    careerGoals: ['technical-mastery'],
    locationPreferences: ['current'],
  });

describe("decision 0161: no master's role as if the person had the degree (nurse practitioner)", () => {
  for (const location of ['Utrecht, Nederland', 'Manchester, United Kingdom', 'Chicago, United States'])
    it(`a mid-level nurse in ${location} with no education is a nurse now; a nurse practitioner later says what it asks`, () => {
      for (const locale of ['en', 'nl'] as const) {
        const r = analyse(nurse('mid', location), { locale });
        // Was: Nurse Practitioner in years 0-3.
        expect(r.predictions['0-3'].career.roleId).toBe('registered-nurse');
        for (const [i, t] of PREDICTION_TIMEFRAMES.entries()) {
          if (r.predictions[t].career.roleId !== 'nurse-practitioner') continue;
          const notes = r.careerPath[i]!.notes ?? [];
          const said = notes.find((n) => n.code === 'path.degree-unknown');
          expect(said?.text).toBe(
            locale === 'nl'
              ? 'Deze functie vraagt meestal een master. Je hebt geen opleiding ingevuld: heb je die niet, dan hoort die opleiding bij deze stap.'
              : "This role usually asks for a master's degree. You entered no education: if you do not have it, that study is part of this step.",
          );
        }
      }
    });

  it("a nurse with a bachelor's keeps the known-degree note; one who names the role as her goal is still offered it", () => {
    const withBachelor = analyse(
      nurse('senior', 'Utrecht, Nederland', {
        ...base.educationBackground,
        level: 'bachelors',
        fieldOfStudy: 'Verpleegkunde',
      }),
    );
    expect(withBachelor.predictions['0-3'].career.roleId).toBe('registered-nurse');
    const np = PREDICTION_TIMEFRAMES.findIndex(
      (t) => withBachelor.predictions[t].career.roleId === 'nurse-practitioner',
    );
    if (np >= 0) expect(withBachelor.careerPath[np]!.notes?.map((n) => n.code)).toContain('path.degree');

    const named = analyse(
      person({
        ...nurse('mid', 'Utrecht, Nederland'),
        careerGoalsText: 'I want to become a nurse practitioner',
      }),
    );
    expect(PREDICTION_TIMEFRAMES.map((t) => named.predictions[t].career.roleId)).toContain(
      'nurse-practitioner',
    );
  });
});
