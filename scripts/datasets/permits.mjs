// Builds packages/core/src/datasets/data/permits.json from the typed-in official work-permit rules
// (sources/work-permits-2025.json): checks that every permit names its authority, page, year and a known period.
// Each permit and agreement also carries its Dutch name (`nameNl`, decision 0052): a display label, so it goes to
// names-nl.json (`permitNamesNl`) and not into permits.json, whose content is part of the dataset version hash.
export function buildPermits(source) {
  for (const [country, permits] of Object.entries(source.permits)) {
    if (!/^[A-Z]{2}$/.test(country)) throw new Error(`permit country ${country} is not ISO alpha-2`);
    for (const permit of permits) {
      for (const key of ['id', 'name', 'source', 'url', 'year', 'currency', 'period'])
        if (permit[key] === undefined || permit[key] === '')
          throw new Error(`permit ${permit.id} lacks ${key}`);
      if (!['year', 'month'].includes(permit.period)) throw new Error(`permit ${permit.id}: bad period`);
      if (permit.amount !== null && !(permit.amount > 0)) throw new Error(`permit ${permit.id}: bad amount`);
    }
  }
  const withoutNl = ({ nameNl: _nameNl, ...rest }) => rest;
  return {
    ...source,
    agreements: source.agreements.map(withoutNl),
    permits: Object.fromEntries(
      Object.entries(source.permits).map(([country, permits]) => [country, permits.map(withoutNl)]),
    ),
  };
}

/** The Dutch name of every permit and agreement by id; the build stops when one has none. */
export function permitNamesNl(source) {
  const names = {};
  for (const entry of [...source.agreements, ...Object.values(source.permits).flat()]) {
    if (typeof entry.nameNl !== 'string' || entry.nameNl.trim() === '')
      throw new Error(`permit ${entry.id} has no Dutch name (nameNl)`);
    if (entry.nameNl === entry.name) throw new Error(`permit ${entry.id}: the Dutch name equals the English`);
    names[entry.id] = entry.nameNl;
  }
  return names;
}
