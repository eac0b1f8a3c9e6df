import { useEffect, useState } from 'react';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Remaining payment time (customer spec §4.4): ticks every second, stops at zero and then shows 'Expirado'. */
export function Countdown({ expiresAt }: { expiresAt: string }) {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((end - now) / 1000));
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps
  if (left <= 0) {
    return (
      <span className="badge text-bg-secondary" data-testid="order-countdown">
        Expirado
      </span>
    );
  }
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  return (
    <span className={left < 600 ? 'text-danger' : ''} data-testid="order-countdown">
      Tiempo para pagar: {pad(h)}:{pad(m)}:{pad(s)}
    </span>
  );
}
