import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import '../i18n';
import { renderStep } from '../../../../test/step-field';
import { mockApi } from '../../../../test/mock-server';
import { useOnboardingStore } from '../store';
import { ExperienceStep } from './simple-steps';

/** Walk W202 (decision 0181): the experience step says where its tick came from, or why there is none. */
beforeEach(() => {
  useOnboardingStore.getState().reset();
  mockApi({});
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the experience step after a CV', () => {
  it('13 years without a leadership title: nothing ticked, and the step says to choose Lead or Senior', () => {
    useOnboardingStore
      .getState()
      .setResume({ analyzed: true, nameFound: true, years: 13, leadership: false });
    renderStep(ExperienceStep);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByTestId('cv-years-note')).toHaveTextContent(
      'Your CV shows 13 years of work: choose Lead if you have led people or teams, else Senior.',
    );
  });

  it('a career changer is told the years in the new field may be fewer (en, nl)', async () => {
    useOnboardingStore.getState().setResume({ analyzed: true, nameFound: true, years: 6, leadership: false });
    const shown = renderStep(ExperienceStep, { careerStatus: 'changing', experienceLevel: 'mid' });
    expect(screen.getByTestId('cv-years-note')).toHaveTextContent(
      'Ticked from the 6 years of work on your CV (Mid level). Change it if it is not right. You are changing careers: these are all your years of work, and your years in the new field may be fewer.',
    );
    shown.unmount();
    await act(() => i18n.changeLanguage('nl'));
    renderStep(ExperienceStep, { careerStatus: 'changing', experienceLevel: 'mid' });
    expect(screen.getByTestId('cv-years-note')).toHaveTextContent(
      'Je stapt over naar een ander vak: dit zijn al je jaren werk, en in het nieuwe vak kunnen dat er minder zijn.',
    );
  });

  it('twenty years without leading people fit Senior, as its hint says (walk W617, decision 0249; en, nl)', async () => {
    const shown = renderStep(ExperienceStep);
    expect(screen.getByRole('radio', { name: /Senior/ })).toHaveAccessibleName(
      expect.stringContaining('7-10 years, or more without leading people'),
    );
    shown.unmount();
    await act(() => i18n.changeLanguage('nl'));
    renderStep(ExperienceStep);
    expect(screen.getByRole('radio', { name: /Senior/ })).toHaveAccessibleName(
      expect.stringContaining('7-10 jaar, of meer zonder leidinggevende ervaring'),
    );
  });

  it('says nothing without a CV', () => {
    renderStep(ExperienceStep);
    expect(screen.queryByTestId('cv-years-note')).toBeNull();
  });
});
