import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { WorkStyleCard } from './work-style-card';

/**
 * The core's names module brings the city and role data with it (1.5 MB of script, checked against its schema when
 * it loads): Work & learning asks for it only for a person who picked cities (decision 0259), as the target role's
 * item does (decision 0221).
 */
const asked = vi.hoisted(() => ({ names: 0 }));
vi.mock('@thrive/core/text/names', async (importOriginal) => {
  asked.names += 1;
  return importOriginal();
});

function show(answers: OnboardingAnswers, locale: 'en' | 'nl' = 'en') {
  const value = { locale, answers } as unknown as DashboardState;
  return render(
    <StaticDashboardProvider value={value}>
      <WorkStyleCard />
    </StaticDashboardProvider>,
  );
}

/** The lazy module is asked for in a task after the commit (decision 0244): let that task and its import run. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.dynamicImportSettled();
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Work & learning loads the city names only for picked cities', () => {
  it('no picked city: the location preferences, and the names module is not asked for', async () => {
    const view = show({ ...emptyAnswers(), locationPreferences: ['urban'] });
    await settle();
    expect(view.container).toHaveTextContent('A big city');
    expect(asked.names).toBe(0);
  });

  it('picked cities: asked for, and the cities named in the viewer language (en, nl)', async () => {
    const answers = { ...emptyAnswers(), preferredCities: ['groningen', 'berlin'] };
    const en = show(answers);
    expect(en.container).toHaveTextContent('Groningen, Berlin');
    await settle();
    expect(asked.names).toBe(1);
    en.unmount();
    await i18n.changeLanguage('nl');
    const nl = show(answers, 'nl');
    await waitFor(() => expect(nl.container).toHaveTextContent('Groningen, Berlijn'));
  });
});
