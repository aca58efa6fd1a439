// The version of the wire protocol (PROTOCOL.md, docs/protocol/CHANGELOG.md), announced in every `seat` message so
// that a client can tell what it talks to. MAJOR changes when a client written for the previous version may break
// (a field removed or retyped, a message or an order it relied on changed); MINOR when something is only added
// (a field, a decision kind, an event type, an option): a client ignores what it does not know. Kept apart from
// messages.ts so that the SDK reads it without bringing zod into its bundle.

export const PROTOCOL_VERSION = '1.15';

/** The MAJOR part of a `MAJOR.MINOR` version (NaN when it is not one). */
export function protocolMajor(version: string): number {
  const match = /^(\d+)\.(\d+)$/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}
