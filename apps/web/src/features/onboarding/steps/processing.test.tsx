import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { useOnboardingStore } from '../store';
import { ProcessingStep } from './processing';

// The analysis call never answers here: the test looks at the screen while it waits.
vi.mock('@/lib/auth/session', () => ({ ensureSession: vi.fn(() => new Promise(() => undefined)) }));

beforeEach(() => {
  localStorage.clear();
  useOnboardingStore.getState().update({ skills: ['Python'], careerGoals: ['mentorship'] });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderProcessing() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProcessingStep />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('processing stage labels', () => {
  it.each([
    [
      'en',
      [
        'Analysing your responses',
        'Generating career recommendations',
        'Identifying skill gaps',
        'Finding optimal locations',
        'Calculating housing costs',
        'Creating your dashboard',
      ],
    ],
    [
      'nl',
      [
        'Je antwoorden analyseren',
        'Loopbaanadviezen maken',
        'Ontbrekende vaardigheden bepalen',
        'De beste plekken zoeken',
        'Woonlasten berekenen',
        'Je dashboard opbouwen',
      ],
    ],
  ])('shows the six stages in order on the screen (%s), the first one current', async (language, labels) => {
    await i18n.changeLanguage(language);
    renderProcessing();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(labels);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
