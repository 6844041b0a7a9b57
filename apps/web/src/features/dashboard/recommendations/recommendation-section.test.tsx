import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { RecommendationSection } from './recommendation-section';

describe('a recommendation list shorter than its title (issue 16)', () => {
  it('says why fewer than five companies are shown, in English and Dutch', async () => {
    for (const [lng, words] of [
      ['en', /only 2 employers that fit/],
      ['nl', /maar 2 werkgevers die bij je sectoren/],
    ] as const) {
      await i18n.changeLanguage(lng);
      const { unmount } = render(
        <RecommendationSection
          icon={null}
          title="Top 5"
          empty="none"
          note={i18n.t('dashboard:recs.fewCompanies', { count: 2 })}
        >
          {[<li key="a">A</li>, <li key="b">B</li>]}
        </RecommendationSection>,
      );
      expect(screen.getByText(words)).toBeTruthy();
      unmount();
    }
    await i18n.changeLanguage('en');
    expect(i18n.t('dashboard:recs.fewCompanies', { count: 1 })).toMatch(/only 1 employer that fits/);
  });

  it('shows no note under an empty list', () => {
    render(
      <RecommendationSection icon={null} title="Top 5" empty="Nothing yet" note="short list">
        {[]}
      </RecommendationSection>,
    );
    expect(screen.queryByText('short list')).toBeNull();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});
