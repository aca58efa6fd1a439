// Skills that act once a battle is resolved: LS.sandmaster's battle effect (after winning in a territory that holds
// spice, 3 more spice there: after any Smuggler collection, so a pile the Smuggler emptied gets none) and LS.suk-graduate
// (a winner's lost forces saved from the Tanks).
import { addSpice } from '../../board/spice.ts';
import { addForces } from '../../board/forces.ts';
import type { Context } from '../../context.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { reservesAt } from '../../phases/shipment-movement/extensions.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { ForceCount, Draft } from '../../types.ts';
import { battlePiles } from './battle-spice.ts';
import { faceUpSkill, skillOf, skillUsed } from './state.ts';

/** LS.sandmaster: the spice the battle effect adds. */
export const SANDMASTER_SPICE = 3;

/** The skill of the winner's leader, when that leader lived through the battle (else null). */
export function winnerSkill(state: Draft, battle: CurrentBattle, outcome: BattleOutcome): ReturnType<typeof skillOf> {
  if (outcome.winner === null) return null;
  const leader = battle.plans[outcome.winner]?.leader ?? null;
  if (leader === null || outcome.killed.some((k) => k.leader === leader)) return null;
  return skillOf(state, leader);
}

/** At resolution: remember that the winner's living Sandmaster will add spice once the Smuggler is settled. */
export function noteSandmaster(state: Draft, battle: CurrentBattle, outcome: BattleOutcome): void {
  if (winnerSkill(state, battle, outcome) === 'sandmaster') battle.sandmaster = outcome.winner!;
}

/**
 * LS.sandmaster: 3 spice onto the largest pile left within the battle's reach (battle-spice.ts; the lowest sector on a
 * tie); none if none is left.
 */
export function sandmasterSpice(ctx: Context, battle: CurrentBattle): void {
  const faction = battle.sandmaster;
  if (faction === undefined) return;
  delete battle.sandmaster;
  const [sector] = Object.entries(battlePiles(ctx.state, battle)).sort(([a, x], [b, y]) => y - x || Number(a) - Number(b))[0] ?? [];
  if (sector === undefined) return;
  addSpice(ctx.state, battle.territory, Number(sector), SANDMASTER_SPICE);
  ctx.emit({ type: 'skill-spice', skill: 'sandmaster', faction, territory: battle.territory, sector: Number(sector), amount: SANDMASTER_SPICE });
  skillUsed(ctx, faction, 'sandmaster', 'battle');
}

/**
 * LS.suk-graduate: a winner that lost forces saves some from the Tanks: with its Suk Graduate face up, 1 goes to its
 * reserves; with the Suk Graduate as its living leader, up to 3 (one stays in the territory, the rest go to
 * reserves; on its own homeworld all go to reserves, which stand there). The two are alternatives, never 4
 * (docs/RULES-DECISIONS.md). Starred forces are saved first.
 */
export function sukGraduate(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome, lost: ForceCount): void {
  const winner = outcome.winner;
  if (winner === null || !ctx.state.skills) return;
  const battleBand = winnerSkill(ctx.state, battle, outcome) === 'suk-graduate';
  const normal = !battleBand && faceUpSkill(ctx.state, winner)?.card === 'suk-graduate';
  if (!battleBand && !normal) return;
  const saved = Math.min(lost.regular + lost.elite, battleBand ? 3 : 1);
  if (saved === 0) return;
  const fs = ctx.ownFaction(winner);
  const elite = Math.min(lost.elite, saved);
  const take = { regular: saved - elite, elite };
  fs.tanks.regular -= take.regular;
  fs.tanks.elite -= take.elite;
  // The one left in the territory is the least valuable; the rest go home. From rules edition 5, on the winner's own
  // homeworld (HW.setup: its forces there are its reserves) they all go home.
  const atHome = playsEdition(ctx.state, 5) && reservesAt(winner, battle.territory);
  const stay = battleBand && !atHome ? (take.regular > 0 ? { regular: 1, elite: 0 } : { regular: 0, elite: 1 }) : { regular: 0, elite: 0 };
  const home = { regular: take.regular - stay.regular, elite: take.elite - stay.elite };
  fs.reserves.regular += home.regular;
  fs.reserves.elite += home.elite;
  if (stay.regular + stay.elite > 0) {
    const sector = ctx.state.forces.find((s) => s.faction === winner && s.territory === battle.territory && battle.sectors.includes(s.sector))?.sector;
    addForces(ctx.state, { faction: winner, territory: battle.territory, sector: sector ?? battle.sectors[0]! }, stay);
  }
  const kept = stay.regular + stay.elite;
  ctx.emit({ type: 'skill-forces-saved', skill: 'suk-graduate', faction: winner, territory: battle.territory, kept, reserves: saved - kept });
  skillUsed(ctx, winner, 'suk-graduate', battleBand ? 'battle' : 'normal');
}
