// Which cards count as a Karama (3.01.11), and as a Truthtrance (3.01.22): the one test every phase, bot and the SDK
// use. Beside a card's own family, the Advanced Bene Gesserit's worthless cards (2.02.22) and a plug-in's stand-ins
// (DS.shrine: the Shrine's occupant plays a Truthtrance as a Karama and a Karama as a Truthtrance).
import { familyOf, treacheryCard, type TreacheryFamily } from '../cards/treachery.ts';
import type { EngineError, Faction, Draft, PlayerView, TreacheryCardId } from '../types.ts';
import { viewRules } from '../view-rules.ts';
import type { AttachmentsBoard } from '../board/movement.ts';
import { karamaBarred } from './barred.ts';

/** What a stand-in rule reads, alike in the game and in a seat's view: who stands where, the places revealed. */
export interface StandInBoard extends AttachmentsBoard {
  readonly forces: readonly { readonly faction: Faction; readonly territory: string; readonly regular: number; readonly elite: number }[];
}

/** The families standing in for `as` with `faction` now (a plug-in's rule). */
const standInFamilies = (board: StandInBoard, faction: Faction, as: 'karama' | 'truthtrance'): readonly TreacheryFamily[] =>
  viewRules().flatMap((r) => r.standIns?.(board, faction)?.[as] ?? []);

const familyOrNull = (id: TreacheryCardId): TreacheryFamily | null => {
  try {
    return familyOf(id);
  } catch {
    return null;
  }
};

export function isKarama(id: TreacheryCardId): boolean {
  try {
    return familyOf(id) === 'karama';
  } catch {
    return false;
  }
}

function isWorthless(id: TreacheryCardId): boolean {
  try {
    return treacheryCard(id).category === 'worthless';
  } catch {
    return false;
  }
}

// 2.02.22 KARAMA: in the Advanced game the Bene Gesserit may use any worthless card as if it were a Karama card.
// 1.14.06: that is their faction Karama power, instead of a once-a-game one.
/** Whether `faction` may play `id` as a Karama card now (not while a Kull Wahad stands against it). */
export function isKaramaFor(
  state: Pick<Draft, 'config' | 'turn' | 'phase' | 'choam' | 'forces' | 'discovery'>,
  faction: Faction,
  id: TreacheryCardId,
): boolean {
  return countsAsKarama(id, faction, state.config.advanced, state) && !karamaBarred(state, faction);
}

/** From a seat's own view: the cards it may play as a Karama now (CH.worthless.kull-wahad: none while blocked). */
export function karamaCardsIn(view: PlayerView, faction: Faction): TreacheryCardId[] {
  if (karamaBarred(view, faction)) return [];
  return (view.private?.hand ?? []).filter((id) => countsAsKarama(id, faction, view.advanced, view));
}

/** The same test from a view (`advanced` and the board are public): bots and the SDK use it. */
export function countsAsKarama(id: TreacheryCardId, faction: Faction, advanced: boolean, board: StandInBoard): boolean {
  if (isKarama(id) || (advanced && faction === 'bene-gesserit' && isWorthless(id))) return true;
  const family = familyOrNull(id);
  return family !== null && standInFamilies(board, faction, 'karama').includes(family);
}

/** Whether `faction` may play `id` as a Truthtrance now (its own family, or a stand-in's). */
export function countsAsTruthtrance(id: TreacheryCardId, faction: Faction, board: StandInBoard): boolean {
  const family = familyOrNull(id);
  return family === 'truthtrance' || (family !== null && standInFamilies(board, faction, 'truthtrance').includes(family));
}

/** The families that serve some seat of `seating` as a Truthtrance now (the Truthtrance window opens when one is in play). */
export const truthtranceFamilies = (board: StandInBoard, seating: readonly Faction[]): ReadonlySet<TreacheryFamily> =>
  new Set<TreacheryFamily>(['truthtrance', ...seating.flatMap((f) => standInFamilies(board, f, 'truthtrance'))]);

/** Why `faction` may not play `card` as a Karama now, or null: not held or not a Karama, or stopped by a Kull Wahad. */
export function karamaProblem(state: Draft, faction: Faction, card: TreacheryCardId | null): EngineError | null {
  if (card === null || !state.factions[faction]!.hand.includes(card) || !countsAsKarama(card, faction, state.config.advanced, state))
    return { code: 'NOT_HELD', message: 'name a Karama card in your hand' };
  if (karamaBarred(state, faction)) return { code: 'NOT_ELIGIBLE', message: 'CH.worthless.kull-wahad: you may play no Karama card this phase' };
  return null;
}
