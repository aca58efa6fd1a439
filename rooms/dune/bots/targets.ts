// Where forces are worth having (shipment, movement and the Fremen worm ride share this): strongholds toward the
// three (four with an ally, 1.09.02) the unit needs, enemy strongholds it can take, and spice away from the storm.
import { territory } from '../board/territories.ts';
import { strongholdsOn } from '../board/movement.ts';
import type { TerritoryId } from '../types.ts';
import type { BotContext } from './context.ts';
import { bestLeader, opponentsHolding, threats, type Threat } from './threats.ts';
import { enemiesIn, exposed, fightersOf, spiceOn, stormThreat, strongholdsHeld, strongholdsNeeded, unitOf } from './board.ts';

export interface Target {
  territory: TerritoryId;
  /** Forces wanted there in all (own forces already present included). */
  want: number;
  /** Value of having `want` forces there. */
  value: number;
  /** Fewest forces in all that give any value (an attack must outnumber the defender, hard+). */
  least?: number;
}

/** Forces that make a new stronghold hard to take. */
function holdingForce(ctx: BotContext): number {
  return ctx.level >= 3 ? 5 : ctx.level >= 2 ? 4 : 3;
}

/** Opponents that win at the next Mentat Pause unless a stronghold is taken from them (hard+). */
export function winningOpponents(ctx: BotContext) {
  return ctx.level >= 2 ? opponentsHolding(ctx.view, ctx.me, 0) : [];
}

function strongholdTargets(ctx: BotContext, danger: Threat | null): Target[] {
  const { view, me } = ctx;
  const unit = unitOf(view, me);
  const held = strongholdsHeld(view, unit).length;
  const need = strongholdsNeeded(unit);
  const winners = new Set(winningOpponents(ctx));
  // Brutal: an opponent one stronghold short takes an empty one next turn unless it is held.
  const oneShort = danger !== null && winners.size === 0 && opponentsHolding(view, me, -1).length > 0;
  const out: Target[] = [];
  for (const id of strongholdsOn(view)) {
    const reach = danger?.reach.get(id) ?? 0;
    const mine = fightersOf(view, me, id);
    const ours = unit.reduce((n, f) => n + fightersOf(view, f, id), 0);
    const enemy = enemiesIn(view, unit, id);
    if (enemy.factions.length >= 2 && mine === 0) continue; // 1.06.03.05: full.
    if (enemy.strongest === 0 && ours > 0) {
      // Ours already: reinforce against a move that can reach it (brutal), or a lone force (hard).
      if (reach > ours) out.push({ territory: id, want: reach + 2, value: danger?.canWin ? 8 : 4 });
      else if (ctx.level >= 2 && mine === 1) out.push({ territory: id, want: 2, value: 2 });
      continue;
    }
    if (enemy.strongest === 0) {
      const closes = held + 1 >= need;
      const block = (danger?.canWin && winners.size === 0 ? (reach > 0 ? 15 : 6) : 0) + (oneShort ? 8 : 0);
      const landing = danger ? Math.min(danger.landing, 8) : 0;
      out.push({ territory: id, want: Math.max(holdingForce(ctx), reach + 2, landing), value: 10 + (closes ? 25 : 0) + held * 3 + block });
      continue;
    }
    // Enemy-held or contested. Brutal sizes the attack against the defenders plus their best leader (ours may die).
    const leaders = Math.max(0, ...enemy.factions.map((f) => bestLeader(view, f)));
    const want = ctx.level >= 3 ? enemy.strongest + leaders + 1 : enemy.strongest + (ctx.level >= 2 ? 4 : 2);
    const takes = ours === 0;
    const closes = takes && held + 1 >= need;
    // Against a faction about to win, any attack beats none: leaders and weapons may still turn the battle.
    const mustBreak = enemy.factions.some((f) => winners.has(f));
    const value = (mine > 0 ? 9 : 6) + (closes ? 15 : 0) + (mustBreak ? 40 : 0) + (danger?.canWin && takes ? 10 : 0);
    const least = mustBreak ? Math.max(1, enemy.strongest - 2) : enemy.strongest + 1;
    out.push({ territory: id, want, value, ...(ctx.level >= 2 ? { least } : {}) });
  }
  return out;
}

/** Spice: two per force collected (1.08.02); hard+ avoids the storm's next sectors and enemy stacks. */
function spiceTargets(ctx: BotContext): Target[] {
  const { view } = ctx;
  const unit = unitOf(view, ctx.me);
  const threat = stormThreat(view);
  const out = new Map<TerritoryId, Target>();
  for (const s of view.spice) {
    if (s.amount <= 0 || out.has(s.territory) || territory(s.territory).kind === 'stronghold') continue;
    if (ctx.level >= 2 && (exposed(view, s.territory, s.sector, threat) || enemiesIn(view, unit, s.territory).strongest > 0)) continue;
    const amount = spiceOn(view, s.territory);
    out.set(s.territory, { territory: s.territory, want: Math.max(1, Math.ceil(amount / 2)), value: Math.min(amount, 12) * 0.6 });
  }
  return [...out.values()];
}

export function targets(ctx: BotContext): Target[] {
  const danger = ctx.level >= 3 ? threats(ctx.view, ctx.me) : null;
  return [...strongholdTargets(ctx, danger), ...spiceTargets(ctx)];
}
