import { skillKey } from '../text/skill-names';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIFESTYLE_VALUES, type LifestyleValue } from '../contracts/enums';
import {
  CHILDREN_SLIDER,
  SALARY_LIFESTYLE_LABELS,
  SALARY_LIFESTYLE_SLIDER,
  addCustomSkill,
  bedroomsRule,
  withChildrenCount,
  withYoungChildAge,
  withYoungChildren,
  childrenLabel,
  EARLIEST_GRADUATION_YEAR,
  earlierGraduationYear,
  graduationYearOptions,
  graduationYetToCome,
  isEarlierGraduationYear,
  isLifestyleValueDimmed,
  lifestyleValuesComplete,
  salaryLifestyleLabel,
  showsChildrenSlider,
  showsPartnerQuestions,
  toggleLifestyleValue,
} from './wizard-inputs';

describe('children slider', () => {
  it("runs 0..5 step 1 and labels the top '5+'", () => {
    expect(CHILDREN_SLIDER).toEqual({ min: 0, max: 5, step: 1 });
    expect([0, 1, 2, 3, 4, 5].map(childrenLabel)).toEqual(['0', '1', '2', '3', '4', '5+']);
    expect(childrenLabel(9)).toBe('5+');
    expect(childrenLabel(-1)).toBe('0');
  });

  it('is shown only for family or planning', () => {
    expect(showsChildrenSlider('family')).toBe(true);
    expect(showsChildrenSlider('planning')).toBe(true);
    expect(showsChildrenSlider('single')).toBe(false);
    expect(showsChildrenSlider('couple')).toBe(false);
    expect(showsChildrenSlider(undefined)).toBe(false);
  });
});

describe('salaryLifestyleLabel', () => {
  it('uses the edges 33 and 66', () => {
    expect(SALARY_LIFESTYLE_SLIDER).toEqual({ min: 0, max: 100, step: 5 });
    expect(salaryLifestyleLabel(0)).toBe('salary-priority');
    expect(salaryLifestyleLabel(30)).toBe('salary-priority');
    expect(salaryLifestyleLabel(32.9)).toBe('salary-priority');
    expect(salaryLifestyleLabel(33)).toBe('balanced');
    expect(salaryLifestyleLabel(50)).toBe('balanced');
    expect(salaryLifestyleLabel(66)).toBe('balanced');
    expect(salaryLifestyleLabel(67)).toBe('lifestyle-priority');
    expect(salaryLifestyleLabel(100)).toBe('lifestyle-priority');
    expect(SALARY_LIFESTYLE_LABELS[salaryLifestyleLabel(70)]).toBe('Lifestyle Priority');
  });

  it('on the slider: 0..30 salary, 35..65 balanced, 70..100 lifestyle (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), (k) => {
        const v = k * 5;
        const expected = v <= 30 ? 'salary-priority' : v >= 70 ? 'lifestyle-priority' : 'balanced';
        expect(salaryLifestyleLabel(v)).toBe(expected);
      }),
    );
  });
});

describe('graduationYearOptions', () => {
  it('gives 20 years from the current year - 10 to + 9', () => {
    const options = graduationYearOptions(new Date(2026, 5, 15));
    expect(options).toHaveLength(20);
    expect(options[0]).toBe(2016);
    expect(options[19]).toBe(2035);
    expect(options).toContain(2026);
  });

  it('is 20 consecutive years around any year (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2200 }), (year) => {
        const options = graduationYearOptions(new Date(year, 6, 1));
        expect(options).toHaveLength(20);
        options.forEach((y, i) => expect(y).toBe(year - 10 + i));
      }),
    );
  });
});

describe('graduation years before the window', () => {
  const now = new Date(2026, 5, 15);
  it('accepts 1950 up to the year before the window under Earlier', () => {
    expect(earlierGraduationYear('2009', now)).toBe('2009');
    expect(earlierGraduationYear(' 1950 ', now)).toBe('1950');
    expect(earlierGraduationYear('2015', now)).toBe('2015');
    expect(earlierGraduationYear('2016', now)).toBeNull();
    expect(earlierGraduationYear('1949', now)).toBeNull();
    expect(earlierGraduationYear('09', now)).toBeNull();
    expect(EARLIEST_GRADUATION_YEAR).toBe(1950);
  });

  it('recognises a stored earlier year', () => {
    expect(isEarlierGraduationYear('2009', now)).toBe(true);
    expect(isEarlierGraduationYear('2016', now)).toBe(false);
    expect(isEarlierGraduationYear('', now)).toBe(false);
  });
});

describe('addCustomSkill', () => {
  it('refuses a skill the list already holds under another name, given what makes skills the same (walk W19)', () => {
    expect(addCustomSkill(['Microsoft Excel'], 'Excel', skillKey)).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(addCustomSkill(['Communicatie'], 'communication', skillKey)).toEqual({
      ok: false,
      reason: 'duplicate',
    });
    expect(addCustomSkill(['Microsoft Excel'], 'Excel')).toMatchObject({ ok: true });
    expect(skillKey('Microsoft Excel')).toBe(skillKey(' excel '));
    expect(skillKey('Sage 200')).toBe('sage 200');
  });

  it('trims and adds', () => {
    expect(addCustomSkill(['Python'], '  Rust ')).toEqual({
      ok: true,
      skills: ['Python', 'Rust'],
      added: 'Rust',
    });
  });

  it('refuses empty input', () => {
    expect(addCustomSkill([], '')).toEqual({ ok: false, reason: 'empty' });
    expect(addCustomSkill([], '   \t')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses duplicates case-insensitively', () => {
    expect(addCustomSkill(['Python'], 'python')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addCustomSkill(['Python'], ' PYTHON ')).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('refuses what the answers cannot hold', () => {
    expect(addCustomSkill([], 'x'.repeat(81))).toEqual({ ok: false, reason: 'too-long' });
    expect(addCustomSkill([], 'x'.repeat(80)).ok).toBe(true);
    const hundred = Array.from({ length: 100 }, (_, i) => `skill ${i}`);
    expect(addCustomSkill(hundred, 'one more')).toEqual({ ok: false, reason: 'too-many' });
  });

  it('never yields duplicates or blanks (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (inputs) => {
        let skills: string[] = [];
        for (const input of inputs) {
          const result = addCustomSkill(skills, input);
          if (result.ok) skills = result.skills;
        }
        const keys = skills.map((s) => s.toLocaleLowerCase('en'));
        expect(new Set(keys).size).toBe(skills.length);
        expect(skills.every((s) => s === s.trim() && s !== '')).toBe(true);
      }),
    );
  });
});

describe('lifestyle values (exactly 3)', () => {
  it('ignores a 4th selection and allows deselecting', () => {
    const three: LifestyleValue[] = ['nature', 'culture', 'growth'];
    expect(toggleLifestyleValue(three, 'community')).toEqual(three);
    expect(toggleLifestyleValue(three, 'culture')).toEqual(['nature', 'growth']);
    expect(toggleLifestyleValue(['nature'], 'culture')).toEqual(['nature', 'culture']);
  });

  it('dims unselected cards once 3 are picked', () => {
    const three: LifestyleValue[] = ['nature', 'culture', 'growth'];
    expect(isLifestyleValueDimmed(three, 'community')).toBe(true);
    expect(isLifestyleValueDimmed(three, 'nature')).toBe(false);
    expect(isLifestyleValueDimmed(['nature', 'culture'], 'community')).toBe(false);
  });

  it('enables Next only with exactly 3', () => {
    expect(lifestyleValuesComplete(['nature', 'culture'])).toBe(false);
    expect(lifestyleValuesComplete(['nature', 'culture', 'growth'])).toBe(true);
  });

  it('never holds more than 3 or a duplicate, whatever is clicked (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LIFESTYLE_VALUES), { maxLength: 40 }), (clicks) => {
        let selected: LifestyleValue[] = [];
        for (const value of clicks) selected = toggleLifestyleValue(selected, value);
        expect(selected.length).toBeLessThanOrEqual(3);
        expect(new Set(selected).size).toBe(selected.length);
      }),
    );
  });
});

describe('partner questions (issue 15)', () => {
  it('are asked of couples, families and those planning one, never of a single person', () => {
    expect(showsPartnerQuestions('couple')).toBe(true);
    expect(showsPartnerQuestions('family')).toBe(true);
    expect(showsPartnerQuestions('planning')).toBe(true);
    expect(showsPartnerQuestions('single')).toBe(false);
    expect(showsPartnerQuestions(undefined)).toBe(false);
  });
});

describe('graduationYetToCome', () => {
  it('is true only for a four-digit year after the current one', () => {
    const now = new Date(2026, 10, 27);
    expect(graduationYetToCome('2027', now)).toBe(true);
    expect(graduationYetToCome('2026', now)).toBe(false);
    expect(graduationYetToCome('2009', now)).toBe(false);
    expect(graduationYetToCome('', now)).toBe(false);
  });
});

describe('bedroomsRule (walk W210, decision 0197)', () => {
  it('picks the bedrooms from the household and says which rule did', () => {
    expect(bedroomsRule('single', 0)).toEqual({ bedrooms: 1, rule: 'single', children: 0 });
    expect(bedroomsRule('couple', 0)).toEqual({ bedrooms: 1, rule: 'couple', children: 0 });
    expect(bedroomsRule('planning', 0)).toEqual({ bedrooms: 2, rule: 'planning', children: 1 });
    // A family of four: the parents' bedroom and one the two children share.
    expect(bedroomsRule('family', 2)).toEqual({ bedrooms: 2, rule: 'family', children: 2 });
    expect(bedroomsRule('family', 3)).toEqual({ bedrooms: 3, rule: 'family', children: 3 });
    expect(bedroomsRule('single-parent', 1)).toEqual({ bedrooms: 2, rule: 'single-parent', children: 1 });
    // A family counts at least one child; five children fill the largest home the rents have (4 bedrooms).
    expect(bedroomsRule('family', 0)).toEqual({ bedrooms: 2, rule: 'family', children: 1 });
    expect(bedroomsRule('family', 5).bedrooms).toBe(4);
  });
});

describe('the ages of the children younger than 7 (decision 0232, walk W514)', () => {
  it('keeps one age per child, in order, and drops the ages beyond a smaller count', () => {
    expect(withYoungChildren(2, [2, 5])).toEqual({ youngChildren: 2, youngChildAges: [2, 5] });
    expect(withYoungChildren(1, [2, 5])).toEqual({ youngChildren: 1, youngChildAges: [2] });
    expect(withYoungChildren(undefined, [2, 5])).toEqual({
      youngChildren: undefined,
      youngChildAges: undefined,
    });
    expect(withChildrenCount(1, 2, [2, 5])).toEqual({
      childrenCount: 1,
      youngChildren: 1,
      youngChildAges: [2],
    });
    expect(withChildrenCount(3, 2, [2, 5])).toEqual({ childrenCount: 3 });
  });

  it('sets a child age in place, never leaves a gap, and clearing one drops the ages after it', () => {
    expect(withYoungChildAge([], 0, 2)).toEqual([2]);
    expect(withYoungChildAge([2], 1, 5)).toEqual([2, 5]);
    expect(withYoungChildAge([2, 5], 0, 3)).toEqual([3, 5]);
    expect(withYoungChildAge([2], 2, 4)).toEqual([2]);
    expect(withYoungChildAge([2, 5], 0, undefined)).toEqual([]);
  });
});
