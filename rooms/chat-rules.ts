// Who may write to each chat channel and who reads what was written. The readers of a message are fixed when it is
// written (its `to` names the ally of the moment, or the private recipient), so a later alliance, a restore or a
// reconnection never widens them.
import type { ChatChannel, ChatMessage, SayMessage } from '../schema/chat.ts';
import type { ErrorCode } from '../schema/messages.ts';
import { allyOf } from './dune/alliances.ts';
import type { Faction, GameState, Viewer } from './dune/index.ts';

/** The sender and recipient a `say` gets, or why it is refused. */
export type Addressed = { ok: true; channel: ChatChannel; from: Faction | 'spectator'; to?: Faction } | { ok: false; code: ErrorCode; message: string };

export function address(game: Pick<GameState, 'alliances' | 'seating'>, writer: Viewer, say: Pick<SayMessage, 'channel' | 'to'>): Addressed {
  const { channel } = say;
  if (channel === 'spectators') {
    // Seats neither write nor read here: the spectators' talk about the game stays out of the game.
    if (writer !== 'spectator') return { ok: false, code: 'NOT_A_SPECTATOR', message: 'the spectators’ channel is for spectators only' };
    return { ok: true, channel, from: writer };
  }
  if (writer === 'spectator') return { ok: false, code: 'NOT_A_SEAT', message: `spectators cannot write to the ${channel} channel (theirs is "spectators")` };
  if (channel === 'public') return { ok: true, channel, from: writer };
  if (channel === 'alliance') {
    const ally = allyOf(game, writer);
    if (!ally) return { ok: false, code: 'NO_ALLY', message: `${writer} has no ally` };
    return { ok: true, channel, from: writer, to: ally };
  }
  const to = say.to;
  if (to === undefined || to === writer || !game.seating.includes(to))
    return { ok: false, code: 'BAD_RECIPIENT', message: `a private message goes to another seat of this game, not ${String(to)}` };
  return { ok: true, channel, from: writer, to };
}

/** Whether `viewer` may read `message`. */
export function mayRead(message: ChatMessage, viewer: Viewer): boolean {
  switch (message.channel) {
    case 'public':
      return true;
    case 'spectators':
      return viewer === 'spectator';
    default:
      return viewer !== 'spectator' && (message.from === viewer || message.to === viewer);
  }
}
