import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ContactMessageInput } from '@thrive/core/contracts/forms';
import { MARKETING_NS } from '../marketing-i18n';
import { Field, Textarea } from '@/components/ui/field';
import { useFieldMessage } from './field-message';
import { NameEmailFields } from './name-email-fields';
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
      <NameEmailFields
        name={register('name')}
        email={register('email')}
        nameError={message(errors.name)}
        emailError={message(errors.email)}
      />
      <Field label={t('forms.message')} error={message(errors.message)} requiredMark={t('forms.required')}>
        {(props) => <Textarea {...props} rows={5} {...register('message')} />}
      </Field>
    </PublicForm>
  );
}
