// Items picked from a list by position (a hand may hold two copies of one card), toggled one at a time.
import { useState } from 'preact/hooks';

export function usePicks(): { picked: readonly number[]; toggle: (i: number) => void } {
  const [picked, setPicked] = useState<readonly number[]>([]);
  const toggle = (i: number) => setPicked((now) => (now.includes(i) ? now.filter((x) => x !== i) : [...now, i]));
  return { picked, toggle };
}
