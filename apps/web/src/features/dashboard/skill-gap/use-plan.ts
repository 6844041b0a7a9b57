import { useMemo } from 'react';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { planForGaps } from '@thrive/core';
import type { LearningItem } from '../api';
import { today } from '../format';

/** The learning plan for the gaps at the person's hours a week, from today. */
export function usePlan(gaps: SkillGap[], items: LearningItem[], hoursPerWeek: number) {
  return useMemo(() => planForGaps(gaps, items, hoursPerWeek, today()), [gaps, items, hoursPerWeek]);
}
