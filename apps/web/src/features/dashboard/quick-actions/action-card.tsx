import type { ReactNode } from 'react';

/** A large button with an icon, a title and a line of text. */
export function ActionCard({
  icon,
  title,
  text,
  onClick,
  disabled,
  expanded,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  disabled?: boolean;
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-expanded={expanded}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-300 hover:bg-brand-50 disabled:opacity-60 [&_svg]:size-5"
    >
      <span className="mt-0.5 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
    </button>
  );
}
