import { useTranslation } from 'react-i18next';

/** One term and value of a profile list; 'Not given yet' when there is no value; a note says where a value came from. */
export function ProfileItem({
  label,
  value,
  note,
}: {
  label: string;
  value: string | null | undefined;
  note?: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">
        {value || <span className="font-normal text-slate-500">{t('profile.none')}</span>}
        {value && note && <span className="block text-xs font-normal text-slate-600">{note}</span>}
      </dd>
    </div>
  );
}
