// The places revealed Discovery tokens become, each inside the territory its token lay in (its one neighbour: a
// board attachment, board/movement.ts), for the rest of the game; forces there are out of the storm's and the
// sandworms' reach, and a shipment there is priced as a stronghold's (the places' board data, board/discoveries.ts).
// DS.jacurutu: Jacurutu Sietch is a stronghold (it counts for victory, holds two factions at most); the winner of a
//   battle there takes 1 spice from the bank for each force the loser sent to the Tanks undialed.
// DS.cistern: in Spice Collection, each faction with fighters in the Cistern takes 2 spice from the bank.
// DS.orgiz: in Spice Collection, the faction with fighters in the Orgiz Processing Station (the first in storm order,
//   were there two) takes 1 spice from each other faction's collection, per territory collected.
import type { Attachment, AttachmentsBoard } from '../../board/movement.ts';
import { DISCOVERED_STRONGHOLD, type DiscoveredPlace } from '../../board/discoveries.ts';
import type { Context } from '../../context.ts';
import type { BattleOutcome, ForceLoss } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { stormOrder } from '../../storm-order.ts';
import { fightersIn } from '../../victory.ts';
import type { Draft, Faction, ForceCount, GameEvent, TerritoryId } from '../../types.ts';
import { discoveryOf } from './state.ts';

/** DS.cistern: what the Cistern pays each of its occupants. */
const CISTERN = 2;
/** DS.orgiz: what the Orgiz takes from each collection. */
const ORGIZ = 1;

/** The places revealed, as attachments to the territories they lie in (a view-level rule). */
export const discoveredAttachments = (board: AttachmentsBoard): Attachment[] => (board.discovery?.locations ?? []).map((l) => ({ place: l.place, on: l.on }));

/** Whether `place` has been revealed in this game. */
export const revealed = (state: Draft, place: DiscoveredPlace): boolean => discoveryOf(state)?.locations.some((l) => l.place === place) ?? false;

/** DS.jacurutu: Jacurutu Sietch counts for victory once revealed. */
export const discoveredStrongholds = (state: Draft): TerritoryId[] => (revealed(state, DISCOVERED_STRONGHOLD) ? [DISCOVERED_STRONGHOLD] : []);

/** The factions with fighters in `place`, in storm order. */
export const occupants = (state: Draft, place: DiscoveredPlace): Faction[] => stormOrder(state).filter((f) => fightersIn(state, f, place) > 0);

/** DS.cistern, DS.orgiz: after the collection (the phase's events from `since`). */
export function locationIncome(ctx: Context, since: number): void {
  const { state } = ctx;
  if (revealed(state, 'cistern'))
    for (const faction of occupants(state, 'cistern')) {
      ctx.ownFaction(faction).spice += CISTERN;
      ctx.emit({ type: 'discovery-spice', faction, token: 'cistern', amount: CISTERN });
    }
  const thief = revealed(state, 'orgiz-processing-station') ? occupants(state, 'orgiz-processing-station')[0] : undefined;
  if (!thief) return;
  const collected = ctx.events.slice(since).filter((e): e is Extract<GameEvent, { type: 'spice-collected' }> => e.type === 'spice-collected');
  for (const e of collected) {
    if (e.faction === thief || e.amount <= 0) continue;
    const victim = ctx.ownFaction(e.faction);
    const amount = Math.min(ORGIZ, victim.spice);
    if (amount === 0) continue;
    victim.spice -= amount;
    ctx.ownFaction(thief).spice += amount;
    ctx.emit({ type: 'discovery-spice', faction: thief, token: 'orgiz-processing-station', amount, from: e.faction });
  }
}

/** DS.jacurutu: the winner of a battle in Jacurutu Sietch is paid for the loser's undialed forces sent to the Tanks. */
export function jacurutuSpice(
  ctx: Context,
  battle: CurrentBattle,
  outcome: BattleOutcome,
  faction: Faction,
  loss: ForceLoss,
  withdraw: boolean,
  lost: ForceCount,
): void {
  const winner = outcome.winner;
  if (battle.territory !== DISCOVERED_STRONGHOLD || winner === null || faction === winner || loss !== 'all' || withdraw) return;
  const dialed = battle.plans[faction]?.dial ?? 0;
  const amount = Math.max(0, lost.regular + lost.elite - dialed);
  if (amount === 0) return;
  ctx.ownFaction(winner).spice += amount;
  ctx.emit({ type: 'discovery-spice', faction: winner, token: 'jacurutu-sietch', amount });
}
