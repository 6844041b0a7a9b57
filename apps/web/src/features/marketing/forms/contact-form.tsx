import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContactMessageInput } from '@thrive/core/contracts/forms';
import { Button } from '@/components/ui/button';
import { MARKETING_NS } from '../marketing-i18n';
import { CheckboxField, Field, Input, Textarea } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { useFieldMessage } from './field-message';
import { FormSuccess } from './form-success';
import { useSubmission } from './use-submission';

const FormSchema = ContactMessageInput.omit({ locale: true });

export default function ContactForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(MARKETING_NS);
  const message = useFieldMessage();
  const { receipt, failure, submit } = useSubmission('/api/contact-messages');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  if (receipt) {
    return (
      <FormSuccess
        title={t('forms.contact.successTitle')}
        body={t('forms.contact.successBody', { email: receipt.email })}
        reference={receipt.id}
        onDone={onDone}
      />
    );
  }

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-busy={isSubmitting}>
      {failure && <Notice>{t(`forms.errors.${failure}`)}</Notice>}
      <Field label={t('forms.name')} error={message(errors.name)} requiredMark={t('forms.required')}>
        {(props) => <Input {...props} autoComplete="name" {...register('name')} />}
      </Field>
      <Field label={t('forms.email')} error={message(errors.email)} requiredMark={t('forms.required')}>
        {(props) => (
          <Input {...props} type="email" autoComplete="email" inputMode="email" {...register('email')} />
        )}
      </Field>
      <Field label={t('forms.message')} error={message(errors.message)} requiredMark={t('forms.required')}>
        {(props) => <Textarea {...props} rows={5} {...register('message')} />}
      </Field>
      <CheckboxField
        label={
          <>
            {t('forms.contactConsent')}{' '}
            <Link to="/privacy" target="_blank" className="font-medium text-brand-800 underline">
              {t('forms.privacyLink')}
            </Link>
          </>
        }
        error={message(errors.consent)}
        {...register('consent')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('forms.sending') : t('forms.contact.submit')}
      </Button>
    </form>
  );
}
