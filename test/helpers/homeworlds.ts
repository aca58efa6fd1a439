// Homeworlds scenarios: a finished set-up with the variant (listed seating), every force back in reserves (on its
// homeworld), hands and traitors emptied, 10 spice each and full decks; edited by the test, then a phase entered.
import { pendingDecisions, type Action, type Faction, type GameEvent, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance } from '../../rooms/dune/phases/turn.ts';
import { act, clearedBoard } from './engine.ts';
import { HOMEWORLDS, type World } from '../../rooms/dune/plugins/homeworlds/catalog.ts';

export const HW_TABLE: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'choam', 'fremen'];

export function homeworldsBoard(advanced = false, factions: Faction[] = HW_TABLE): GameState {
  return clearedBoard({ factions, seed: 'homeworlds', advanced, modules: ['homeworlds'] });
}

/** Moves `count` of `faction`'s reserves onto `place` (a territory or a homeworld; sector 0 for a homeworld). */
export function visit(s: GameState, faction: Faction, place: TerritoryId, count: number, sector = 0): void {
  s.factions[faction]!.reserves.regular -= count;
  addForces(s, { faction, territory: place, sector }, { regular: count });
}

/** Sends `count` of a faction's reserves to the Tanks (thinning its homeworld). */
export function thin(s: GameState, faction: Faction, count: number): void {
  s.factions[faction]!.reserves.regular -= count;
  s.factions[faction]!.tanks.regular += count;
}

/** Sets a faction's reserves to exactly `to` (fewer than now), the rest to the Tanks. */
export function reservesTo(s: GameState, faction: Faction, to: { regular: number; elite?: number }): void {
  const fs = s.factions[faction]!;
  const elite = to.elite ?? fs.reserves.elite;
  if (to.regular > fs.reserves.regular || elite > fs.reserves.elite) throw new Error(`reservesTo: ${faction} has fewer reserves`);
  fs.tanks.regular += fs.reserves.regular - to.regular;
  fs.tanks.elite += fs.reserves.elite - elite;
  fs.reserves = { regular: to.regular, elite };
}

/** `occupier` occupies `world`: `count` of its forces there, every native force of that world gone to the Tanks. */
export function occupy(s: GameState, world: World, occupier: Faction, count = 1): void {
  visit(s, occupier, world, count);
  const native = HOMEWORLDS[world].native;
  const fs = s.factions[native]!;
  if (world === 'salusa-secundus') reservesTo(s, native, { regular: fs.reserves.regular, elite: 0 });
  else if (world === 'kaitain' && s.config.advanced) reservesTo(s, native, { regular: 0 });
  else reservesTo(s, native, { regular: 0, elite: 0 });
  s.homeworlds!.occupiers[world] = occupier;
}

/** Runs the engine's automatic work (occupations) on a copy of `s`. */
export function settle(s: GameState): { state: GameState; events: GameEvent[] } {
  const ctx = new Context(structuredClone(s));
  advance(ctx);
  return { state: ctx.done(), events: ctx.events };
}

/** Runs the auction of the card up for bid until `buyer` buys it at `price` (others open at 1 or pass). */
export function sell(state: GameState, buyer: Faction, price: number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 40 && !events.some((e) => e.type === 'card-bought'); guard++) {
    const d = pendingDecisions(state).find((x) => x.kind === 'bid' || x.kind === 'offer-bid-support');
    if (!d) break;
    let action: Action;
    if (d.kind === 'offer-bid-support') action = { type: 'offer-bid-support', event: d.id, amount: 0 };
    else if (d.kind !== 'bid') throw new Error('bid');
    else {
      const amount = d.seat === buyer && d.highBid < price ? price : d.highBid === 0 && d.eligible ? 1 : 0;
      action = { type: 'bid', event: d.id, amount };
    }
    const r = act(state, d.seat, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
