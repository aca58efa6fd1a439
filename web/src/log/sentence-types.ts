// The shape of the log's sentences, shared by the core's table (sentences.ts) and the modules' own (modules/*/sentences.ts).
import type { GameEvent } from '@dune-rooms/sdk';

export type EventKind = GameEvent['type'];
export type EventOf<K extends EventKind> = Extract<GameEvent, { type: K }>;
/** One sentence per event kind of `K`: the mapped type makes a missing kind a compile error. */
export type Sentences<K extends EventKind = EventKind> = { [P in K]: (e: EventOf<P>) => string };
