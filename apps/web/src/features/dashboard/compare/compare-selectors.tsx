import { Field, Select } from '@/components/ui/field';
import { keepApart } from './derive';

/** Two selects; the second never offers the first choice. */
export function CompareSelectors({
  options,
  a,
  b,
  onPick,
  labelA,
  labelB,
}: {
  options: { value: string; label: string }[];
  a: string;
  b: string;
  /** Both choices at once (a new first choice can move the second). */
  onPick: (a: string, b: string) => void;
  labelA: string;
  labelB: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Field label={labelA}>
        {(control) => (
          <Select
            {...control}
            value={a}
            onChange={(e) => onPick(e.target.value, keepApart(options, e.target.value, b))}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={labelB}>
        {(control) => (
          <Select {...control} value={b} onChange={(e) => onPick(a, e.target.value)}>
            {options
              .filter((o) => o.value !== a)
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
