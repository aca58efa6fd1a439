// 1.14.02 (medium+): the Emperor spends the once-a-game Karama revival on a strong leader waiting in the Tanks
// (Count Fenring, Captain Aramsham), on any leader when none is left to fight with, or on a full three forces
// (Sardaukar first) when reserves run low. Read from the decision and the seat's own view only.
import { leadersOf } from '../factions/leaders.ts';
import { karamaCardsIn } from '../karama/cards.ts';
import { KARAMA_REVIVAL_FORCES } from '../karama/powers/emperor.ts';
import { gholaForces } from '../phases/revival/ghola.ts';
import type { GholaUse, KaramaRevival, ReviveDecision } from '../phases/revival/types.ts';
import type { ForceCount, LeaderId } from '../types.ts';
import { reservesOf, seatOf } from './board.ts';
import type { BotContext } from './context.ts';

/** Leader strength that is worth a Karama on its own. */
const STRONG_LEADER = 5;
/** Reserves below which three free forces are worth a Karama. */
const LOW_RESERVES = 8;

/** What the same revive answer already takes: the normal revival and the Ghola. */
export interface TakenRevival {
  forces: ForceCount;
  leader: LeaderId | null;
  ghola: GholaUse | null;
}

export function emperorKaramaRevival(d: ReviveDecision, ctx: BotContext, taken: TakenRevival): KaramaRevival | null {
  const offer = d.karamaPower;
  if (!offer || ctx.level < 1 || ctx.me !== 'emperor') return null;
  const card = karamaCardsIn(ctx.view, ctx.me)[0];
  if (card === undefined) return null;
  const used = [taken.leader, taken.ghola && 'leader' in taken.ghola ? taken.ghola.leader : null];
  const waiting = leadersOf(ctx.me)
    .filter((l) => offer.leaders.includes(l.id) && !used.includes(l.id))
    .sort((a, b) => b.strength - a.strength);
  const alive = seatOf(ctx.view, ctx.me)?.leaders.filter((l) => l === 'pool').length ?? 5;
  const best = waiting[0];
  if (best && (best.strength >= STRONG_LEADER || (alive === 0 && taken.leader === null))) return { card, leader: best.id };
  // Forces: what is left in the tanks after the normal revival and the Ghola, Sardaukar first (2.03.11: one a turn).
  const extra = gholaForces(taken.ghola);
  const left = { regular: d.tanks.regular - taken.forces.regular - extra.regular, elite: d.tanks.elite - taken.forces.elite - extra.elite };
  const eliteLeft = d.eliteLimit === null ? Infinity : d.eliteLimit - taken.forces.elite - extra.elite;
  const elite = Math.max(0, Math.min(left.elite, eliteLeft, KARAMA_REVIVAL_FORCES));
  const regular = Math.max(0, Math.min(left.regular, KARAMA_REVIVAL_FORCES - elite));
  if (elite + regular >= KARAMA_REVIVAL_FORCES && reservesOf(ctx.view, ctx.me) < LOW_RESERVES) return { card, forces: { regular, elite } };
  return null;
}
