import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { SkillsStep } from './skills';

const seen: { answers: OnboardingAnswers } = { answers: emptyAnswers() };

function Harness({ initial }: { initial: OnboardingAnswers }) {
  const [answers, setAnswers] = useState<OnboardingAnswers>(initial);
  return (
    <SkillsStep
      answers={answers}
      update={(patch) => {
        seen.answers = { ...answers, ...patch };
        setAnswers(seen.answers);
      }}
    />
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('skills step: a skill from the CV is the chip of the same skill (walk W19)', () => {
  it('shows the chip ticked and a click removes it instead of adding it twice', async () => {
    // The CV reader names the skill "Microsoft Excel"; the chip's value is "Excel".
    render(<Harness initial={{ ...emptyAnswers(), skills: ['Microsoft Excel', 'Sage 200'] }} />);
    const chip = screen.getByRole('checkbox', { name: 'Microsoft Excel' });
    expect(chip).toBeChecked();
    expect(screen.getByText('2 skills selected')).toBeInTheDocument();
    await userEvent.click(chip);
    expect(seen.answers.skills).toEqual(['Sage 200']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Microsoft Excel' }));
    expect(seen.answers.skills).toEqual(['Sage 200', 'Excel']);
  });

  it('in Dutch, typing a skill the list holds in English says it is already there', async () => {
    await i18n.changeLanguage('nl');
    seen.answers = { ...emptyAnswers(), skills: ['Microsoft Excel'] };
    render(<Harness initial={seen.answers} />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'excel{Enter}');
    expect(seen.answers.skills).toEqual(['Microsoft Excel']);
    expect(screen.getByText('Deze vaardigheid heb je al toegevoegd.')).toBeInTheDocument();
  });
});

describe('skills step: a long custom skill is refused with a message, not cut short (walk finding 11)', () => {
  const long = 'Projectmanagement van grote internationale zorgprojecten '.repeat(6).trim(); // 347 characters

  it('keeps all 300+ characters in the field, says the limit and adds nothing (en)', async () => {
    seen.answers = emptyAnswers();
    render(<Harness initial={seen.answers} />);
    const field = screen.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste(long);
    expect(field).toHaveValue(long);
    const message = `A skill can be at most 80 characters; this one has ${long.length}. Shorten it to add it.`;
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(seen.answers.skills).toEqual([]);
    expect(field).toHaveValue(long);
  });

  it('says it in Dutch and adds the skill once shortened', async () => {
    await i18n.changeLanguage('nl');
    seen.answers = emptyAnswers();
    render(<Harness initial={seen.answers} />);
    const field = screen.getByRole('textbox');
    await userEvent.click(field);
    await userEvent.paste(long);
    expect(
      screen.getByText(
        `Een vaardigheid mag hoogstens 80 tekens hebben; deze heeft er ${long.length}. Maak hem korter om hem toe te voegen.`,
      ),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Wondzorg{Enter}');
    expect(seen.answers.skills).toEqual(['Wondzorg']);
  });
});
