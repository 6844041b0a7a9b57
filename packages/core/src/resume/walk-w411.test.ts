import { describe, expect, it } from 'vitest';
import { findSkill, listSkills } from '../datasets/skills';
import { placesDataset } from '../datasets/places';
import { gazetteerOf, knownPlaceIn } from '../engine/places';
import { findLocation } from './contact';
import { parseEducation } from './education';
import { inferSkills } from './skills';
import { rowsAsLines } from './test-lines';

/** Walk finding W411: a Dublin accountant's CV from a two-column template, read as she expects. */
const lines = rowsAsLines;

const findPlace = knownPlaceIn(gazetteerOf(placesDataset()));
const lookup = (name: string) => {
  const skill = findSkill(name);
  return skill ? { id: skill.id, name: skill.name } : null;
};
const names = listSkills().flatMap((skill) => [skill.name, ...skill.aliases]);
const suggested = (text: string) => inferSkills(text, names, lookup, new Set()).map((skill) => skill.id);

describe('W411: suggestions from running text', () => {
  it('reads no PLC Programming from an employer\'s legal form ("Glanbia plc", "Tesco PLC")', () => {
    expect(suggested('Senior Financial Accountant, Glanbia plc, Dublin')).not.toContain('plc-programming');
    expect(suggested('Finance lead at Tesco PLC since 2019')).not.toContain('plc-programming');
  });

  it('still suggests an acronym written as one ("programmed PLC ladder logic")', () => {
    expect(suggested('Programmed PLC ladder logic for packaging lines')).toContain('plc-programming');
  });

  it('takes acronyms as written: an "elk" on a hike is not Elasticsearch, logs shipped to "ELK" are', () => {
    expect(suggested('Saw an elk on a hike in Connemara')).not.toContain('elasticsearch');
    expect(suggested('Shipped the application logs to ELK')).toContain('elasticsearch');
  });
});

describe('W411: the city of an address with a postal district', () => {
  it.each([
    ['Rathmines, Dublin 6, Ireland', 'Dublin, Ireland'],
    ['Blanchardstown, Dublin 15, Ireland', 'Dublin, Ireland'],
    ['Ranelagh, Dublin 6W, Ireland', 'Dublin, Ireland'],
  ])('"%s" is "%s" (was the suburb)', (text, expected) => {
    const contact = lines(text, '+353 87 123 4567');
    expect(findLocation(contact, contact, findPlace)?.value).toBe(expected);
  });

  it('a street with a number is still a street ("Kerkstraat 6, Utrecht, Netherlands")', () => {
    expect(findLocation(lines('Kerkstraat 6, Utrecht, Netherlands'), [], findPlace)?.value).toBe(
      'Utrecht, Netherlands',
    );
  });
});

describe('W411: an Irish commerce degree, its subject after a comma', () => {
  it('reads "B.Comm. (Hons), Accounting and Finance" as a bachelor in Accounting and Finance', () => {
    const [entry] = parseEducation(
      lines('B.Comm. (Hons), Accounting and Finance', 'University College Dublin   2004 - 2008'),
    );
    expect(entry?.level?.value).toBe('bachelors');
    expect(entry?.fieldOfStudy?.value).toBe('Accounting and Finance');
    expect(entry?.institution?.value).toBe('University College Dublin');
    expect(entry?.graduationYear?.value).toBe(2008);
  });

  it.each([
    ['BCom Economics', 'bachelors'],
    ['LLB Law, Trinity College Dublin', 'bachelors'],
  ])('"%s" is a %s degree', (text, level) => {
    expect(parseEducation(lines(text))[0]?.level?.value).toBe(level);
  });
});
