/** The Xplora word mark (favicon glyph + name). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`xp-logo ${className}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} className="me-2" />
      <span className="fw-bold">Xplora</span>
    </span>
  );
}
