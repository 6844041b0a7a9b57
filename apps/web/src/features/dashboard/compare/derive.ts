/**
 * The second choice after the first changed: kept when it differs, else the first option that is not the first
 * choice (the two selects never compare a thing with itself).
 */
export function keepApart(options: readonly { value: string }[], first: string, second: string): string {
  if (first !== second) return second;
  return options.find((o) => o.value !== first)?.value ?? second;
}

/**
 * Options in the order a reader of the interface expects: the pinned values first (in their given order), then the
 * rest by the label shown, compared in the interface's language ('Keulen' sits among the K's in Dutch).
 */
export function byShownLabel<T extends { value: string; label: string }>(
  options: readonly T[],
  locale: string,
  pinned: readonly string[] = [],
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const rank = (value: string) => {
    const i = pinned.indexOf(value);
    return i === -1 ? pinned.length : i;
  };
  return [...options].sort((a, b) => rank(a.value) - rank(b.value) || collator.compare(a.label, b.label));
}
