import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { Meter } from '@/components/ui/meter';

/** Current and target level of a skill as two meters. */
export function LevelBars({ gap }: { gap: SkillGap }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-2 space-y-1 text-xs text-slate-700">
      <p>{t('skills.current', { value: gap.currentLevel })}</p>
      <Meter value={gap.currentLevel} label={t('skills.current', { value: gap.currentLevel })} />
      <p>{t('skills.target', { value: gap.targetLevel })}</p>
      <Meter value={gap.targetLevel} label={t('skills.target', { value: gap.targetLevel })} />
    </div>
  );
}
