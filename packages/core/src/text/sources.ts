import type { FormatLocale } from '../format';

/**
 * A figure's source note in the viewer's language (issue 17). Sources name official publications, which keep their
 * own titles (a citation names a table the way its publisher does: 'Employment Projections 2024-2034',
 * 'Entgeltstatistik 2024'); the words the datasets add around those titles ('Thrive estimate:', 'national median
 * annual wage', 'a month', 'converted') are written in Dutch. English notes are shown as stored.
 */
const NL_RULES: readonly [RegExp, string][] = [
  [/^Thrive score from Thrive scores$/, 'Thrive-score op basis van de andere Thrive-scores'],
  [/^Thrive score from /, 'Thrive-score op basis van '],
  [/^Thrive estimate of /, 'Thrive-schatting van '],
  [/^Thrive estimate: /, 'Thrive-schatting: '],
  [/^Thrive estimate$/, 'Thrive-schatting'],
  [/^Thrive assumption: /, 'Aanname van Thrive: '],
  [/^Thrive curation(;|:| of)/, 'Samengesteld door Thrive$1'],
  [
    /^Thrive estimate from the (.+) salary, BLS role medians and level multipliers/,
    'Thrive-schatting op basis van het salaris ($1) in de stad, BLS-medianen per rol en niveaufactoren',
  ],
  [/; converted at /, '; omgerekend met '],
  [/ECB euro reference rates/g, 'ECB-euroreferentiekoersen'],
  [/ annual average\b/g, ' jaargemiddelde'],
  [/ \(revised\)/g, ' (herzien)'],
  [/^net pay - rent - living costs$/, 'nettoloon - huur - kosten van levensonderhoud'],
  [/^net pay \+ child benefits$/, 'nettoloon + kinderbijslag'],
  [/^net pay$/, 'nettoloon'],
  [
    /^net pay \+ child benefits - rent - living costs$/,
    'nettoloon + kinderbijslag - huur - kosten van levensonderhoud',
  ],
  [
    /EU27 consumption per head without housing \(Eurostat\) x city cost-of-living index/,
    'consumptie per inwoner in de EU27 zonder wonen (Eurostat) x kosten-van-levensonderhoudindex van de stad',
  ],
  [/\(national median annual wage\)/, '(landelijk mediaan jaarloon)'],
  [/40th percentile gross rent of recent movers/, '40e percentiel van de bruto huur van recente verhuizers'],
  [/; converted \(ECB reference rate\)/, '; omgerekend (ECB-referentiekoers)'],
  [/^No figure for this city$/, 'Geen cijfer voor deze stad'],
  [
    /^Thrive measure: mean of language \(your languages in the city\), openness \(tolerance score\) and culture and leisure \(leisure score\)$/,
    'Thrive-maat: gemiddelde van taal (jouw talen in de stad), openheid (tolerantiescore) en cultuur en vrije tijd (vrijetijdsscore)',
  ],
  [
    /: mean annual gross earnings of Managers \(ISCO-08 (\w+)\)/,
    ': gemiddelde bruto jaarverdiensten van managers (ISCO-08 $1)',
  ],
  [/^No openings figure for this role$/, 'Geen cijfer over vacatures voor deze rol'],
  [/\(not yet typed into Thrive's data\)/, '(nog niet opgenomen in de gegevens van Thrive)'],
  [/median monthly gross pay of full-time employees/, 'mediaan bruto maandloon van voltijdwerkers'],
  [/national rent per m2 x floor area/g, 'landelijke huur per m2 x woonoppervlak'],
  [/city tier ratio/g, 'verhouding van de stadsklasse'],
  [/Thrive city ratio/g, 'stadsverhouding van Thrive'],
  [/Thrive rent and wage estimates/g, 'huur- en loonschattingen van Thrive'],
  [/Thrive cost-of-living index/g, 'kosten-van-levensonderhoudindex van Thrive'],
  [/Thrive city profiles/g, 'stadsprofielen van Thrive'],
  [/Thrive tiers/g, 'stadsklassen van Thrive'],
  [/National legislation/g, 'nationale wetgeving'],
  [/\(rounded\)/g, '(afgerond)'],
  [/\(approximate\)/g, '(bij benadering)'],
  [/ a month\b/g, ' per maand'],
  [/ a year\b/g, ' per jaar'],
  [/ a week\b/g, ' per week'],
  [/ a quarter\b/g, ' per kwartaal'],
];

export function sourceText(source: string, locale: FormatLocale): string {
  if (locale !== 'nl') return source;
  let text = source;
  for (const [pattern, replacement] of NL_RULES) text = text.replace(pattern, replacement);
  return text;
}
