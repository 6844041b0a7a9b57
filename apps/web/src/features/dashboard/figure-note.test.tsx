import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { FigureNote } from './figure-note';

const text = (container: HTMLElement) => container.textContent?.replace(/\s+/g, ' ').trim();

describe('a figure note', () => {
  it('does not print the year twice when the citation already ends in it (walk 0103: "2024, 2024")', async () => {
    const { container } = render(
      <FigureNote
        figure={{
          basis: 'official',
          source: 'ECB euro reference rates, 2024 annual average 2024',
          year: 2024,
        }}
      />,
    );
    await waitFor(() => expect(container.querySelector('.invisible')).toBeNull(), { timeout: 8000 });
    expect(text(container)).toMatch(/2024$/);
    expect(text(container)).not.toMatch(/2024, 2024$/);
  });

  it('adds the year when the citation does not end in it', async () => {
    const { container } = render(
      <FigureNote figure={{ basis: 'estimate', source: 'Thrive estimate from Eurostat SES', year: 2022 }} />,
    );
    await waitFor(() => expect(container.querySelector('.invisible')).toBeNull(), { timeout: 8000 });
    expect(text(container)).toMatch(/SES, 2022$/);
  });

  it("the person's own answer is marked as theirs, without a data year (walk W312)", async () => {
    const { container } = render(
      <FigureNote
        figure={{ basis: 'reported', source: "Your answer: the partner's expected gross income", year: 2022 }}
      />,
    );
    await waitFor(() => expect(container.querySelector('.invisible')).toBeNull(), { timeout: 8000 });
    expect(text(container)).toMatch(/ · Your answer: the partner's expected gross income$/);
  });
});
