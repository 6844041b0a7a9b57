import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { money, asLocale } from '../format';
import { useQuietMeasurementSpan } from './measurement-span';

export interface MoneyComparisonRow {
  label: string;
  a: number;
  b: number;
}

/**
 * City against city in the person's own currency (the amounts Compare's rows show after "≈", `homeAmount`), with the
 * same numbers as a visually hidden table.
 */
export function MoneyComparisonChart({
  rows,
  nameA,
  nameB,
  title,
  currency = 'EUR',
}: {
  rows: MoneyComparisonRow[];
  nameA: string;
  nameB: string;
  title: string;
  /** The currency of the amounts: the person's own. */
  currency?: string;
}) {
  useQuietMeasurementSpan();
  const { i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const format = (v: number) => money(v, currency, locale);
  return (
    <figure className="relative space-y-1" data-testid="money-chart">
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <div className="h-64 w-full min-w-0 overflow-hidden" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
            <YAxis tickFormatter={format} width={80} tick={{ fontSize: 11 }} />
            <Tooltip formatter={(v) => format(Number(v))} />
            <Legend />
            <Bar dataKey="a" name={nameA} fill="#0f766e" isAnimationActive={false} />
            <Bar dataKey="b" name={nameB} fill="#f59e0b" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{nameA}</th>
              <th scope="col">{nameB}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{format(r.a)}</td>
                <td>{format(r.b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
