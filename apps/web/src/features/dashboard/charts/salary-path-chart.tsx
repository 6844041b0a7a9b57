import { useTranslation } from 'react-i18next';
import { money, asLocale } from '../format';

/**
 * Round steps for the money axis from 0 to at least `max`: four or five gridlines at 1, 2, 2.5 or 5 times a power of
 * ten (what a chart library picks).
 */
export function axisTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/**
 * The predicted salary over the three timeframes, drawn in plain SVG and HTML (decision 0144): three points need no
 * chart library, so the chart is there as soon as its card is, with no lazy chunk and no empty block waiting for one
 * (walk finding 11). Positions are percentages of the plot, so it fits any width without measuring. The drawing is
 * hidden from assistive technology; the same numbers follow as a (visually hidden) table, and the figure has a caption.
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
  const { i18n } = useTranslation();
  const locale = asLocale(i18n.language);
  const format = (v: number) => money(v, currency, locale);
  const ticks = axisTicks(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks.at(-1)!;
  const x = (i: number) => (points.length < 2 ? 50 : (i / (points.length - 1)) * 100);
  const y = (v: number) => 100 - (Math.max(0, v) / top) * 100;
  const pct = (n: number) => `${Number(n.toFixed(2))}%`;
  return (
    <figure className="space-y-1" data-testid="salary-chart">
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <div className="relative h-56 w-full text-xs text-slate-600" aria-hidden="true">
        {/* The money axis: labels right-aligned beside the plot's gridlines. */}
        <div className="absolute bottom-7 left-0 top-2 w-[5.5rem]">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 -translate-y-1/2 whitespace-nowrap"
              style={{ top: pct(y(tick)) }}
            >
              {format(tick)}
            </span>
          ))}
        </div>
        <div className="absolute bottom-7 left-24 right-10 top-2">
          <svg className="size-full overflow-visible">
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2="100%"
                y1={pct(y(tick))}
                y2={pct(y(tick))}
                stroke="#e2e8f0"
                strokeDasharray="3 3"
              />
            ))}
            {points.map((p, i) => (
              <line
                key={p.label}
                x1={pct(x(i))}
                x2={pct(x(i))}
                y1="0"
                y2="100%"
                stroke="#e2e8f0"
                strokeDasharray="3 3"
              />
            ))}
            <line x1="0" x2="0" y1="0" y2="100%" stroke="#64748b" />
            <line x1="0" x2="100%" y1="100%" y2="100%" stroke="#64748b" />
            {points.slice(1).map((p, i) => (
              <line
                key={p.label}
                x1={pct(x(i))}
                y1={pct(y(points[i]!.value))}
                x2={pct(x(i + 1))}
                y2={pct(y(p.value))}
                stroke="#0f766e"
                strokeWidth={3}
                strokeLinecap="round"
              />
            ))}
            {points.map((p, i) => (
              <circle
                key={p.label}
                cx={pct(x(i))}
                cy={pct(y(p.value))}
                r={5}
                fill="#fff"
                stroke="#0f766e"
                strokeWidth={3}
              />
            ))}
          </svg>
        </div>
        {/* The timeframes under their points. */}
        <div className="absolute bottom-0 left-24 right-10 h-6">
          {points.map((p, i) => (
            <span
              key={p.label}
              className="absolute top-1 -translate-x-1/2 whitespace-nowrap"
              style={{ left: pct(x(i)) }}
            >
              {p.label}
            </span>
          ))}
        </div>
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
