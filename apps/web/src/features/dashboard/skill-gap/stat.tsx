import type { ReactNode } from 'react';

/** One big figure with its label and icon. */
export function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
      <span className="text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-xs text-slate-600">{label}</p>
        <p className="text-xl font-bold">{value}</p>
      </div>
    </div>
  );
}
