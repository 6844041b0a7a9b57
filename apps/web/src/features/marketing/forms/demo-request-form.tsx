import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, DemoRequestInput } from '@thrive/core/contracts/forms';
import { Button } from '@/components/ui/button';
import { MARKETING_NS } from '../marketing-i18n';
import { ConsentField, Field, Select, SubmitAlert, TextArea, TextInput } from './fields';
import { FormSuccess } from './form-success';
import { useSubmission } from './use-submission';

const FormSchema = DemoRequestInput.omit({ locale: true });

export default function DemoRequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(MARKETING_NS);
  const { receipt, failure, submit } = useSubmission('/api/demo-requests');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', company: '', message: '' },
  });

  if (receipt) {
    return (
      <FormSuccess
        title={t('forms.demo.successTitle')}
        body={t('forms.demo.successBody', { email: receipt.email })}
        reference={receipt.id}
        onDone={onDone}
      />
    );
  }

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-busy={isSubmitting}>
      {failure && <SubmitAlert>{t(`forms.errors.${failure}`)}</SubmitAlert>}
      <Field label={t('forms.name')} error={errors.name} required>
        {(props) => <TextInput {...props} autoComplete="name" {...register('name')} />}
      </Field>
      <Field label={t('forms.workEmail')} error={errors.email} required>
        {(props) => (
          <TextInput
            {...props}
            type="email"
            autoComplete="work email"
            inputMode="email"
            {...register('email')}
          />
        )}
      </Field>
      <Field label={t('forms.company')} error={errors.company} required>
        {(props) => <TextInput {...props} autoComplete="organization" {...register('company')} />}
      </Field>
      <Field label={t('forms.companySize')} error={errors.companySize} required>
        {(props) => (
          <Select {...props} defaultValue="" {...register('companySize')}>
            <option value="" disabled>
              {t('forms.companySizePlaceholder')}
            </option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`forms.companySizes.${size}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('forms.messageOptional')} error={errors.message}>
        {(props) => <TextArea {...props} {...register('message')} />}
      </Field>
      <ConsentField
        label={
          <>
            {t('forms.demoConsent')}{' '}
            <Link to="/privacy" target="_blank" className="font-medium text-brand-800 underline">
              {t('forms.privacyLink')}
            </Link>
          </>
        }
        error={errors.consent}
        input={register('consent')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('forms.sending') : t('forms.demo.submit')}
      </Button>
    </form>
  );
}
