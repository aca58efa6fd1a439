// A seat's PlayerView sealed against reading anything else: every property read that is not part of the view
// throws (recursively, on nested objects and arrays). A bot handed this view can only have used its own view.
import type { PlayerView } from '../../rooms/dune/index.ts';

export class HiddenRead extends Error {}

function seal<T>(value: T, path: string, reads: Set<string>): T {
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      if (typeof key === 'symbol') return Reflect.get(target, key, receiver);
      if (!(key in target)) throw new HiddenRead(`read ${path}.${key}: not part of the seat's view`);
      reads.add(Array.isArray(target) ? `${path}[]` : `${path}.${key}`);
      return seal(Reflect.get(target, key, receiver), Array.isArray(target) ? `${path}[]` : `${path}.${key}`, reads);
    },
    set() {
      throw new HiddenRead(`write under ${path}: a bot must not change its view`);
    },
    deleteProperty() {
      throw new HiddenRead(`delete under ${path}: a bot must not change its view`);
    },
  }) as T;
}

/** Seals a view; `reads` collects the paths read (for tests that want to look). */
export function sealedView(view: PlayerView, reads: Set<string> = new Set()): PlayerView {
  return seal(view, 'view', reads);
}
