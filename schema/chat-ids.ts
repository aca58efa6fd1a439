// Chat ids, `c<n>`: one numbering per game as stored, one per reader as delivered (rooms/chat-log.ts). Kept apart
// from schema/chat.ts so that the SDK reads them without bringing zod into its bundle.

/** The number of a chat id (`c<n>` → n), which orders messages: in the store, and for each reader. */
export function chatNumber(id: string): number {
  return Number(id.slice(1));
}
