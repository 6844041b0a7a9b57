import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { RouteError } from './route-error';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function Broken(): never {
  throw new Error('render failed');
}

/** What a lazy route's import throws when a deploy removed its chunk. */
function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-page-1a2b3c.js');
}

function renderAt(route: { element: React.ReactNode }) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        children: [{ path: 'page', errorElement: <RouteError />, ...route }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  // Navigated to, as a person follows a link (a lazy route's chunk is fetched then).
  void router.navigate('/page');
}

describe('the route error element', () => {
  it("shows a render error in the person's language with a way back, not the developer screen", async () => {
    renderAt({ element: <Broken /> });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.queryByText('render failed')).toBeNull();
  });

  it('says a new version is there when a chunk is missing after a deploy (Dutch)', async () => {
    await i18n.changeLanguage('nl');
    renderAt({ element: <MissingChunk /> });
    expect(await screen.findByRole('heading', { name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(screen.getByText(/Er is een nieuwe versie van Thrive/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toBeInTheDocument();
  });
});
