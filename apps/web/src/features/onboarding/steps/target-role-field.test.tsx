import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import { renderStep, stepFieldHarness } from '../../../../test/step-field';
import '../i18n';
import { CareerGoalsStep } from './simple-steps';
import { roleMatches, TargetRoleField } from './target-role-field';

/** "Which role do you want to move to?" for a career changer (decision 0202, walk W308). */
const { Harness, seen, reset } = stepFieldHarness(TargetRoleField);
const changer = (patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers => ({
  ...emptyAnswers(),
  userType: 'career-changer',
  ...patch,
});

// The role names load in a chunk of their own; in the browser they come while the person reads the question.
beforeAll(async () => {
  await import('@thrive/core/text/names');
}, 30_000);

afterEach(async () => {
  reset();
  await i18n.changeLanguage('en');
});

describe('the target role question', () => {
  it('is asked of a career changer, a working professional and a recent graduate, not of a student (W609)', () => {
    const { unmount } = renderStep(CareerGoalsStep, { userType: 'career-changer' });
    expect(
      screen.getByRole('combobox', { name: 'Which role do you want to move to? (optional)' }),
    ).toBeInTheDocument();
    unmount();
    const status = renderStep(CareerGoalsStep, { userType: 'professional', careerStatus: 'changing' });
    expect(screen.getByRole('combobox', { name: /Which role do you want to move to/ })).toBeInTheDocument();
    status.unmount();
    for (const userType of ['professional', 'recent-grad'] as const) {
      const { unmount: asked } = renderStep(CareerGoalsStep, { userType });
      expect(
        screen.getByRole('combobox', { name: 'Which role do you want to move to? (optional)' }),
      ).toBeInTheDocument();
      asked();
    }
    const { unmount: gone } = renderStep(CareerGoalsStep, { userType: 'student' });
    expect(screen.queryByRole('combobox', { name: /Which role do you want to move to/ })).toBeNull();
    gone();
  });

  it('filters the catalogue as the person types and picks with the keyboard; the choice can be cleared', async () => {
    const user = userEvent.setup();
    render(<Harness initial={changer()} />);
    const box = screen.getByRole('combobox', { name: 'Which role do you want to move to? (optional)' });
    expect(box).toHaveAccessibleDescription(/Leave it empty and we suggest one from your skills\./);
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('listbox', { name: 'Roles' }, { timeout: 5000 });
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(80);

    await user.type(box, 'data an');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Data Analyst']);
    expect(screen.getByText('1 role found')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(seen.answers.targetRole).toBe('data-analyst');
    expect(box).toHaveValue('Data Analyst');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.clear(box);
    await user.type(box, 'astronaut');
    expect(
      screen.getByText('No role matches “astronaut”.', { selector: 'p[aria-hidden]' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // Escape leaves the choice as it was.
    expect(box).toHaveValue('Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Clear role' }));
    expect(seen.answers.targetRole).toBeUndefined();
    expect(box).toHaveValue('');
  });

  it('speaks Dutch: the question and the role names, and finds a role by its English name too', async () => {
    await i18n.changeLanguage('nl');
    const user = userEvent.setup();
    render(<Harness initial={changer({ targetRole: 'ux-designer' })} />);
    const box = screen.getByRole('combobox', { name: 'Naar welke rol wil je overstappen? (optioneel)' });
    expect(await screen.findByDisplayValue('UX/UI-ontwerper', {}, { timeout: 5000 })).toBe(box);
    await user.clear(box);
    await user.type(box, 'primary school');
    const list = screen.getByRole('listbox', { name: 'Rollen' });
    await user.click(within(list).getByRole('option', { name: 'Leraar basisonderwijs' }));
    expect(seen.answers.targetRole).toBe('primary-teacher');
    expect(screen.getByRole('button', { name: 'Rol wissen' })).toBeInTheDocument();
  });
});

describe('a role found by the words a person types (walk W521)', () => {
  const option = (title: string, english: string) => {
    const search = `${title} ${english}`.toLowerCase();
    return { search, words: search.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
  };
  const manager = option('Manager zorginstelling', 'Healthcare Manager');
  it('glued, reordered or cut short: zorgmanager, manager zorg, healthcare man', () => {
    for (const query of ['zorgmanager', 'manager zorg', 'healthcare man', 'zorginstelling', 'manager'])
      expect(roleMatches(manager, query), query).toBe(true);
  });
  it('not a role whose words do not make the query', () => {
    for (const query of ['zorgkundige', 'verpleegkundige', 'zomanager', 'data'])
      expect(roleMatches(manager, query), query).toBe(false);
    expect(roleMatches(option('Data-analist', 'Data Analyst'), 'zorgmanager')).toBe(false);
  });
});
