import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The look every text box, text area and native select shares. A disabled control looks it: grey fill, dashed border,
 * a not-allowed cursor (the text keeps enough contrast to be read).
 */
export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:border-dashed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(controlClass, 'py-2', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-10', className)} {...props} />;
}

/** What a field hands its control: the id its label points at and the error/hint wiring. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  /** The message in the person's language; sets aria-invalid on the control. */
  error?: string | null;
  /**
   * How the label marks a required answer: 'asterisk' (a visual `*`; the control carries `required`) or a word
   * shown in brackets, e.g. the translation of "required". Nothing when left out.
   */
  requiredMark?: 'asterisk' | string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, one control, a hint and an error message, wired for assistive technology. */
export function Field({ label, hint, error, requiredMark, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-900">
        {label}
        {requiredMark === 'asterisk' ? (
          <span aria-hidden="true"> *</span>
        ) : requiredMark ? (
          <span className="text-xs font-normal text-slate-600"> ({requiredMark})</span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> &
  Pick<FieldProps, 'label' | 'hint' | 'error' | 'requiredMark'> & { inputClassName?: string };

/** The one text box with a label: `Field` around `Input`. Takes every input prop (and react-hook-form's register). */
export function TextField({
  label,
  hint,
  error,
  requiredMark,
  id,
  className,
  inputClassName,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} requiredMark={requiredMark} id={id} className={className}>
      {(control) => <Input {...control} className={inputClassName} {...input} />}
    </Field>
  );
}

/** A checkbox with its label beside it (consents, options) and an optional error. */
export function CheckboxField({
  label,
  error,
  className,
  id,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | null }) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${controlId}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={controlId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
