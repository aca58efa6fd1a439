// A connection to the room as every part of it sees one: what it asked for when it joined, who it is here, and how
// a message reaches it (msgpack, or JSON text in JSON mode), so that each part sends the same way.
import type { Client } from '@colyseus/core';
import type { ServerMessages, ViewFormat } from '../schema/messages.ts';
import type { Viewer } from './dune/index.ts';
import type { JoinRequest, Membership } from './admission.ts';
import { jsonBytes } from './json-wire.ts';

/**
 * What a client asked for when it joined, and the address it came from (server/client-address.ts); its view format
 * comes back with it on a reconnection.
 */
export type DuneAuth = JoinRequest & { format?: ViewFormat; address?: string };
export type DuneClient = Client<{ auth: DuneAuth; userData: Membership }>;

/** Whether `client` joined in JSON mode (PROTOCOL.md): views and messages as JSON text, no schema state. */
export const isJson = (client: DuneClient): boolean => client.auth?.format === 'json';

/** Whom a member watches the game as. */
export function viewerOf(member: Membership | undefined): Viewer | null {
  if (!member) return null;
  return member.role === 'seat' ? member.faction : 'spectator';
}

export function tell<K extends keyof ServerMessages>(client: DuneClient, type: K, body: ServerMessages[K]): void {
  if (isJson(client)) client.sendBytes(type, jsonBytes(body));
  else client.send(type, body);
}
