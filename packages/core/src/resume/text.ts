/** Lower case, without diacritics, with runs of white space collapsed: for comparing words across languages. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Bullet characters that start a description line. */
export const BULLET = /^[\s]*[•●▪■◦‣∙·○◆►▸✓✔*–—-](?=\s|$)\s*/u;

export function stripBullet(value: string): string {
  return value.replace(BULLET, '').trim();
}

export function isBullet(value: string): boolean {
  return BULLET.test(value);
}

export function words(value: string): string[] {
  return value.split(/\s+/).filter(Boolean);
}

/** Strong separators between the parts of a header line ('Title – Company | City'). */
export const STRONG_SEPARATOR = /\s+[–—-]\s+|\s*[|·•∙●▪]\s*|\s+@\s+|\s{3,}/u;

export function clamp01(value: number): number {
  return Math.max(0, Math.min(1, Math.round(value * 100) / 100));
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
