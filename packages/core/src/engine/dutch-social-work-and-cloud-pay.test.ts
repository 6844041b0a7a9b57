import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../contracts/enums';
import { emptyAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { roleSalaryInCity } from '../datasets/roles';
import { sourceParts } from '../text/sources';
import { analyse, personMaker } from './test-people';

/**
 * Decision 0242. W607 (walk 0601): a starting social worker in the Netherlands was priced below the Cao Sociaal Werk's
 * scale 8 start. Worked out by hand from the agreement:
 * - the hourly table of 1 July 2024, scale 8 start 21.04 EUR, x 1.035 (the 3.5% of 1 October 2025) = 21.7764 -> 21.78;
 * - a year: 21.78 x 36 hours x 52 weeks = 40,772.16, x 1.08 holiday pay = 44,033.93, x 1.084 (8.3% year-end payment
 *   and 0.1%, both on pay and holiday pay) = 47,732.78 EUR, shown as 47,500 (the walk's 37,500 and main's CBS estimate
 *   of 44,500 lie below it);
 * - lead, scale 9 step 8: 28.02 x 1.035 = 29.0007 -> 29.00; x 1,872 x 1.08 x 1.084 = 63,554.93 -> 63,500.
 * The cloud architect (Tomasz's path, found while merging walk 0601): CBS group 0812 (database and network
 * specialists, 75th percentile 34.7 EUR) put a senior backend developer's next step at 84,500 EUR after 93,000 (0811's
 * 38.2 EUR x 2,432.4); ESCO v1.2 places the cloud architect in ISCO-08 2512, whose CBS group is 0811.
 */
const pay = (roleId: string, level: (typeof EXPERIENCE_LEVELS)[number], city: string) => {
  const f = roleSalaryInCity(roleId, level, city);
  if (!f) throw new Error(`no pay for ${roleId} in ${city}`);
  return f;
};

describe('W607: a Dutch social worker is paid on the Cao Sociaal Werk', () => {
  it('starts at scale 8 with holiday pay and the year-end payment, official, of 2025', () => {
    const start = 21.04 * 1.035;
    expect(Math.round(start * 100) / 100).toBe(21.78);
    const byHand = 21.78 * 36 * 52 * 1.08 * 1.084;
    const entry = pay('social-worker', 'entry', 'rotterdam');
    expect(Math.abs(entry.value - byHand)).toBeLessThanOrEqual(250);
    expect(entry.value).toBe(47500);
    expect(entry.basis).toBe('official');
    expect(entry.year).toBe(2025);
    expect(entry.source).toMatch(/^Cao Sociaal Werk, .*scale 8 start.*\+3\.5% from 1 October 2025/);
    expect(entry.note).toMatch(
      /Entry: 21\.04 EUR x 1\.035 = 21\.78 EUR an hour x 36 hours x 52 weeks x 1\.08 x 1\.084 = 47733 EUR\./,
    );
    // Above what the walk measured against: the scale's start with holiday pay alone (about 42,500).
    expect(entry.value).toBeGreaterThan(21.04 * 36 * 52 * 1.08);
  });

  it('goes up the scale by level, the same in every Dutch city', () => {
    const levels = EXPERIENCE_LEVELS.map((l) => pay('social-worker', l, 'rotterdam'));
    expect(levels.map((f) => f.value)).toEqual([47500, 50500, 55000, 59000, 63500]);
    expect(levels.every((f) => f.basis === 'official')).toBe(true);
    for (const city of ['amsterdam', 'utrecht', 'eindhoven'])
      expect(EXPERIENCE_LEVELS.map((l) => pay('social-worker', l, city).value)).toEqual(
        levels.map((f) => f.value),
      );
  });

  it('says its source and the sum in Dutch', () => {
    const entry = pay('social-worker', 'entry', 'amsterdam');
    const source = sourceParts(entry.source, 'nl')
      .map((p) => p.text)
      .join('');
    expect(source).toMatch(/salaristabel per uur van 1 juli 2024, schaal 8 aanvangstrede/);
    expect(source).toMatch(/\+3,5% vanaf 1 oktober 2025/);
    const note = sourceParts(entry.note!, 'nl')
      .map((p) => p.text)
      .join('');
    expect(note).toMatch(
      /Instap: 21,04 EUR x 1,035 = 21,78 EUR per uur x 36 uur x 52 weken x 1,08 x 1,084 = 47733 EUR\./,
    );
    expect(note).not.toMatch(/Entry:|holiday pay/);
  });
});

describe('the cloud architect in the Netherlands is priced with the software developers (BRC 0811)', () => {
  for (const city of ['eindhoven', 'amsterdam'])
    it(`in ${city}: no level of cloud architect pays less than a backend developer's`, () => {
      for (const level of EXPERIENCE_LEVELS)
        expect(pay('cloud-architect', level, city).value).toBeGreaterThanOrEqual(
          pay('backend-developer', level, city).value,
        );
      const senior = pay('cloud-architect', 'senior', city);
      expect(senior.value).toBe(93000);
      expect(senior.source).toMatch(/BRC 2014 group 0811 Software and application developers/);
      expect(senior.note).toMatch(
        /Cloud architect: BRC 0811, not 0812, as ESCO v1\.2 puts it in ISCO-08 2512/,
      );
      // The entry's note keeps its level's derivation within the 1,000 characters of a note.
      expect(pay('cloud-architect', 'entry', city).note).toMatch(/Level entry: .*\(Thrive convention\)\.$/);
      expect(
        sourceParts(pay('cloud-architect', 'mid', city).note!, 'nl')
          .map((p) => p.text)
          .join(''),
      ).toMatch(/Cloudarchitect: BRC 0811, niet 0812/);
    });

  const make = personMaker();
  const education = emptyAnswers().educationBackground;
  for (const cities of [['Eindhoven'], ['Amsterdam']])
    it(`Tomasz, a senior backend developer weighing ${cities[0]}: the step to cloud architect does not pay less`, () => {
      const tomasz: OnboardingAnswers = make({
        userType: 'professional',
        personalInfo: { location: 'Kraków' },
        experienceLevel: 'senior',
        skills: [
          'Java',
          'Backend Development',
          'REST APIs',
          'SQL',
          'Cloud Computing',
          'Databases',
          'Kubernetes',
        ],
        careerGoalsText: 'I work as a senior backend developer',
        educationBackground: { ...education, level: 'masters', fieldOfStudy: 'Computer Science' },
        industries: ['technology'],
        currency: 'EUR',
        currentPay: { amount: 18_000, timeframe: 'monthly', currency: 'PLN' },
        consideredCountries: ['NL'],
        preferredCities: cities,
        familyStatus: 'family',
        childrenCount: 2,
      });
      const r = analyse(tomasz, { locale: 'en' });
      expect(r.predictions['0-3'].location.country).toBe('NL');
      const path = r.careerPath;
      const backend = path.findIndex((s) => s.roleId === 'backend-developer');
      const cloud = path.findIndex((s) => s.roleId === 'cloud-architect');
      expect(backend).toBeGreaterThanOrEqual(0);
      expect(cloud).toBeGreaterThan(backend);
      expect(path[cloud]!.salary.value).toBeGreaterThanOrEqual(path[backend]!.salary.value);
      expect(path.flatMap((s) => (s.notes ?? []).map((n) => n.code))).not.toContain('path.pay-down');
    });
});
