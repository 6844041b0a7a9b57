import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { CityCompare } from './city-compare';
import { RoleCompare } from './role-compare';

export default function CompareTab() {
  const { t } = useTranslation('dashboard');
  return (
    <Card data-testid="compare-tab">
      <CardTitle as="h2" className="text-lg">
        {t('compare.title')}
      </CardTitle>
      <p className="text-sm text-slate-600">{t('compare.intro')}</p>
      <Tabs defaultValue="cities" className="mt-3 space-y-4">
        <TabList aria-label={t('compare.modes')} className="w-fit">
          <Tab value="cities">{t('compare.cities')}</Tab>
          <Tab value="roles">{t('compare.roles')}</Tab>
        </TabList>
        <TabPanel value="cities">
          <CityCompare />
        </TabPanel>
        <TabPanel value="roles">
          <RoleCompare />
        </TabPanel>
      </Tabs>
    </Card>
  );
}
