// What each window card does once its window closes. Thumper and Recruits change the phase that is starting, which
// reads them with playedAtPhaseStart (window.ts); Amal and Harvester act at once.
import { addSpice } from '../board/spice.ts';
import { discardFromHand } from '../cards/deck.ts';
import { familyOf } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import type { EngineError, Faction, GameState, TreacheryCardId } from '../types.ts';
import { randomInt } from '../rng.ts';
import { currentBattle, opponentOf, planOptions } from '../phases/battle/options.ts';
import { killLeader } from '../phases/battle/aftermath.ts';

/** Card-specific conditions beyond the window's families (none so far: each window opens only when its cards apply). */
export function mayPlayNow(_state: GameState, _seat: Faction, _card: TreacheryCardId): string | EngineError | null {
  return null;
}

/** Amal: every faction discards half of the spice behind its shield, rounded up, to the bank. */
function amal(ctx: Context): void {
  for (const f of ctx.state.seating) {
    const fs = ctx.faction(f);
    const amount = Math.ceil(fs.spice / 2);
    fs.spice -= amount;
    ctx.emit({ type: 'amal-discard', faction: f, amount }, f);
  }
}

/** Harvester: the spice of the blow that just came up is placed a second time. */
function harvester(ctx: Context): void {
  const round = ctx.state.round;
  const blow = round?.phase === 'spice-blow' ? round.lastBlow : null;
  if (!blow || blow.amount === 0) throw new Error('Harvester played without a spice blow to double');
  addSpice(ctx.state, blow.territory, blow.sector, blow.amount);
  ctx.emit({ type: 'spice-harvested', territory: blow.territory, sector: blow.sector, amount: blow.amount });
}

/** Residual Poison: one of the opponent's leaders that could fight this battle, drawn at random, goes to the Tanks. */
function residualPoison(ctx: Context, faction: Faction): void {
  const battle = currentBattle(ctx.state);
  const target = opponentOf(battle, faction);
  const available = planOptions(ctx.state, target).leaders;
  const leader = available.length > 0 ? available[randomInt(ctx.state.rng, available.length)]! : null;
  if (leader !== null) killLeader(ctx, target, leader);
  ctx.emit({ type: 'residual-poison', faction, target, leader });
}

export function applyWindowCard(ctx: Context, faction: Faction, card: TreacheryCardId): void {
  discardFromHand(ctx.state, ctx.faction(faction).hand, card);
  const family = familyOf(card);
  ctx.emit({ type: 'window-card-played', faction, card, family });
  if (family === 'amal') amal(ctx);
  if (family === 'harvester') harvester(ctx);
  if (family === 'residual-poison') residualPoison(ctx, faction);
  // Thumper and Recruits: the phase starting reads them (spice-blow/blow.ts, revival/force-revival.ts).
}
