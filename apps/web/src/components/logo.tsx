export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M16 6c-3 4-7 7-7 12a7 7 0 0 0 14 0c0-5-4-8-7-12Z" fill="#fff" />
      <path d="M16 26v-9" stroke="#0f766e" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
