// The route-change progress bar: a thin bar along the top, no spinner, nprogress's behaviour
// with the spec's settings (§9). The router mounts it only once a navigation passed 1000 ms.
import { useEffect, useState } from 'react';

/** Spec §9: route-change progress bar delay. */
export const progressBarDelay = 1000;
/** Spec §9: progress bar defaults. */
export const progressBarSettings = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;
const ceiling = 0.994;

export function ProgressBar({ done }: { done: boolean }) {
  const [value, setValue] = useState<number>(progressBarSettings.minimum);
  useEffect(() => {
    if (done) return void setValue(1);
    const timer = setInterval(
      () => setValue((v) => Math.min(v + Math.random() * progressBarSettings.trickleRate, ceiling)),
      progressBarSettings.trickleSpeed,
    );
    return () => clearInterval(timer);
  }, [done]);
  return (
    <div
      className={done ? 'progress-bar progress-bar--done' : 'progress-bar'}
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
    >
      <div
        className="progress-bar__fill"
        style={{ transform: `translateX(${(value - 1) * 100}%)`, transitionDuration: `${progressBarSettings.speed}ms` }}
      />
    </div>
  );
}
