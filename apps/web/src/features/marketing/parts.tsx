import type { ReactNode } from 'react';

/** A page's opening block: small eyebrow, the h1, an intro and actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words hyphens-auto text-slate-900 sm:text-5xl">
            {title}
          </h1>
          {intro && <p className="mt-6 text-lg leading-8 text-slate-700">{intro}</p>}
          {children && <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  intro,
  className = '',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 py-14 lg:py-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-slate-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export function FeatureCard({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-6">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 leading-7 text-slate-700">{body}</p>
    </li>
  );
}

/** A closing call to action band. */
export function CtaBand({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="bg-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold text-white sm:text-3xl">{title}</h2>
          <p className="mt-2 text-brand-50">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
