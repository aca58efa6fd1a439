// Ecaz, Ecaz's homeworld card (Homeworlds variant; the card's numbers are the Homeworlds plug-in's catalogue).
// HW.ecaz.high: Ecaz takes 3 spice from the bank for each poison weapon anyone discards (Chaumas, Chaumurky, Ellaca
// Drug, Gom Jabbar, the Poison Blade, the Poison Tooth; not the Chemistry), paid as the action that discarded it
// settles; and Ecaz and its ally win together holding one stronghold both occupy while they occupy the homeworlds of
// two other factions.
// HW.ecaz.low: in a battle Ecaz and its ally fight as one side (EC.occupy), the opponent names which of them fights.
// HW.ecaz.occupied: Ecaz's occupier holds Duke Vidal while the occupation lasts (vidal.ts).
import type { Context } from '../../context.ts';
import { familyOf, type TreacheryFamily } from '../../cards/treachery.ts';
import type { Draft, Faction, TerritoryId, TreacheryCardId } from '../../types.ts';
import { coOccupied } from './occupy/victory.ts';
import { HOMEWORLDS } from '../homeworlds/catalog.ts';
import { shown } from '../homeworlds/state.ts';
import { ECAZ } from './state.ts';

/** HW.ecaz.high: the spice each poison weapon discarded brings Ecaz. */
export const POISON_INCOME = 3;
const POISON_WEAPONS: ReadonlySet<TreacheryFamily> = new Set<TreacheryFamily>(['poison-weapon', 'poison-blade', 'poison-tooth']);
/** HW.ecaz.high: the homeworlds of how many other factions the alliance must occupy. */
const WORLDS_TO_OCCUPY = 2;

const ecazHigh = (state: Draft): boolean => state.factions[ECAZ] !== undefined && shown(state, 'ecaz') === 'high';

/** HW.ecaz.high: after an action discarded `cards`, Ecaz is paid for the poison weapons among them. */
export function poisonIncome(ctx: Context, discards: readonly { card: TreacheryCardId }[]): void {
  if (!ecazHigh(ctx.state)) return;
  const cards = discards.map((d) => d.card).filter((c) => POISON_WEAPONS.has(familyOf(c)));
  if (cards.length === 0) return;
  const spice = POISON_INCOME * cards.length;
  ctx.ownFaction(ECAZ).spice += spice;
  ctx.emit({ type: 'ecaz-poison-income', cards, spice });
}

/** HW.ecaz.high: the alliance's win by one co-occupied stronghold and two other factions' homeworlds occupied. */
export function homeworldWin(state: Draft, unit: readonly Faction[], controlled: readonly TerritoryId[]): boolean {
  if (unit.length !== 2 || !unit.includes(ECAZ) || !ecazHigh(state)) return false;
  if (coOccupied(state, unit, controlled).length === 0) return false;
  const occupied = Object.entries(state.homeworlds?.occupiers ?? {}).filter(([, by]) => unit.includes(by));
  // The Emperor's two worlds are one faction's homeworlds.
  const natives = new Set(occupied.map(([world]) => HOMEWORLDS[world as keyof typeof HOMEWORLDS].native).filter((f) => !unit.includes(f)));
  return natives.size >= WORLDS_TO_OCCUPY;
}

/** HW.ecaz.low: who names the fighter of Ecaz's and its ally's side: Ecaz, or on the low face its opponent. */
export const fighterChooser = (state: Draft, opponent: Faction): Faction => (shown(state, 'ecaz') === 'low' ? opponent : ECAZ);
