import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { HomePage } from './home-page';

afterEach(() => i18n.changeLanguage('en'));

describe('the home page sample names its cities in the page language (walk 0087)', () => {
  it('Berlin in English, Berlijn in Dutch', async () => {
    const { unmount } = render(<HomePage />, { wrapper: MemoryRouter });
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    render(<HomePage />, { wrapper: MemoryRouter });
    expect(screen.getByText('Berlijn')).toBeInTheDocument();
    expect(screen.queryByText('Berlin')).toBeNull();
  });
});

describe('the home page speaks to everyone the questionnaire serves (walk W620, decision 0249)', () => {
  it('names graduation, a new career and the next move in your own, in en and nl', async () => {
    const { unmount } = render(<HomePage />, { wrapper: MemoryRouter });
    expect(
      screen.getByText(/life after graduation, a new career or the next move in your own/),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    render(<HomePage />, { wrapper: MemoryRouter });
    expect(
      screen.getByText(/het leven na je afstuderen, een nieuwe loopbaan of de volgende stap in je eigen vak/),
    ).toBeInTheDocument();
  });
});
