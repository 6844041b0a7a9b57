import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import type { StepProps } from '@/features/onboarding/steps/types';

/**
 * A wizard field (`{ answers, update }`) under test, holding the answers as the wizard's store does, with a query
 * client of its own. `seen.answers` is the answers after the field's last change; `children` render before the field
 * (a language select, say).
 */
export function stepFieldHarness(Field: ComponentType<StepProps>) {
  const seen: { answers: OnboardingAnswers } = { answers: emptyAnswers() };
  function Harness({
    initial = emptyAnswers(),
    children,
  }: {
    initial?: OnboardingAnswers;
    children?: ReactNode;
  }) {
    const [answers, setAnswers] = useState<OnboardingAnswers>(initial);
    const [client] = useState(() => new QueryClient());
    return (
      <QueryClientProvider client={client}>
        {children}
        <Field
          answers={answers}
          update={(patch) =>
            setAnswers((a) => {
              const next = { ...a, ...patch };
              seen.answers = next;
              return next;
            })
          }
        />
      </QueryClientProvider>
    );
  }
  return { Harness, seen, reset: () => (seen.answers = emptyAnswers()) };
}

/** A wizard step shown once with `answers` over the empty ones (its changes go nowhere), its queries never retried. */
export function renderStep(Step: ComponentType<StepProps>, answers: Partial<OnboardingAnswers> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Step answers={{ ...emptyAnswers(), ...answers }} update={() => {}} />
    </QueryClientProvider>,
  );
}
