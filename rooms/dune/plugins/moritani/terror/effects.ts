// MO.terror.*: what a revealed Terror token does to the faction that entered its stronghold. Assassination, Atomics and
// Extortion act at once; Robbery, Sabotage and Sneak Attack ask Moritani (terror-effect, choice.ts). The game stays held
// until the effect is settled. A revealed token leaves the game, but Extortion, which may come back (extortion.ts).
import { gameLeaders, leader as leaderDisc } from '../../../factions/leaders.ts';
import { removeForces, stackAt } from '../../../board/forces.ts';
import { inStorm } from '../../../board/storm.ts';
import { sectorsOf } from '../../../board/movement.ts';
import { exposeTokens } from '../../../board/token-exposure.ts';
import { allyOf } from '../../../alliances.ts';
import type { Context } from '../../../context.ts';
import { resumePending } from '../../../interrupts.ts';
import { receive } from '../../../payments.ts';
import { killLeader } from '../../../phases/battle/aftermath.ts';
import { handLimit } from '../../../phases/bidding/eligibility.ts';
import { strongholdFull } from '../../../phases/shipment-movement/board-view.ts';
import { randomInt } from '../../../rng.ts';
import { discardFromHand } from '../../../cards/deck.ts';
import type { Faction, TerritoryId } from '../../../types.ts';
import { MORITANI, moritaniOf } from '../state.ts';
import type { TerrorId } from '../types.ts';

/** MO.terror.extortion: the spice set before Moritani's shield. */
const EXTORTION = 5;
/** MO.terror.sneak-attack: at most this many forces from reserves. */
const SNEAK_ATTACK = 5;

/** Reveals the token in `territory` (`token`, or the one placed there first) against `entrant` and runs its effect. */
export function reveal(ctx: Context, territory: TerritoryId, entrant: Faction, token?: TerrorId): void {
  const m = moritaniOf(ctx.state)!;
  const at = m.placed.find((p) => p.territory === territory && (token === undefined || p.token === token))!;
  m.placed = m.placed.filter((p) => p !== at);
  if (at.token === 'extortion') m.extortion = { asked: [] };
  else m.gone.push(at.token);
  ctx.emit({ type: 'terror-revealed', token: at.token, territory, entrant });
  runEffect(ctx, at.token, territory, entrant);
}

function runEffect(ctx: Context, token: TerrorId, territory: TerritoryId, entrant: Faction): void {
  const done = { type: 'terror-effect', token, entrant, territory } as const;
  switch (token) {
    case 'assassination': {
      // A random living leader of the entrant's pool dies; Moritani takes its worth from the bank.
      const fs = ctx.faction(entrant);
      const pool = gameLeaders(fs).filter((l) => fs.leaders[l.id] === 'pool');
      if (pool.length === 0) ctx.emit(done);
      else {
        const victim = pool[randomInt(ctx.state.rng, pool.length)]!.id;
        killLeader(ctx, entrant, victim);
        const spice = leaderDisc(victim).strength;
        ctx.ownFaction(MORITANI).spice += spice;
        ctx.emit({ ...done, leader: victim, spice });
      }
      return resumePending(ctx.state);
    }
    case 'atomics':
      atomics(ctx, territory);
      ctx.emit(done);
      return resumePending(ctx.state);
    case 'extortion':
      receive(ctx, MORITANI, EXTORTION, 'bribes');
      ctx.emit({ ...done, spice: EXTORTION });
      return resumePending(ctx.state);
    case 'robbery':
      ctx.open({ kind: 'terror-effect', seat: MORITANI, token, territory, entrant });
      return;
    case 'sabotage':
      return sabotage(ctx, territory, entrant);
    case 'sneak-attack':
      return sneakAttack(ctx, territory, entrant);
  }
}

/** MO.terror.atomics: every force there goes to the Tanks; nobody ships there again (the Aftermath). */
function atomics(ctx: Context, territory: TerritoryId): void {
  // A concealed token is revealed first and its forces share the fate of the rest (RI.no-field.reveal).
  exposeTokens(ctx, territory, null, 'family-atomics');
  for (const stack of ctx.state.forces.filter((s) => s.territory === territory).map((s) => ({ ...s }))) {
    const { faction, sector, regular, elite, advisors } = stack;
    removeForces(ctx.state, { faction, territory, sector }, { regular, elite, advisors }, 'tanks');
    ctx.emit({ type: 'terror-forces-destroyed', faction, territory, sector, regular, elite, advisors });
  }
  moritaniOf(ctx.state)!.aftermath = territory;
}

/** MO.terror.sabotage: a random card of the entrant's hand is discarded; then Moritani may give it one of its own. */
function sabotage(ctx: Context, territory: TerritoryId, entrant: Faction): void {
  const hand = ctx.faction(entrant).hand;
  const discarded = hand.length === 0 ? null : hand[randomInt(ctx.state.rng, hand.length)]!;
  if (discarded) discardFromHand(ctx.state, entrant, discarded);
  ctx.emit({ type: 'terror-effect', token: 'sabotage', entrant, territory, discarded });
  const mayGive = ctx.faction(MORITANI).hand.length > 0 && ctx.faction(entrant).hand.length < handLimit(ctx.state, entrant);
  if (mayGive) ctx.open({ kind: 'terror-effect', seat: MORITANI, token: 'sabotage', territory, entrant });
  else resumePending(ctx.state);
}

/** MO.terror.sneak-attack: up to five of Moritani's forces from reserves, free, into a sector out of the storm. */
function sneakAttack(ctx: Context, territory: TerritoryId, entrant: Faction): void {
  const reserves = ctx.faction(MORITANI).reserves;
  const most = Math.min(SNEAK_ATTACK, reserves.regular);
  const sectors = sectorsOf(territory).filter((s) => !inStorm(ctx.state, territory, s));
  const ally = allyOf(ctx.state, MORITANI);
  const allyThere = ally !== null && sectorsOf(territory).some((s) => stackAt(ctx.state, ally, territory, s) !== undefined);
  if (most === 0 || sectors.length === 0 || allyThere || strongholdFull(ctx.state, territory, MORITANI)) {
    ctx.emit({ type: 'terror-effect', token: 'sneak-attack', entrant, territory, forces: 0 });
    return resumePending(ctx.state);
  }
  ctx.open({ kind: 'terror-effect', seat: MORITANI, token: 'sneak-attack', territory, entrant, sectors, most });
}
