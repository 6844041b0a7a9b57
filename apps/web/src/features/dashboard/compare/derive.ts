/**
 * The second choice after the first changed: kept when it differs, else the first option that is not the first
 * choice (the two selects never compare a thing with itself).
 */
export function keepApart(options: readonly { value: string }[], first: string, second: string): string {
  if (first !== second) return second;
  return options.find((o) => o.value !== first)?.value ?? second;
}
