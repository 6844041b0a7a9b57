import { useTranslation } from 'react-i18next';
import { careerStatusShown } from '@thrive/core';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { lazyModule } from '@/lib/lazy-module';
import { useRoleNames } from '@/lib/role-names';
import { targetRoleOf } from '@thrive/core/contracts/target-role';
import { firstWithMore } from '../labels';
import { money } from '../format';
import { payAmountText } from '@thrive/core/rules/salary';
import { useDashboard } from '../state';
import { graduationYetToCome } from '@thrive/core/rules/wizard-inputs';
import { educationSummary, personSummary } from './derive';
import { ProfileItem } from './profile-item';
import { sliderStartedAtCurrentPay } from '@thrive/core/rules/salary';

/** Skill names in both languages (the skills and names data, 27 KB gzip) load after the first screen (decision 0040). */
const useSkillNames = lazyModule(() => import('@thrive/core/text/skill-names'));

/** Name, contact line, the career overview and the skills. */
export function UserCard() {
  const { t } = useTranslation('dashboard');
  const { answers, user, locale } = useDashboard();
  const skillNames = useSkillNames();
  const person = personSummary(answers, user);
  const industries = firstWithMore(answers?.industries ?? [], 4);
  const status = answers ? careerStatusShown(answers) : null;
  const target = answers ? targetRoleOf(answers) : undefined;
  return (
    <Card className="lg:col-span-2" data-testid="user-card">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
        >
          {person.initials}
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{person.fullName || t('profile.anonymous')}</h2>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            {person.contact || t('profile.noContact')}
          </p>
        </div>
      </div>
      <CardTitle className="mt-4">{t('profile.overview')}</CardTitle>
      <dl className="mt-2 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {status && (
          <ProfileItem
            label={t('profile.status')}
            value={t(`careerStatus.${status.status}`)}
            {...(status.derived && { note: t('profile.statusDerived') })}
          />
        )}
        {/* The first step's answer, where the career status does not already say it (walk W309). */}
        {answers?.userType && !status?.derived && (
          <ProfileItem label={t('profile.userType')} value={t(`profile.userTypes.${answers.userType}`)} />
        )}
        {/* The role the person chose to move to (decisions 0202, 0237). */}
        {target && <TargetRoleItem target={target} />}
        {/* The goal typed in their own words, as on the review (walk W609: it was shown nowhere here). */}
        {answers?.careerGoalsText.trim() && (
          <ProfileItem
            label={t('profile.goalText')}
            value={t('profile.goalTextValue', { text: answers.careerGoalsText.trim() })}
          />
        )}
        <ProfileItem
          label={t('profile.experience')}
          value={answers?.experienceLevel ? t(`level.${answers.experienceLevel}`) : null}
        />
        <ProfileItem
          label={t('profile.education')}
          value={educationSummary(
            answers?.educationBackground,
            (level) => t(`education.${level}`),
            (year) =>
              t(graduationYetToCome(year, new Date()) ? 'profile.graduating' : 'profile.graduated', { year }),
            answers?.userType === 'student' ? t('profile.studying') : undefined,
          )}
        />
        <ProfileItem
          label={t('profile.salary')}
          value={
            answers
              ? `${money(answers.salaryRange, answers.currency, locale)} · ${t(`timeframe.${answers.timeframe}`)}${
                  answers.salaryChosen
                    ? ''
                    : ` · ${t(sliderStartedAtCurrentPay(answers) ? 'profile.salaryUntouchedCurrent' : 'profile.salaryUntouched')}`
                }`
              : null
          }
        />
        {answers?.currentPay && answers.currentPay.amount > 0 && (
          // What the person earns now, as they typed it (a walk found it shown nowhere; it anchors the level).
          <ProfileItem
            label={t('profile.currentPay')}
            value={`${payAmountText(
              answers.currentPay.amount,
              answers.currentPay.currency,
              answers.currentPay.timeframe,
              locale === 'nl' ? 'nl' : 'en',
            )} · ${t(`timeframe.${answers.currentPay.timeframe}`)}`}
          />
        )}
        <ProfileItem
          label={t('profile.industries')}
          value={
            industries.shown.length
              ? industries.shown.map((id) => t(`industry.${id}`)).join(', ') +
                (industries.more ? ` ${t('more', { count: industries.more })}` : '')
              : null
          }
        />
        <ProfileItem
          label={t('profile.timeline')}
          value={answers?.timeline ? t(`timeline.${answers.timeline}`) : null}
        />
      </dl>
      <div className="mt-3">
        <p className="text-sm font-medium text-slate-700">{t('profile.skills')}</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {answers?.skills.length ? (
            answers.skills.map((skill) => (
              <li key={skill}>
                {skillNames.module ? (
                  <Badge tone="brand">{skillNames.module.skillNameFromText(skill, locale)}</Badge>
                ) : (
                  // Until the names are in: the person's own words hold the place unseen (shown if they fail).
                  <Badge tone="brand" className={skillNames.failed ? undefined : 'invisible'}>
                    {skill}
                  </Badge>
                )}
              </li>
            ))
          ) : (
            <li className="text-sm text-slate-600">{t('profile.none')}</li>
          )}
        </ul>
      </div>
    </Card>
  );
}

/**
 * The role the person chose to move to, in the viewer's language. Its own component, so the role names (the names module
 * with the city and role data) load only for a person who chose one (decision 0221), not with every dashboard.
 */
function TargetRoleItem({ target }: { target: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const roleNames = useRoleNames();
  if (!roleNames.module && !roleNames.failed) return null;
  return (
    <ProfileItem
      label={t('profile.targetRole')}
      value={roleNames.module ? roleNames.module.roleTitle(target, locale) : target}
    />
  );
}
