import { useMemo } from 'react';
import type { AnalysisResult, SkillGap } from '@thrive/core/contracts/analysis-result';
import { milestonesOnPlan, planForGaps } from '@thrive/core';
import type { LearningItem } from '../api';
import { today } from '../format';
import { useDashboard, useLearning } from '../state';

/**
 * The day the learning plan starts: the analysis date, the day the plan was made and its milestones were dated
 * (decision 0120); today before there is an analysis.
 */
export function planStart(result: Pick<AnalysisResult, 'generatedAt'> | null | undefined): string {
  return result?.generatedAt.slice(0, 10) ?? today();
}

/** The learning plan for the gaps at the person's hours a week, from the analysis date. */
export function usePlan(gaps: SkillGap[], items: LearningItem[], hoursPerWeek: number) {
  const { result } = useDashboard();
  const start = planStart(result);
  return useMemo(() => planForGaps(gaps, items, hoursPerWeek, start), [gaps, items, hoursPerWeek, start]);
}

/**
 * The analysis' milestones with the learning goal on the plan's dates (decision 0120): the Future Timeline and the
 * report say the same date as the learning plan, also after hours are logged or the hours a week change.
 */
export function useMilestonesOnPlan(result: AnalysisResult | null | undefined): AnalysisResult['milestones'] {
  const { answers } = useDashboard();
  const learning = useLearning();
  const plan = usePlan(result?.skillGaps ?? [], learning.items, answers?.learningHoursPerWeek ?? 5);
  return useMemo(() => (result ? milestonesOnPlan(result.milestones, plan) : []), [result, plan]);
}
