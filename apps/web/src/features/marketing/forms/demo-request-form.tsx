import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES, DemoRequestInput } from '@thrive/core/contracts/forms';
import { MARKETING_NS } from '../marketing-i18n';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { useFieldMessage } from './field-message';
import { NameEmailFields } from './name-email-fields';
import { PublicForm } from './public-form';
import { useSubmission } from './use-submission';

const FormSchema = DemoRequestInput.omit({ locale: true });

export default function DemoRequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(MARKETING_NS);
  const message = useFieldMessage();
  const { receipt, failure, submit } = useSubmission('/api/demo-requests');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: '', email: '', company: '', message: '' },
  });

  return (
    <PublicForm
      kind="demo"
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
        work
      />
      <Field label={t('forms.company')} error={message(errors.company)} requiredMark={t('forms.required')}>
        {(props) => <Input {...props} autoComplete="organization" {...register('company')} />}
      </Field>
      <Field
        label={t('forms.companySize')}
        error={message(errors.companySize)}
        requiredMark={t('forms.required')}
      >
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
      <Field label={t('forms.messageOptional')} error={message(errors.message)}>
        {(props) => <Textarea {...props} {...register('message')} />}
      </Field>
    </PublicForm>
  );
}
