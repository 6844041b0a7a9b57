#!/usr/bin/env node
// Screenshots of pages in headless Chromium, in English and Dutch at 390 px and 1440 px, to look at.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <path> [path...]
//   optional env: SHOT_LANGS=en,nl SHOT_WIDTHS=390,1440 SHOT_STORAGE='{"key":"json"}' (localStorage before load)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <baseUrl> <outDir> <path> [path...]');
  process.exit(2);
}
const langs = (process.env.SHOT_LANGS ?? 'en,nl').split(',');
const widths = (process.env.SHOT_WIDTHS ?? '390,1440').split(',').map(Number);
const storage = process.env.SHOT_STORAGE ? JSON.parse(process.env.SHOT_STORAGE) : {};
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
for (const lang of langs) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      locale: lang === 'nl' ? 'nl-NL' : 'en-US',
    });
    await context.addInitScript(
      ([language, entries]) => {
        localStorage.setItem('thrive.language', language);
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      [lang, storage],
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${path.replace(/^\//, '').replace(/[/?#=&]+/g, '_') || 'home'}-${lang}-${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
