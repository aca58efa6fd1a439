// Scenarios for Moritani's Terror tokens: a stronghold holding one and an entrant shipping in, and a Mentat Pause with
// Moritani to place.
import { pendingDecisions, type Action, type Decision, type Faction, type GameEvent, type GameState, type TerritoryId } from '../../rooms/dune/index.ts';
import type { TerrorId } from '../../rooms/dune/plugins/moritani/types.ts';
import { act, atPhaseStart, clearedBoard, playPhase } from './engine.ts';
import { atEmptyShipment } from './shipment.ts';
import { shipIn } from './ecaz.ts';

/** Moritani's table: the Emperor moves first (atEmptyShipment), no Guild to ask about timing, no Atreides to ask about the wormsign. */
export const MORITANI_TABLE: Faction[] = ['emperor', 'moritani', 'choam', 'harkonnen', 'tleilaxu', 'fremen'];

/** Phase 1.06 with `token` face down in `territory` (and `edit`), before anyone ships. */
export function terrorWaiting(
  token: TerrorId,
  territory: TerritoryId = 'arrakeen',
  edit: (s: GameState) => void = () => {},
  table = MORITANI_TABLE,
): GameState {
  let state = atEmptyShipment(table, false, (s) => {
    s.moritani!.placed = [{ territory, token }];
    s.moritani!.supply = s.moritani!.supply.filter((t) => t !== token);
    edit(s);
  });
  for (const d of pendingDecisions(state).filter((x) => x.kind === 'offer-shipment-support'))
    state = act(state, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
  return state;
}

/** `entrant` (first to act) has shipped into Arrakeen, where `token` stands: Moritani is asked. */
export function terrorAsked(token: TerrorId, edit: (s: GameState) => void = () => {}, entrant: Faction = 'emperor'): { state: GameState; events: GameEvent[] } {
  const waiting = terrorWaiting(token, 'arrakeen', (s) => {
    s.firstPlayer = entrant;
    edit(s);
  });
  return shipIn(waiting, entrant, 'arrakeen', 9);
}

/**
 * A cleared board (or `from`) at the Mentat Pause, played to Moritani's placement question or the phase's end; the
 * decisions met on the way answered by `answer` (or plainly).
 */
export function atMentat(
  edit: (s: GameState) => void = () => {},
  from?: GameState,
  answer: (d: Decision) => Action | null = () => null,
): { state: GameState; events: GameEvent[] } {
  const s = atPhaseStart(from ?? clearedBoard({ factions: MORITANI_TABLE }), 'mentat-pause');
  edit(s);
  return playPhase(s, 'mentat-pause', answer, (x) => x.phase !== 'mentat-pause' || pendingDecisions(x).some((d) => d.kind === 'terror-place'));
}
