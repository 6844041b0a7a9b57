import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface ChoiceOption<T extends string> {
  id: T;
  label: string;
  hint?: string;
  icon?: ReactNode;
}

interface BaseProps<T extends string> {
  legend: string;
  /** Hide the legend visually when the page heading already says it. */
  legendHidden?: boolean;
  options: readonly ChoiceOption<T>[];
  columns?: 1 | 2 | 3 | 4;
  name: string;
}

const grid = {
  1: 'grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
} as const;

function Card({ checked, dimmed, children }: { checked: boolean; dimmed?: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'flex h-full items-start gap-3 rounded-lg border-2 bg-white p-3 text-left transition-colors sm:p-4',
        'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-400',
        dimmed && 'opacity-50',
      )}
    >
      {children}
      <span
        aria-hidden="true"
        className={cn(
          'ml-auto flex size-5 shrink-0 items-center justify-center rounded-full border',
          checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300',
        )}
      >
        {checked && <Check className="size-3.5" />}
      </span>
    </span>
  );
}

function OptionText({ option }: { option: ChoiceOption<string> }) {
  return (
    <span className="flex items-start gap-3">
      {option.icon && (
        <span className="mt-0.5 text-brand-700" aria-hidden="true">
          {option.icon}
        </span>
      )}
      <span>
        <span className="block font-medium text-slate-900">{option.label}</span>
        {option.hint && <span className="mt-0.5 block text-sm text-slate-600">{option.hint}</span>}
      </span>
    </span>
  );
}

/** Single choice as cards over native radio inputs (keyboard: Tab into the group, arrows to move). */
export function SingleChoice<T extends string>({
  legend,
  legendHidden,
  options,
  columns = 2,
  name,
  value,
  onChange,
}: BaseProps<T> & { value: T | undefined; onChange: (value: T) => void }) {
  return (
    <fieldset>
      <legend className={cn('mb-3 font-medium text-slate-900', legendHidden && 'sr-only')}>{legend}</legend>
      <div className={cn('grid gap-3', grid[columns])}>
        {options.map((option) => (
          <label key={option.id} className="block cursor-pointer">
            <input
              type="radio"
              className="peer sr-only"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
            />
            <Card checked={value === option.id}>
              <OptionText option={option} />
            </Card>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Multiple choice as cards over native checkboxes; `max` ignores further picks and dims the rest. */
export function MultiChoice<T extends string>({
  legend,
  legendHidden,
  options,
  columns = 2,
  name,
  value,
  onChange,
  max,
}: BaseProps<T> & { value: readonly T[]; onChange: (value: T[]) => void; max?: number }) {
  const full = max !== undefined && value.length >= max;
  return (
    <fieldset>
      <legend className={cn('mb-3 font-medium text-slate-900', legendHidden && 'sr-only')}>{legend}</legend>
      <div className={cn('grid gap-3', grid[columns])}>
        {options.map((option) => {
          const checked = value.includes(option.id);
          const blocked = full && !checked;
          return (
            <label key={option.id} className={cn('block', blocked ? 'cursor-not-allowed' : 'cursor-pointer')}>
              <input
                type="checkbox"
                className="peer sr-only"
                name={name}
                value={option.id}
                checked={checked}
                aria-disabled={blocked || undefined}
                onChange={() => {
                  if (checked) onChange(value.filter((item) => item !== option.id));
                  else if (!blocked) onChange([...value, option.id]);
                }}
              />
              <Card checked={checked} dimmed={blocked}>
                <OptionText option={option} />
              </Card>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
