import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchBrowser, newPage, settle } from './browser';
import { pick, step } from './wizard';

/**
 * Decision 0120, the leftovers of walk 0112 that only a browser shows: the language-level select cut off at 390 px
 * ("Vloeiend (C1·"), and the sliders by keyboard (the salary slider once seemed to ignore the arrow keys). A person
 * opens the step, adds languages with the button and chooses the longest level names; on the sliders they press the
 * arrow keys, Home and End, and the value and the shown answer follow.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each language select: the width its chosen text needs (font and padding) against the width it has. */
async function cutSelects(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLSelectElement>('select[id^="language"]')]
      .map((select) => {
        const style = getComputedStyle(select);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.options[select.selectedIndex]!.text;
        // The padding on both sides, and the arrow's room inside the right padding.
        const needs =
          canvas.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return { text, needs: Math.ceil(needs), has: select.clientWidth };
      })
      .filter((s) => s.needs > s.has),
  );
}

describe.each([
  ['en', 'Add a language', 'Fluent (C1-C2)', 'Conversational (B1)'],
  ['nl', 'Taal toevoegen', 'Vloeiend (C1-C2)', 'Redelijk (B1)'],
] as const)('walk 0120 (%s)', (language, addLabel, fluent, conversational) => {
  it('the language and its level are both readable at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await context.addInitScript((lang) => localStorage.setItem('thrive.language', lang), language);
    try {
      await page.goto('/onboarding/location-preferences');
      await step(page, 'location-preferences');
      await hydrated(page);
      const add = page.getByRole('button', { name: addLabel });
      await add.click();
      await add.click();
      await page.locator('#language-level-0').selectOption({ label: fluent });
      await page.locator('#language-level-1').selectOption({ label: conversational });
      expect(await cutSelects(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('walk 0120: the sliders by keyboard', () => {
  it('the salary, children and balance sliders move with the arrow keys, Home and End', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/onboarding/salary-expectations');
      await step(page, 'salary-expectations');
      await hydrated(page);
      const salary = page.getByRole('slider', { name: 'Target salary' });
      await salary.focus();
      const before = Number(await salary.inputValue());
      const stepBy = Number(await salary.getAttribute('step'));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(Number(await salary.inputValue())).toBe(before + 2 * stepBy);
      await page.keyboard.press('ArrowLeft');
      expect(Number(await salary.inputValue())).toBe(before + stepBy);
      // The suggested pay arriving later does not take the person's own setting back.
      await settle(page);
      expect(Number(await salary.inputValue())).toBe(before + stepBy);
      await page.keyboard.press('End');
      expect(await salary.inputValue()).toBe(await salary.getAttribute('max'));
      await page.keyboard.press('Home');
      expect(await salary.inputValue()).toBe(await salary.getAttribute('min'));

      await page.goto('/onboarding/lifestyle-reality');
      await step(page, 'lifestyle-reality');
      await hydrated(page);
      await pick(page, 'Family with children');
      const children = page.getByRole('slider', { name: 'Number of children' });
      await children.focus();
      const kids = Number(await children.inputValue());
      await page.keyboard.press('ArrowRight');
      expect(Number(await children.inputValue())).toBe(kids + 1);
      const balance = page.getByRole('slider', { name: 'Salary or lifestyle?' });
      await balance.focus();
      const was = Number(await balance.inputValue());
      await page.keyboard.press('ArrowLeft');
      expect(Number(await balance.inputValue())).toBe(was - 5);
      await page.keyboard.press('End');
      expect(await balance.getAttribute('aria-valuetext')).toMatch(/^100: /);
    } finally {
      await context.close();
    }
  });
});
