import { describe, expect, it } from 'vitest';
import { NATIONALITIES, TERRITORY_NATIONALITY, UN_MEMBER_STATES, nationalityOf } from './nationalities';
import { workRightIn, type PermitPerson } from '../engine/permits';
import { permitsDataset } from '../datasets/permits';
import { money } from '../engine/money';

const person = (citizenships: string[]): PermitPerson => ({
  citizenships,
  ageRange: '28-32',
  recentGraduate: false,
  degree: true,
});
const pay = money(60000, 'EUR', 'official', 'test', 2025, 'per year, gross');

describe('nationalities (decision 0131)', () => {
  it('offers every UN member state once, the two observer states, and no dependency', () => {
    expect(UN_MEMBER_STATES).toHaveLength(193);
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
    for (const code of ['SY', 'AF', 'IQ', 'ER', 'SO', 'SD', 'CV', 'CU', 'JM', 'DO', 'CM', 'VA', 'PS', 'XK'])
      expect(NATIONALITIES).toContain(code);
    for (const code of ['AX', 'SJ', 'FO', 'GG', 'JE', 'CW']) expect(NATIONALITIES).not.toContain(code);
  });

  it('names every nationality in English and Dutch', () => {
    for (const locale of ['en', 'nl']) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      for (const code of NATIONALITIES) expect(names.of(code), `${locale} ${code}`).not.toBe(code);
    }
  });

  it('reads a territory as its state', () => {
    expect(nationalityOf('AX')).toBe('FI');
    expect(nationalityOf('CW')).toBe('NL');
    expect(nationalityOf('SY')).toBe('SY');
    for (const state of Object.values(TERRITORY_NATIONALITY)) expect(NATIONALITIES).toContain(state);
  });

  it('puts every nationality outside the EU/EEA/CH and the agreements under the permit rules', () => {
    const free = new Set(permitsDataset.freeMovement.countries);
    const agreed = new Set(permitsDataset.agreements.flatMap((a) => a.citizens));
    for (const code of NATIONALITIES) {
      const right = workRightIn('NL', pay, person([code]), permitsDataset, {});
      if (code === 'NL') expect(right.status).toBe('citizen');
      else if (free.has(code)) expect(right.status, code).toBe('free-movement');
      else expect(right.status, code).toBe('permit');
      const gb = workRightIn(
        'GB',
        money(60000, 'GBP', 'official', 'test', 2025, ''),
        person([code]),
        permitsDataset,
        {},
      );
      if (code !== 'GB' && !agreed.has(code)) expect(gb.status, code).toBe('permit');
    }
  });

  it('gives a Curaçaoan or an Ålander their state’s rights', () => {
    expect(workRightIn('NL', pay, person(['CW']), permitsDataset, {}).status).toBe('citizen');
    expect(workRightIn('DE', pay, person(['AX']), permitsDataset, {}).status).toBe('free-movement');
  });
});
