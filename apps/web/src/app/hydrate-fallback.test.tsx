import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-server';
import { routes } from './router';

afterEach(() => vi.restoreAllMocks());

describe('pages opened directly while their module loads (walk finding 36, decision 0142)', () => {
  for (const path of ['/dev/mailbox', '/verify-email?error=INVALID_TOKEN']) {
    it(`${path} shows a loading state, without React Router's missing HydrateFallback warning`, async () => {
      mockApi({});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      render(<RouterProvider router={router} />);
      expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
      const warnings = warn.mock.calls.map((call) => String(call[0]));
      expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    });
  }
});
