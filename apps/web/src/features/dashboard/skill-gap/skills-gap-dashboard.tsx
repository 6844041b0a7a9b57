import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillGap } from '@thrive/core/contracts/analysis-result';
import { Card, CardTitle } from '@/components/ui/card';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useLearning } from '../state';
import { ProgressTracker } from './progress-tracker';
import { SkillOverview } from './skill-overview';
import { SkillsGrid } from './skills-grid';

/** Overview, Skills Grid and Progress Tracker of the skill gaps. */
export function SkillsGapDashboard({ gaps }: { gaps: SkillGap[] }) {
  const { t } = useTranslation('dashboard');
  const learning = useLearning();
  const [tab, setTab] = useState('overview');
  return (
    <Card aria-labelledby="gap-dashboard-title">
      <CardTitle as="h2" id="gap-dashboard-title" className="text-lg">
        {t('gapDash.title')}
      </CardTitle>
      <Tabs value={tab} onValueChange={setTab} className="mt-3 space-y-4">
        <TabList aria-label={t('gapDash.title')} className="w-fit max-w-full">
          <Tab value="overview">{t('gapDash.overview')}</Tab>
          <Tab value="grid">{t('gapDash.grid')}</Tab>
          <Tab value="tracker">{t('gapDash.tracker')}</Tab>
        </TabList>
        <TabPanel value="overview">
          <SkillOverview gaps={gaps} learning={learning} />
        </TabPanel>
        <TabPanel value="grid">
          <SkillsGrid gaps={gaps} learning={learning} />
        </TabPanel>
        <TabPanel value="tracker">
          <ProgressTracker gaps={gaps} learning={learning} />
        </TabPanel>
      </Tabs>
    </Card>
  );
}
