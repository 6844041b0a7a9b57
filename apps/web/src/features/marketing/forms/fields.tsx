import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARKETING_NS } from '../marketing-i18n';

const control =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-xs sm:text-sm aria-[invalid=true]:border-red-700 border-slate-300';

/** The translated message for a zod issue code carried in a field error. */
export function useFieldMessage(error?: FieldError) {
  const { t, i18n } = useTranslation(MARKETING_NS);
  if (!error) return undefined;
  const key = `forms.errors.${error.message ?? 'invalid'}`;
  return i18n.exists(key, { ns: MARKETING_NS }) ? t(key) : t('forms.errors.invalid');
}

interface FieldProps {
  label: string;
  error?: FieldError;
  required?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ label, error, required, children }: FieldProps) {
  const { t } = useTranslation(MARKETING_NS);
  const id = useId();
  const message = useFieldMessage(error);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required && ' '}
        {required && <span className="text-xs font-normal text-slate-600">({t('forms.required')})</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': message ? errorId : undefined })}
      {message && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <input {...props} className={control} />;
}

export function TextArea(props: ComponentProps<'textarea'>) {
  return <textarea rows={4} {...props} className={control} />;
}

export function Select(props: ComponentProps<'select'>) {
  return <select {...props} className={control} />;
}

export function ConsentField({
  label,
  error,
  input,
}: {
  label: ReactNode;
  error?: FieldError;
  input: ComponentProps<'input'>;
}) {
  const id = useId();
  const message = useFieldMessage(error);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...input}
          aria-invalid={Boolean(error)}
          aria-describedby={message ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function SubmitAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
