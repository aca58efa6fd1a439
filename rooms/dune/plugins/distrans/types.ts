// Distrans (a card of the CHOAM & Richese cache): its free action and its events.
import type { Faction, TreacheryCardId } from '../../types.ts';

/** Give `give` from your hand to `to`, discarding the Distrans `card`. */
export type DistransAction = { type: 'distrans'; card: TreacheryCardId; give: TreacheryCardId; to: Faction };

export type DistransEvent =
  /** Public: a Distrans was played and a card changed hands. */
  | { type: 'distrans-played'; from: Faction; to: Faction; card: TreacheryCardId }
  /** To the two players only: which card was given. */
  | { type: 'card-given'; from: Faction; to: Faction; card: TreacheryCardId };
