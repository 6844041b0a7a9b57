import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ContactMessageInput } from '@thrive/core/contracts/forms';
import { MARKETING_NS } from '../marketing-i18n';
import { Field, Input, Textarea } from '@/components/ui/field';
import { useFieldMessage } from './field-message';
import { PublicForm } from './public-form';
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

  return (
    <PublicForm
      kind="contact"
      receipt={receipt}
      failure={failure}
      isSubmitting={isSubmitting}
      onSubmit={handleSubmit(submit)}
      onDone={onDone}
      consent={register('consent')}
      consentError={message(errors.consent)}
    >
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
    </PublicForm>
  );
}
