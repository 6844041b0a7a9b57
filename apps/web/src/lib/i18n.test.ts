import { describe, expect, it } from 'vitest';
import i18n, { initialLanguage } from './i18n';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('initialLanguage', () => {
  it('prefers the saved choice', () => {
    expect(initialLanguage('nl', ['en-US'])).toBe('nl');
    expect(initialLanguage('en', ['nl-NL'])).toBe('en');
  });
  it('uses Dutch when the browser prefers Dutch, else English', () => {
    expect(initialLanguage(null, ['nl-BE', 'en'])).toBe('nl');
    expect(initialLanguage(null, ['de-DE'])).toBe('en');
    expect(initialLanguage('fr', [])).toBe('en');
  });
});

const files = import.meta.glob<{ default: object }>('../locales/*/*.json', { eager: true });
const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/').pop()!))];

describe('locales', () => {
  it.each(namespaces)('%s: English and Dutch carry the same keys, none empty', (file) => {
    const en = files[`../locales/en/${file}`]?.default;
    const nl = files[`../locales/nl/${file}`]?.default;
    expect(en, `en/${file}`).toBeDefined();
    expect(nl, `nl/${file}`).toBeDefined();
    expect(keys(nl!).sort()).toEqual(keys(en!).sort());
    const empty = (value: object): string[] =>
      keys(value).filter(
        (key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value) ===
          '',
      );
    expect(empty(en!)).toEqual([]);
    expect(empty(nl!)).toEqual([]);
  });
});

describe('numbers in translated sentences', () => {
  it('are written the language of the sentence, years as written', async () => {
    const { default: i18n } = await import('./i18n');
    i18n.addResourceBundle('en', 'fmt-test', { share: '{{value}}% of {{total}} in {{year}}' }, true, true);
    i18n.addResourceBundle('nl', 'fmt-test', { share: '{{value}}% van {{total}} in {{year}}' }, true, true);
    const en = i18n.getFixedT('en', 'fmt-test');
    const nl = i18n.getFixedT('nl', 'fmt-test');
    expect(en('share', { value: 4.9, total: 1350, year: 2024 })).toBe('4.9% of 1,350 in 2024');
    expect(nl('share', { value: 4.9, total: 1350, year: 2024 })).toBe('4,9% van 1.350 in 2024');
    expect(nl('share', { value: 'tekst', total: 23.8, year: '2025' })).toBe('tekst% van 23,8 in 2025');
  });
});

describe('sentences that name a role', () => {
  it('write it in lower case in Dutch, as a title in English', async () => {
    const nl = (await import('../locales/nl/dashboard.json')).default as {
      insights: { predictedRole: string };
    };
    const en = (await import('../locales/en/dashboard.json')).default as {
      insights: { predictedRole: string };
    };
    i18n.addResourceBundle('nl', 'sentence-test', { s: nl.insights.predictedRole });
    i18n.addResourceBundle('en', 'sentence-test', { s: en.insights.predictedRole });
    expect(i18n.getFixedT('nl', 'sentence-test')('s', { role: 'Verpleegkundige' })).toBe(
      'Het gangbare salaris voor een verpleegkundige daar.',
    );
    expect(i18n.getFixedT('en', 'sentence-test')('s', { role: 'Registered Nurse' })).toContain(
      'Registered Nurse',
    );
  });
  it('every Dutch sentence with a role asks for it in sentence case', () => {
    const plain = Object.entries(files)
      .filter(([path]) => path.includes('/nl/'))
      .flatMap(([path, mod]) =>
        (JSON.stringify(mod.default).match(/{{role}}/g) ?? []).map(() => path.split('/').pop()),
      );
    expect(plain).toEqual([]);
  });
});
