import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { toFormatLocale } from '@thrive/core/format';
import { SKILL_LIMITS, addCustomSkill } from '@thrive/core/rules/wizard-inputs';
import { skillKey, skillNameFromText } from '@thrive/core/text/skill-names';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { SKILL_SUGGESTIONS } from '../skill-suggestions';
import type { StepProps } from './types';

/** Selectable chips grouped by category, plus a custom-skill entry (Enter adds; trimmed, non-empty, no duplicate). */
export function SkillsStep({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = toFormatLocale(i18n.language);
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Skills compare by what they are, not how they are spelled: the CV's "Microsoft Excel" is the chip "Excel" (W19).
  const selected = new Set(answers.skills.map(skillKey));
  const suggested = new Set(SKILL_SUGGESTIONS.flatMap((group) => group.skills.map(skillKey)));
  const custom = answers.skills.filter((skill) => !suggested.has(skillKey(skill)));

  const toggle = (skill: string) => {
    const key = skillKey(skill);
    update({
      skills: selected.has(key)
        ? answers.skills.filter((item) => skillKey(item) !== key)
        : [...answers.skills, skill],
    });
  };

  const add = () => {
    const result = addCustomSkill(answers.skills, draft, skillKey);
    if (!result.ok) {
      setError(
        result.reason === 'duplicate'
          ? t('skills.duplicate')
          : result.reason === 'empty'
            ? t('skills.empty')
            : result.reason === 'too-long'
              ? t('skills.tooLong', { max: SKILL_LIMITS.length, length: draft.trim().length })
              : t('skills.tooMany', { max: SKILL_LIMITS.count }),
      );
      return;
    }
    update({ skills: result.skills });
    setDraft('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="space-y-8">
      <p className="text-sm font-medium text-brand-800" aria-live="polite">
        {t('skills.selected', { count: answers.skills.length })}
      </p>
      {SKILL_SUGGESTIONS.map((group) => (
        <fieldset key={group.category}>
          <legend className="mb-3 font-medium text-slate-900">
            {t(`skills.categories.${group.category}`)}
          </legend>
          <div className="flex flex-wrap gap-2">
            {group.skills.map((skill) => {
              const checked = selected.has(skillKey(skill));
              return (
                <label key={skill} className="cursor-pointer">
                  <input
                    type="checkbox"
                    className="peer sr-only"
                    checked={checked}
                    onChange={() => toggle(skill)}
                  />
                  <span
                    className={cn(
                      'inline-flex items-center rounded-full border px-3 py-1.5 text-sm transition-colors',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                      checked
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500',
                    )}
                  >
                    {skillNameFromText(skill, locale)}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div>
        <label htmlFor={inputId} className="mb-1.5 block font-medium text-slate-900">
          {t('skills.customLabel')}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={draft}
            placeholder={t('skills.customPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              // No maxLength: a pasted skill is not cut short without a word (walk finding 11); one over the limit
              // is kept in the field and said so, while typing and on Add.
              const next = event.target.value;
              setDraft(next);
              setError(
                next.trim().length > SKILL_LIMITS.length
                  ? t('skills.tooLong', { max: SKILL_LIMITS.length, length: next.trim().length })
                  : null,
              );
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            {t('skills.add')}
          </Button>
        </div>
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {custom.length > 0 && (
        <div>
          <h2 className="mb-2 font-medium text-slate-900">{t('skills.yours')}</h2>
          <ul className="flex flex-wrap gap-2">
            {custom.map((skill) => (
              <li
                key={skill}
                className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pl-3 pr-1 text-sm text-white"
              >
                {skill}
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-brand-800"
                  aria-label={t('skills.remove', { skill })}
                  onClick={() => toggle(skill)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
