// Positions for the Ixians' tests (engine and wire): a six-seat board with the Ixians seated and the HMS placed.
import type { Faction, GameConfigInput, GameState, TerritoryId } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { atPhaseStart, clearedBoard } from './engine.ts';
import { enterBattle, fight } from './battle.ts';
import { enterPhase } from './bidding.ts';
import { act } from './engine.ts';
import { pendingDecisions, type Action } from '../../rooms/dune/index.ts';

export const IXIAN_TABLE: Faction[] = ['ixians', 'atreides', 'harkonnen', 'emperor', 'fremen', 'guild'];

/** A cleared board of turn 2 (helpers/engine.ts clearedBoard) with the HMS over The Minor Erg, sector 5, and nobody in it. */
export function ixiansBoard(input: Partial<GameConfigInput> = {}): GameState {
  const s = clearedBoard({ factions: IXIAN_TABLE, seed: 'ixians', ...input });
  s.ixians = { hms: { territory: 'the-minor-erg', sector: 5 } };
  return s;
}

/** Puts `regular` ordinary and `elite` starred forces of `faction` from its reserves at a place (custody kept). */
export function put(s: GameState, faction: Faction, territory: TerritoryId, sector: number, regular: number, elite = 0): void {
  const fs = s.factions[faction]!;
  if (fs.reserves.regular < regular || fs.reserves.elite < elite) throw new Error(`put: ${faction} lacks the reserves`);
  fs.reserves.regular -= regular;
  fs.reserves.elite -= elite;
  addForces(s, { faction, territory, sector }, { regular, elite });
}

/** Suboids and Cyborgs into the HMS. */
export const aboard = (s: GameState, suboids: number, cyborgs: number): void => put(s, 'ixians', 'hms', 0, suboids, cyborgs);

/** The Storm phase of turn 2 started on a copy of `s`: the HMS question opens first. */
export function atStorm(s: GameState): GameState {
  const ctx = new Context(atPhaseStart(s, 'storm', 2));
  startPhase(ctx, 'storm');
  advance(ctx);
  return ctx.done();
}

/**
 * The Ixians (2 Suboids and 2 Cyborgs in the HMS, both Cyborgs dialed with Cammar Pilru) have just beaten the Emperor's
 * 3 forces and Bashar there: two Cyborgs went to the Tanks and two Suboids survived, so their replacement is asked.
 */
export function cyborgLossPosition(): GameState {
  const s = ixiansBoard();
  aboard(s, 2, 2);
  put(s, 'emperor', 'hms', 0, 3);
  const { state } = enterBattle(s);
  return fight(state, { ixians: { leader: 'cammar-pilru', dial: 2, elite: 2 }, emperor: { leader: 'bashar', dial: 1 } }).state;
}

/**
 * The Bidding phase of the Ixians' board with the Atreides their ally: the Ixians put back the extra card (to the
 * bottom), offer their ally nothing, the Atreides buy the row's first card for 1 (everyone else passes), and their swap
 * is asked.
 */
export function allyPurchasePosition(): GameState {
  let state = enterPhase(ixiansBoard(), 'bidding', (s) => {
    s.alliances = [['ixians', 'atreides']];
  });
  for (let guard = 0; guard < 40; guard++) {
    const d = pendingDecisions(state)[0];
    if (!d || d.kind === 'ixian-ally-swap') return state;
    let action: Action;
    if (d.kind === 'ixian-selection') action = { type: 'ixian-selection', event: d.id, card: d.cards.at(-1)!, to: 'bottom' };
    else if (d.kind === 'bid') action = { type: 'bid', event: d.id, amount: d.seat === 'atreides' && d.highBid === 0 ? 1 : 0 };
    else if (d.kind === 'offer-bid-support') action = { type: 'offer-bid-support', event: d.id, amount: 0 };
    else throw new Error(`unexpected ${d.kind}`);
    state = act(state, d.seat, action).state;
  }
  throw new Error('the swap was never asked');
}
