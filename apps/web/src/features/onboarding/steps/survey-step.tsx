import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '@thrive/core/contracts/enums';
import { SingleChoice } from '../components/choice-group';
import type { StepProps } from './types';

/**
 * The wizard's first step, in a module of its own (decision 0195): the page that opens the wizard loads this and the
 * choice group only, not the fields of the later steps (pay, places, languages) that `simple-steps` holds.
 */
export function SurveyStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <SingleChoice
      name="userType"
      legend={t('titles.survey')}
      legendHidden
      options={USER_TYPES.map((id) => ({ id, label: t(`survey.${id}`), hint: t(`survey.${id}Hint`) }))}
      value={answers.userType}
      onChange={(userType) => update({ userType })}
    />
  );
}
