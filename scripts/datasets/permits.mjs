// Builds packages/core/src/datasets/data/permits.json from the typed-in official work-permit rules
// (sources/work-permits-2025.json): checks that every permit names its authority, page, year and a known period.
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
  return source;
}
