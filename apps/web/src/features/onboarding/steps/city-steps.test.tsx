import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityFacts } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { CityFactsList } from './city-steps';

const permit = (meets: boolean): CityFacts => ({
  distanceKm: 640,
  workRight: {
    status: 'permit',
    permit: {
      id: 'de-blue-card',
      name: 'EU Blue Card (Germany)',
      threshold: { value: 48300, currency: 'EUR', basis: 'official', source: 'BAMF', year: 2025 },
      meets,
      source: 'BAMF',
      url: 'https://www.bamf.de/',
      year: 2025,
    },
  },
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('city facts on the wizard cards', () => {
  it('names the permit, its threshold for this person and whether the predicted pay meets it', async () => {
    const { unmount } = render(<CityFactsList facts={permit(true)} />);
    expect(
      screen.getByText(
        'Work permit needed: EU Blue Card (Germany); your predicted pay meets its threshold of €48,300 a year (2025)',
      ),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    render(<CityFactsList facts={permit(false)} />);
    expect(screen.getByText(/ligt onder de drempel van € 48\.300 per jaar \(2025\)/)).toBeInTheDocument();
  });
});
