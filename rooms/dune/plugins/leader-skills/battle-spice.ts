// The spice a battle's skills reach: the Smuggler collects from it (LS.smuggler.battle) and the Sandmaster adds to it
// (LS.sandmaster.battle). From rules edition 2 on, a pile the storm separates from the battle is out of reach, as it
// is for forces collecting spice (the engine's reading of 1.08.01 across a storm sector, stretchOf): the battle is
// fought in one stretch of its territory, and only that stretch's spice is "the territory this battle is in". A game
// of edition 1 reaches every pile of the territory, as it did.
import { stretchOf } from '../../phases/spice-collection/sectors.ts';
import type { BattleSite } from '../../phases/battle/types.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Draft } from '../../types.ts';

/** The positive spice piles a battle's skills reach, by sector. */
export function battlePiles(state: Draft, battle: BattleSite): Record<string, number> {
  const reach = playsEdition(state, 2) ? stretchOf(state, battle.territory, battle.sectors) : null;
  return Object.fromEntries(
    state.spice
      .filter((s) => s.territory === battle.territory && s.amount > 0 && (reach === null || reach.includes(s.sector)))
      .map((s) => [String(s.sector), s.amount]),
  );
}
