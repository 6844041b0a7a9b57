import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

vi.mock('./account-area', () => ({ AccountArea: () => null }));

/** What the browser's Back button does in the app: a navigation that no link of the menu made. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

describe('the mobile menu closes when the page changes (walk 0087)', () => {
  it('Back in the wizard with the menu open leaves no menu over the step', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/onboarding/experience-level', '/onboarding/how-you-thrive']}>
        <SiteHeader />
        <Back />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});

describe('Escape closes the mobile menu (walk 0112)', () => {
  it('closes it and gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SiteHeader />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
