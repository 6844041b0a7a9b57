import { useParams } from 'react-router';
import { getStep } from '@thrive/core/onboarding/steps';
import { NotFoundPage } from '@/features/marketing/not-found-page';
import { OnboardingWizard } from '@/features/onboarding/wizard';

export { loadStepScreen } from '@/features/onboarding/wizard';

export default function OnboardingRoute() {
  const { step } = useParams();
  const definition = step ? getStep(step) : undefined;
  if (!definition) return <NotFoundPage />;
  return <OnboardingWizard key={definition.id} stepId={definition.id} />;
}
