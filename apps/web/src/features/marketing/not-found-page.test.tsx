import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { NotFoundPage } from './not-found-page';

afterEach(() => i18n.changeLanguage('en'));

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    render(<NotFoundPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Thrive');
  });

  it('speaks Dutch when the language is nl', async () => {
    await i18n.changeLanguage('nl');
    render(<NotFoundPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Oeps! Pagina niet gevonden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
  });
});
