import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARKETING_NS } from '../marketing-i18n';
import { Field, Input } from '@/components/ui/field';

/** The name and email fields the contact and demo forms share; the demo form asks for a work email. */
export function NameEmailFields({
  name,
  email,
  nameError,
  emailError,
  work = false,
}: {
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  nameError: string | undefined;
  emailError: string | undefined;
  work?: boolean;
}) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <>
      <Field label={t('forms.name')} error={nameError} requiredMark={t('forms.required')}>
        {(props) => <Input {...props} autoComplete="name" {...name} />}
      </Field>
      <Field
        label={t(work ? 'forms.workEmail' : 'forms.email')}
        error={emailError}
        requiredMark={t('forms.required')}
      >
        {(props) => (
          <Input
            {...props}
            type="email"
            autoComplete={work ? 'work email' : 'email'}
            inputMode="email"
            {...email}
          />
        )}
      </Field>
    </>
  );
}
