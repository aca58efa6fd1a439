// The Nexus effects on shipping: the Guild's Cunning (one more shipment after its move), its Secret Ally (a turn of
// shipping as the Guild ships: at its rates, across the planet and back to reserves) and Richese's Secret Ally (five
// forces for the price of one). Each is played before the turn it changes and lasts until it is over (lasting.ts).
import type { Faction } from '../../../types.ts';
import { BEFORE_SHIPMENT, type Effect } from './effect.ts';

/** A state or a view: its phase and its round (Shipment and Movement's: who is done, who is acting). */
interface TurnBoard {
  readonly phase: string;
  readonly round: { readonly phase: string; readonly done?: readonly Faction[]; readonly acting?: Faction | null } | null;
}

/**
 * Before `seat`'s turn of Shipment and Movement is over (`asked`: nor its first shipment asked yet); from a state or
 * a view alike (the bots ask it too).
 */
export function turnAhead(board: TurnBoard, seat: Faction, asked: boolean): boolean {
  if (BEFORE_SHIPMENT.includes(board.phase)) return true;
  const round = board.phase === 'shipment-movement' && board.round?.phase === 'shipment-movement' ? board.round : null;
  if (round === null || (round.done ?? []).includes(seat)) return false;
  return !asked || round.acting !== seat;
}

export const SHIPPING = {
  // NX.guild.cunning: the Guild ships once more after its move this turn.
  'guild-cunning': {
    rule: 'NX.guild.cunning',
    card: 'guild',
    use: 'cunning',
    check: (state, seat) => (turnAhead(state, seat, false) ? null : 'only before your turn of Shipment and Movement is over'),
    apply() {},
    lasts: true,
  },
  // NX.guild.secret-ally: with the Guild not seated, the player ships this turn as the Guild does.
  'guild-secret-ally': {
    rule: 'NX.guild.secret-ally',
    card: 'guild',
    use: 'secret-ally',
    check: (state, seat) => (turnAhead(state, seat, true) ? null : 'only before your shipment of this turn is asked'),
    apply() {},
    lasts: true,
  },
  // NX.richese.cunning: Richese's shipment this turn may carry two No-Fields, one face down and one revealed at once.
  'richese-cunning': {
    rule: 'NX.richese.cunning',
    card: 'richese',
    use: 'cunning',
    check: (state, seat) => (turnAhead(state, seat, true) ? null : 'only before your shipment of this turn is asked'),
    apply() {},
    lasts: true,
  },
  // NX.richese.secret-ally: with Richese not seated, up to five forces of the player's shipment this turn cost as one.
  'richese-secret-ally': {
    rule: 'NX.richese.secret-ally',
    card: 'richese',
    use: 'secret-ally',
    check: (state, seat) => (turnAhead(state, seat, true) ? null : 'only before your shipment of this turn is asked'),
    apply() {},
    lasts: true,
  },
} satisfies Record<string, Effect>;
