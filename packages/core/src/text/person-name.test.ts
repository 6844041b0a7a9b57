import { describe, expect, it } from 'vitest';
import { joinName, splitName } from './person-name';

describe('splitName (decision 0085)', () => {
  it('keeps a middle initial with the given names, not in the last name', () => {
    expect(splitName('Ana M. Costa')).toEqual(['Ana M.', 'Costa']);
    expect(splitName('ANA M. COSTA')).toEqual(['Ana M.', 'Costa']);
    expect(splitName('J. Robert Smith')).toEqual(['J. Robert', 'Smith']);
    expect(splitName('A. Costa')).toEqual(['A.', 'Costa']);
    expect(splitName('J.-P. Dupont')).toEqual(['J.-P.', 'Dupont']);
  });

  it('keeps name particles with the family name, in lower case when the name is written in capitals', () => {
    expect(splitName('Sanne de Vries')).toEqual(['Sanne', 'de Vries']);
    expect(splitName('João P. dos Santos')).toEqual(['João P.', 'dos Santos']);
    expect(splitName('Katharina M. von Ahlen')).toEqual(['Katharina M.', 'von Ahlen']);
    expect(splitName('Sanne Marie van den Berg')).toEqual(['Sanne Marie', 'van den Berg']);
    expect(splitName('A.M. de Vries')).toEqual(['A.M.', 'de Vries']);
    expect(splitName('PIETER J. VAN DER MEER')).toEqual(['Pieter J.', 'van der Meer']);
    expect(splitName('Maria da Silva dos Santos')).toEqual(['Maria', 'da Silva dos Santos']);
  });

  it('reads the family name first before a comma, and a first word that is a particle as a given name', () => {
    expect(splitName('Costa, Ana M.')).toEqual(['Ana M.', 'Costa']);
    expect(splitName('VAN DER MEER, Pieter')).toEqual(['Pieter', 'van der Meer']);
    expect(splitName('Van Morrison')).toEqual(['Van', 'Morrison']);
  });

  it('keeps what worked: surnames of two words, capitals, one word', () => {
    expect(splitName('Mateo García López')).toEqual(['Mateo', 'García López']);
    expect(splitName('DANA WHITFIELD')).toEqual(['Dana', 'Whitfield']);
    expect(splitName("Seán O'Brien-De Jong")).toEqual(['Seán', "O'Brien-De Jong"]);
    expect(splitName('Etta')).toEqual(['Etta', '']);
  });

  it('splits a joined name back into the same two (both directions)', () => {
    const names: [string, string][] = [
      ['Ana M.', 'Costa'],
      ['Sanne', 'de Vries'],
      ['João P.', 'dos Santos'],
      ['Pieter J.', 'van der Meer'],
      ['J. Robert', 'Smith'],
      ['Mateo', 'García López'],
      ['Van', 'Morrison'],
    ];
    for (const [first, last] of names) expect(splitName(joinName(first, last))).toEqual([first, last]);
  });
});
