import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findSpecRole } from '@thrive/core/datasets/roles';
import {
  DEFAULT_COMPARE_ROLES,
  comparisonRoleOptions,
  defaultComparedRoles,
  roleComparison,
} from '@thrive/core/rules/comparison';
import { cityName, levelRoleTitle, roleDescription, roleTitle } from '@thrive/core/text/names';
import { employerText } from '@thrive/core/text/sources';
import { homeCurrency, percent, type Locale } from '../format';
import { useDashboard } from '../state';
import { CompareSelectors } from './compare-selectors';
import { byShownLabel } from './derive';
import { CompareRow, CompareTable } from './compare-table';
import { MeterRow } from './meter-row';
import { MoneyRow } from './money-row';

/**
 * Role against role for the person's skills and level, in the city of their first prediction: by default their current
 * role (when known) against their predicted role; pay in the city's currency with "≈" theirs (decision 0034).
 */
export function RoleCompare() {
  const { t } = useTranslation('dashboard');
  const { answers, result, locale } = useDashboard();
  const options = useMemo(
    () =>
      byShownLabel(
        comparisonRoleOptions().map((r) => ({ value: r.key, label: roleLabel(r.key, r.title, locale) })),
        locale,
        DEFAULT_COMPARE_ROLES,
      ),
    [locale],
  );
  // Until the person picks, the defaults follow the result (it may arrive after the first render).
  const [pickA, setA] = useState<string | null>(null);
  const [pickB, setB] = useState<string | null>(null);
  const [defaultA, defaultB] = defaultComparedRoles(result);
  const a = pickA ?? defaultA;
  const b = pickB ?? defaultB;
  const home = homeCurrency(answers?.currency);
  const cityId = result?.predictions['0-3'].location.cityId ?? 'amsterdam';
  const opts = { skills: answers?.skills ?? [], cityId, level: answers?.experienceLevel ?? 'mid' };
  const A = roleComparison(a, opts);
  const B = roleComparison(b, opts);
  if (!A || !B) return null;
  const withCompany = (r: NonNullable<typeof A>) =>
    r.company
      ? t('compare.atCompany', {
          company: employerText(r.company, locale),
          city: cityName(cityId, locale, r.cityName),
        })
      : t('compare.inCity', { city: cityName(cityId, locale, r.cityName) });
  const titleA = roleLabel(a, A.title, locale);
  const titleB = roleLabel(b, B.title, locale);
  return (
    <div className="space-y-4">
      <CompareSelectors
        options={options}
        a={a}
        b={b}
        onPick={(x, y) => {
          if (x !== a) setA(x);
          if (y !== b) setB(y);
        }}
        labelA={t('compare.roleA')}
        labelB={t('compare.roleB')}
      />
      <CompareTable
        nameA={titleA}
        nameB={titleB}
        caption={t('compare.roleCaption', { a: titleA, b: titleB })}
      >
        <MoneyRow
          label={t('compare.row.roleSalary')}
          a={A.salary}
          b={B.salary}
          locale={locale}
          better="higher"
          home={home}
        />
        <CompareRow
          header={t('compare.row.company')}
          a={withCompany(A)}
          b={withCompany(B)}
          className="text-sm"
        />
        <CompareRow
          header={t('compare.row.description')}
          a={roleDescription(A.roleId, locale, A.description)}
          b={roleDescription(B.roleId, locale, B.description)}
          className="text-sm text-slate-700"
        />
        <MeterRow
          label={t('compare.row.level')}
          a={A.bars.level}
          b={B.bars.level}
          extraA={t(`level.${A.level}`)}
          extraB={t(`level.${B.level}`)}
        />
        <MeterRow label={t('compare.row.skillsMatch')} a={A.bars.skillsMatch} b={B.bars.skillsMatch} />
        <MeterRow
          label={t('compare.row.learningGaps')}
          a={A.bars.learningGaps}
          b={B.bars.learningGaps}
          inverted
        />
        <MeterRow
          // The BLS outlook is the local one in an American city (walk W613).
          label={t(A.cityCountry === 'US' ? 'compare.row.growthUs' : 'compare.row.growth')}
          a={A.bars.growthPath}
          b={B.bars.growthPath}
          extraA={percent(A.growth.value, locale)}
          extraB={percent(B.growth.value, locale)}
        />
      </CompareTable>
    </div>
  );
}

/** A comparison option in the viewer's language: a spec title ('Senior Data Scientist') as level and role, else the role. */
function roleLabel(key: string, title: string, locale: Locale): string {
  const spec = findSpecRole(key);
  return spec ? levelRoleTitle(spec.level, spec.role.id, locale, title) : roleTitle(key, locale, title);
}
