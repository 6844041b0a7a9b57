/**
 * Chosen countries named for a sentence, in the order of their names in the screen's language: "België, Duitsland,
 * Nederland", "Denemarken, Nederland, Zwitserland", not the order of their codes (walk 0112: "Zwitserland, Denemarken,
 * Nederland").
 */
export function countryList(
  codes: readonly string[],
  nameOf: (code: string) => string,
  language: string,
): string {
  const collator = new Intl.Collator(language);
  return codes
    .map(nameOf)
    .sort((a, b) => collator.compare(a, b))
    .join(', ');
}
