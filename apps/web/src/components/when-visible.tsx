import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport (docs/decisions/0032): charts and the map, with their
 * large chunks, load only when they are about to be seen. Until then a box of `className` keeps their space, so
 * nothing jumps. Without IntersectionObserver it renders at once.
 */
export function WhenVisible({
  children,
  className,
  margin = '200px',
}: {
  children: ReactNode;
  className?: string;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  if (seen) return <>{children}</>;
  return <div ref={ref} className={className} data-when-visible="waiting" />;
}
