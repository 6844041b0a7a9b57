import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { money, asLocale } from '../format';
import { useQuietMeasurementSpan } from './measurement-span';

/**
 * Charts with a text alternative: the figure has a caption, the drawing is hidden from assistive technology and
 * the same numbers are given as a table (visually hidden) right after it.
 */
export function SalaryPathChart({
  points,
  currency,
  title,
}: {
  points: { label: string; value: number }[];
  currency: string;
  title: string;
}) {
  useQuietMeasurementSpan();
  const { i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const format = (v: number) => money(v, currency, locale);
  return (
    <figure className="relative space-y-1" data-testid="salary-chart">
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <div className="h-56 w-full min-w-0 overflow-hidden" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={format} width={88} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(v) => format(Number(v))} />
            <Line
              type="monotone"
              dataKey="value"
              stroke="#0f766e"
              strokeWidth={3}
              dot={{ r: 5 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
