import { useDashboard } from '../state';
import { LearningPlanView } from './learning-plan-view';
import { SkillsDevelopment } from './skills-development';
import { SkillsGapDashboard } from './skills-gap-dashboard';

export default function SkillGapTab() {
  const { result } = useDashboard();
  if (!result) return null;
  return (
    <div className="space-y-5" data-testid="skill-gap-tab">
      <SkillsDevelopment gaps={result.skillGaps} />
      <SkillsGapDashboard gaps={result.skillGaps} />
      <LearningPlanView gaps={result.skillGaps} />
    </div>
  );
}
