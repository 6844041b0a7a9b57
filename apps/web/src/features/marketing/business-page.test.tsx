import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import BusinessPage from './business-page';

afterEach(() => i18n.changeLanguage('en'));

describe('the employers page promises only what the product does (walk finding 33, decision 0142)', () => {
  it('does not offer to follow students; it speaks of aggregates and of students who choose to get in touch', async () => {
    const { unmount } = render(<BusinessPage />, { wrapper: MemoryRouter });
    expect(screen.queryByText(/Follow promising students/)).toBeNull();
    expect(screen.getByText(/No student is followed/)).toBeInTheDocument();
    expect(screen.getByText(/in aggregate/)).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    render(<BusinessPage />, { wrapper: MemoryRouter });
    expect(screen.queryByText(/Volg veelbelovende studenten/)).toBeNull();
    expect(screen.getByText(/Niemand wordt gevolgd/)).toBeInTheDocument();
  });
});
