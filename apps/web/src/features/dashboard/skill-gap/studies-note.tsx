import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { roleInSentence } from '@thrive/core/text/names';
import { useDashboard } from '../state';

/**
 * Why a skill's level is credited (decision 0130): the person's studies teach it. While studying, what the degree
 * teaches by graduation is not in the learning plan; only what lies beyond it is.
 */
export function StudiesNote({ gap, className }: { gap: SkillGap; className?: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const studies = gap.studies;
  if (!studies) return null;
  const role = roleInSentence(studies.roleId, locale);
  const key = !studies.studying
    ? 'skills.studies.graduated'
    : gap.timeToTarget.hours > 0
      ? 'skills.studies.beyond'
      : studies.graduationYear
        ? 'skills.studies.byYear'
        : 'skills.studies.byGraduation';
  return (
    <p
      className={`flex items-start gap-1 text-xs text-slate-700 ${className ?? ''}`}
      data-testid="studies-note"
    >
      <GraduationCap className="mt-0.5 size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{t(key, { role, level: studies.level, year: studies.graduationYear })}</span>
    </p>
  );
}
