import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import confetti from 'canvas-confetti';

/** Spec: confetti for about 3 s, a burst every 50 ms of 2 particles from each side, in three colours. */
export const CONFETTI = {
  durationMs: 3000,
  intervalMs: 50,
  particles: 2,
  colors: ['#0f766e', '#f59e0b', '#6366f1'],
};

export function FinalCelebrationStep() {
  const { t } = useTranslation('onboarding');
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const end = Date.now() + CONFETTI.durationMs;
    const timer = window.setInterval(() => {
      if (Date.now() > end) {
        window.clearInterval(timer);
        return;
      }
      const common = {
        particleCount: CONFETTI.particles,
        spread: 55,
        colors: CONFETTI.colors,
        disableForReducedMotion: true,
      };
      void confetti({ ...common, angle: 60, origin: { x: 0, y: 0.7 } });
      void confetti({ ...common, angle: 120, origin: { x: 1, y: 0.7 } });
    }, CONFETTI.intervalMs);
    return () => {
      window.clearInterval(timer);
      confetti.reset();
    };
  }, []);
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('celebration.subtitle')}</p>
      <ul className="space-y-3">
        {(['check1', 'check2', 'check3'] as const).map((key) => (
          <li key={key} className="flex items-center gap-3 text-slate-900">
            {/* shrink-0: at 390 px a line that wraps squeezed its icon smaller than the others (walk 0103). */}
            <CheckCircle2 className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {t(`celebration.${key}`)}
          </li>
        ))}
      </ul>
      <p>
        <Link
          to="/onboarding/review-submit"
          className="text-sm font-medium text-brand-800 underline underline-offset-4"
        >
          {t('celebration.review')}
        </Link>
      </p>
    </div>
  );
}
