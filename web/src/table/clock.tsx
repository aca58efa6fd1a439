// A turn clock (`turnSeconds`): the time left until autopilot answers, ticking each second. `until` is the server's
// wall-clock deadline (ms since the epoch); the browser's clock may be off by a little, which is fine for a display.
import { useEffect, useState } from 'preact/hooks';

export function Clock({ until, label }: { until: number | null | undefined; label?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <span class={`clock${left <= 10 ? ' urgent' : ''}`} data-testid="clock" title="time left before autopilot answers">
      {label ? `${label} ` : ''}⏱ {text}
    </span>
  );
}
