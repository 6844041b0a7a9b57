import { useParams } from 'react-router';
import { NotFoundPage } from '@/features/marketing/not-found-page';
import { ONBOARDING_SLUGS } from '@thrive/core/routes';

export default function OnboardingRoute() {
  const { step } = useParams();
  if (!step || !(ONBOARDING_SLUGS as readonly string[]).includes(step)) return <NotFoundPage />;
  return <div data-step={step} />;
}
