import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '@/components/ui/card';
import { parseHousingBudget } from '@thrive/core/engine/budget';
import { childrenRequired } from '@thrive/core/rules/wizard-inputs';
import { money } from '../format';
import { useDashboard } from '../state';
import { ProfileItem } from './profile-item';

export function LifestyleCard() {
  const { t } = useTranslation('dashboard');
  const { answers, locale } = useDashboard();
  const budget = answers ? parseHousingBudget(answers.housingBudget, answers.currency) : null;
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Users className="size-4 text-brand-700" aria-hidden="true" />
        {t('profile.lifestyle')}
      </CardTitle>
      <dl className="mt-2 space-y-2 text-sm">
        <ProfileItem
          label={t('profile.family')}
          value={answers?.familyStatus ? t(`family.${answers.familyStatus}`) : null}
        />
        {/* The number of children and the partner's work and pay, as answered (walk 0087: they were not shown). */}
        {childrenRequired(answers?.familyStatus) ? (
          <ProfileItem
            label={t('profile.children')}
            value={t('profile.childrenValue', { count: answers?.childrenCount ?? 0 })}
          />
        ) : null}
        {(answers?.familyStatus === 'couple' || answers?.familyStatus === 'family') &&
        answers.partnerWorks !== undefined ? (
          <ProfileItem
            label={t('profile.partner')}
            value={
              answers.partnerWorks
                ? answers.partnerIncome !== undefined
                  ? t('profile.partnerIncome', {
                      income: money(answers.partnerIncome, answers.currency, locale),
                    })
                  : t('profile.partnerWorks')
                : t('profile.partnerNotWorking')
            }
          />
        ) : null}
        {/* The childcare answer (decision 0076), for a household that has children now. */}
        {childrenRequired(answers?.familyStatus) ? (
          <ProfileItem
            label={t('profile.youngChildren')}
            value={
              answers?.youngChildren !== undefined
                ? t('profile.youngChildrenValue', { count: answers.youngChildren })
                : null
            }
          />
        ) : null}
        <ProfileItem
          label={t('profile.values')}
          value={answers?.lifestyleValues.map((v) => t(`lifestyle.${v}`)).join(', ')}
        />
        <ProfileItem
          label={t('profile.housingBudget')}
          value={
            budget
              ? // What was typed is repeated only when it reads differently ("€ 900,-"), not for a plain "2500".
                answers?.housingBudget.trim() === String(budget.monthly)
                ? t('profile.housingBudgetAmount', { amount: money(budget.monthly, budget.currency, locale) })
                : t('profile.housingBudgetRead', {
                    amount: money(budget.monthly, budget.currency, locale),
                    text: answers?.housingBudget.trim(),
                  })
              : answers?.housingBudget
          }
        />
      </dl>
    </Card>
  );
}
