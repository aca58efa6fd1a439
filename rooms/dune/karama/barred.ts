// Whether a faction may play a Karama card at all now: the base game never bars one; a plug-in may (CHOAM's Kull
// Wahad, CH.worthless.kull-wahad). One function for the handlers, the legal answers, the bots and the SDK: a
// view-level rule (view-rules.ts), so that a client that loads only the answers has it.
import { viewRules } from '../view-rules.ts';
import type { Draft, Faction, PlayerView } from '../types.ts';

/** What the question reads: the game's state or a seat's view (both show the standing effects). */
export type KaramaBarView = Pick<Draft, 'turn' | 'phase' | 'choam'> | Pick<PlayerView, 'turn' | 'phase' | 'choam'>;

/** Whether `faction` may play no Karama card now. */
export function karamaBarred(state: KaramaBarView, faction: Faction): boolean {
  return viewRules().some((p) => p.karamaBarred?.(state, faction) === true);
}
