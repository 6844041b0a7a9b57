import { useMemo } from 'react';
import { profileCompletion } from '@thrive/core';
import { useDashboard } from '../state';
import { completionFacts } from './derive';

/** Profile completion (checklist, percent, band) of the person's profile. */
export function useCompletion() {
  const { answers, user, record, resumeAnalyzed } = useDashboard();
  return useMemo(
    () => profileCompletion(completionFacts(answers, user, record?.status ?? null, resumeAnalyzed)),
    [answers, user, record, resumeAnalyzed],
  );
}
