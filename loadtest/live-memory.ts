// The in-process server's live memory: the heap and the buffers outside it, read right after a full collection.
// The RSS figures count, besides, the garbage not yet collected and the room the collector keeps to grow into,
// which scale with the allocation rate rather than with what the rooms hold.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/** Bytes held after a full garbage collection (heap used + external memory such as socket buffers). */
export function liveBytes(): number {
  if (!collect) {
    // The collector's hook is a flag; set now, it reaches a context created after it.
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}
