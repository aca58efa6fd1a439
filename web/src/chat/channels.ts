// Which channels a viewer may write to, mirroring the room's rules (PROTOCOL.md, Table talk) so that the picker
// never offers a channel the server would refuse: a spectator talks only among spectators; a seat talks in
// public, to its ally while it has one, and privately to any other seat (a bot's seat too: its messages are kept
// for a player who takes the seat later).
import type { ChatChannel, ChatMessage, Faction, PlayerView } from '@dune-rooms/sdk';
import { factionName } from '../names.ts';

export const CHANNEL_NAMES: Record<ChatChannel, string> = {
  public: 'Public',
  alliance: 'Alliance',
  private: 'Private',
  spectators: 'Spectators',
};

/** The viewer's ally now, if any (view.alliances holds the pairs). */
export function allyOf(view: PlayerView, me: Faction): Faction | null {
  return view.alliances.find((pair) => pair.includes(me))?.find((f) => f !== me) ?? null;
}

/** The channels `me` may write to (null: a spectator), best first. */
export function writableChannels(view: PlayerView, me: Faction | null): ChatChannel[] {
  if (me === null) return ['spectators'];
  const channels: ChatChannel[] = ['public'];
  if (allyOf(view, me)) channels.push('alliance');
  if (view.seats.some((s) => s.faction !== me)) channels.push('private');
  return channels;
}

/** Who wrote a message, in words. */
export const senderName = (m: ChatMessage): string => (m.from === 'spectator' ? 'Spectator' : factionName(m.from));
