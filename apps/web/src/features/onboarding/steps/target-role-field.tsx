import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/field';
import { useRoleNames } from '@/lib/role-names';
import { cn } from '@/lib/utils';
import { asksTargetRole, type CatalogueRoleId } from '@thrive/core/contracts/target-role';
import type { StepProps } from './types';

/** Lower case without accents, so "ontwerper" finds "Ontwerper" and "leraar" finds "Leraar". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface RoleOption {
  id: CatalogueRoleId;
  title: string;
  /** The English title too, so a Dutch visitor who types "UX designer" still finds it. */
  search: string;
  /** The words of both titles, for queries in another order or glued together. */
  words: string[];
}

/**
 * Whether a typed query finds a role: as a piece of its titles, or each typed word made of the beginnings of the
 * titles' words, in any order (walk W521: "zorgmanager" found nothing for "Manager zorginstelling"; so do "manager
 * zorg" and "healthcare man"). A piece of a word counts from three letters.
 */
export function roleMatches(option: Pick<RoleOption, 'search' | 'words'>, query: string): boolean {
  if (option.search.includes(query)) return true;
  const built = (rest: string, free: string[]): boolean => {
    if (rest === '') return true;
    return free.some((word, i) => {
      for (let k = Math.min(word.length, rest.length); k >= Math.min(3, rest.length); k--)
        if (
          word.startsWith(rest.slice(0, k)) &&
          built(
            rest.slice(k),
            free.filter((_, j) => j !== i),
          )
        )
          return true;
      return false;
    });
  };
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every((token) => built(token, option.words));
}

/**
 * "Which role do you want to move to? (optional)", asked on the goals step of a career changer (decision 0202, walk
 * W308), a working professional and a recent graduate (decision 0237, walk W609): a searchable list of the
 * catalogue's roles (an ARIA 1.2 combobox: type to filter, arrows to move, Enter to pick, Escape to close). The chosen
 * role is the engine's first target. Not shown to a student.
 */
export function TargetRoleField({ answers, update }: StepProps) {
  if (!asksTargetRole(answers)) return null;
  return <TargetRoleCombobox answers={answers} update={update} />;
}

function TargetRoleCombobox({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = i18n.language.startsWith('nl') ? 'nl' : 'en';
  const names = useRoleNames();
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const options = useMemo<RoleOption[]>(() => {
    if (!names.module) return [];
    const { ids, roleTitle } = names.module;
    return ids
      .map((roleId) => {
        const title = roleTitle(roleId, locale);
        const search = fold(`${title} ${roleTitle(roleId, 'en')}`);
        return { id: roleId, title, search, words: search.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
      })
      .sort((a, b) => a.title.localeCompare(b.title, locale));
  }, [names.module, locale]);
  const chosen = options.find((o) => o.id === answers.targetRole);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // What the box shows: what the person is typing, else the chosen role's title.
  const shown = text ?? chosen?.title ?? (names.module ? '' : (answers.targetRole ?? ''));
  const query = fold(text ?? '');
  const matches = query ? options.filter((o) => roleMatches(o, query)) : options;
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  // The list opens on the chosen role (not at the top), and the option moved to stays in view.
  const openList = () => {
    if (!open)
      setActive(
        Math.max(
          0,
          options.findIndex((o) => o.id === answers.targetRole),
        ),
      );
    setOpen(true);
  };
  const activeId = activeOption ? `${id}-${activeOption.id}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const pick = (option: RoleOption) => {
    update({ targetRole: option.id });
    setText(null);
    setOpen(false);
  };
  const clear = () => {
    update({ targetRole: undefined });
    setText(null);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        openList();
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        matches.length ? (Math.min(i, matches.length - 1) + step + matches.length) % matches.length : 0,
      );
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className="flex flex-col gap-1.5" data-testid="target-role">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {t('goals.targetLabel')}
      </label>
      <div className="relative">
        <div className="flex gap-2">
          <Input
            id={id}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-describedby={hintId}
            {...(activeId && { 'aria-activedescendant': activeId })}
            autoComplete="off"
            value={shown}
            placeholder={t('goals.targetPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={openList}
            onClick={openList}
            onBlur={() => {
              setOpen(false);
              setText(null);
            }}
            onKeyDown={onKeyDown}
          />
          {answers.targetRole && (
            <button
              type="button"
              onClick={clear}
              className="h-10 shrink-0 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('goals.targetClear')}
            </button>
          )}
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('goals.targetList')}
          hidden={!open || matches.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {open &&
            matches.map((option) => (
              <li
                key={option.id}
                id={`${id}-${option.id}`}
                role="option"
                aria-selected={option.id === answers.targetRole}
                // Picked on mouse down, before the box's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm text-slate-900',
                  option === activeOption &&
                    'bg-brand-50 outline outline-2 -outline-offset-2 outline-brand-700',
                  option.id === answers.targetRole && 'font-semibold',
                )}
              >
                {option.title}
              </li>
            ))}
        </ul>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('goals.targetHint')}
      </p>
      <p className="sr-only" aria-live="polite">
        {open && names.module
          ? matches.length
            ? t('goals.targetCount', { count: matches.length })
            : t('goals.targetNone', { text: text ?? '' })
          : ''}
      </p>
      {open && text && matches.length === 0 && (
        <p className="text-sm text-slate-700" aria-hidden="true">
          {t('goals.targetNone', { text })}
        </p>
      )}
    </div>
  );
}
