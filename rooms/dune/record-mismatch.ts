// Two records of one game that the engine keeps in agreement, found disagreeing: the state was changed outside the
// engine (a stored game edited through its store, with a valid checksum). The engine refuses to act on it: an
// action that meets one is rejected with RECORD_MISMATCH and changes nothing (engine.ts), and a restore refuses the
// game as damaged before anyone plays it (consistency.ts, rooms/record-check.ts).
export class RecordMismatch extends Error {
  readonly code = 'RECORD_MISMATCH';
}
