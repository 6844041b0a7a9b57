import { Globe2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { writeStoredAnswers } from '@/lib/onboarding-storage';
import { useDashboard } from './state';

/** The wizard's field for citizenship: the location step, returning to the review (decision 0107). */
export const CITIZENSHIP_FIELD_PATH = '/onboarding/location-preferences?from=review#citizenship';

/**
 * The person gave neither where they live nor a citizenship (decision 0107): the analysis does not know where they may
 * work and ranked the cities as for a citizen of an EU/EEA country or Switzerland. Say so above the results, with the
 * one way to answer: the wizard's citizenship field, on a draft of the saved answers, so nothing else is lost. A plain
 * link (also in the server's render of the first screen, which has no router): the wizard reads the draft on load.
 */
export function CitizenshipPrompt() {
  const { t } = useTranslation('dashboard');
  const state = useDashboard();
  const headingId = useId();
  const answers = state.savedAnswers ?? state.answers;
  const unknown = (state.top ?? state.result)?.cityMatches.some((m) => m.facts?.workRight?.rankedAs);
  if (!unknown || (answers && answers.citizenships.length > 0)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
      data-testid="citizenship-prompt"
    >
      <Globe2 className="hidden size-6 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <h2 id={headingId} className="text-base font-semibold">
          {t('citizenshipPrompt.title')}
        </h2>
        <p className="text-sm">{t('citizenshipPrompt.text')}</p>
      </div>
      <Button asChild variant="default" className="self-start sm:self-center">
        <a
          href={CITIZENSHIP_FIELD_PATH}
          onClick={() => {
            // The wizard edits a draft: without one, the saved answers become the draft first (as Edit Profile does).
            if (!state.hasDraft && state.savedAnswers) writeStoredAnswers(state.savedAnswers);
          }}
        >
          {t('citizenshipPrompt.action')}
        </a>
      </Button>
    </section>
  );
}
