// What each window card does once its window closes. Thumper and Recruits change the phase that is starting, which
// reads them with playedAtPhaseStart (window.ts); Amal and Harvester act at once.
import { addSpice } from '../board/spice.ts';
import { discardFromHand } from '../cards/deck.ts';
import { familyOf } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import type { Faction, TreacheryCardId } from '../types.ts';
import type { CardWindowDecision, JuiceMode } from './types.ts';
import { randomInt } from '../rng.ts';
import { currentBattle, opponentOf, planOptions } from '../phases/battle/options.ts';
import { killLeader } from '../phases/battle/aftermath.ts';

/**
 * Card-specific conditions beyond the window's families: a Juice of Sapho names a use that fits the window, a
 * Semuta Drug names a card another player has just discarded.
 */
export function mayPlayNow(decision: CardWindowDecision, card: TreacheryCardId, mode: JuiceMode | undefined, take: TreacheryCardId | undefined): string | null {
  const family = familyOf(card);
  if (family === 'semuta-drug') {
    if (mode !== undefined) return `${card} takes no use`;
    const offered = (decision.candidates ?? []).filter((c) => c.faction !== decision.seat).map((c) => c.card);
    return take !== undefined && offered.includes(take)
      ? null
      : `Semuta Drug: take one of the cards another player just discarded (${offered.join(', ') || 'none'})`;
  }
  if (take !== undefined) return `${card} takes no card`;
  if (family !== 'juice-of-sapho') return mode === undefined ? null : `${card} takes no use`;
  const uses: JuiceMode[] = decision.window === 'battle-start' ? ['aggressor'] : ['first', 'last'];
  return mode !== undefined && uses.includes(mode) ? null : `Juice of Sapho: name its use here, one of ${uses.join(', ')}`;
}

/** Juice of Sapho: the aggressor in this battle, or first / last in this phase's turn order. */
function juiceOfSapho(ctx: Context, faction: Faction, mode: JuiceMode): void {
  if (mode !== 'aggressor') {
    ctx.state.juice = { turn: ctx.state.turn, phase: ctx.state.phase, faction, position: mode };
    return;
  }
  const battle = currentBattle(ctx.state);
  if (battle.defender === faction) [battle.aggressor, battle.defender] = [battle.defender, battle.aggressor];
}

/** Semuta Drug (offered by semuta.ts): the chosen card leaves the discard pile for the player's hand. */
function semutaDrug(ctx: Context, faction: Faction, card: TreacheryCardId): void {
  const pile = ctx.own('decks').treacheryDiscard;
  const at = pile.lastIndexOf(card);
  if (at < 0) throw new Error(`${card} is no longer on the discard pile`);
  pile.splice(at, 1);
  ctx.ownFaction(faction).hand.push(card);
  ctx.emit({ type: 'semuta-taken', faction, card });
}

/** Amal: every faction discards half of the spice behind its shield, rounded up, to the bank. */
function amal(ctx: Context): void {
  for (const f of ctx.state.seating) {
    const fs = ctx.ownFaction(f);
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

export function applyWindowCard(ctx: Context, faction: Faction, card: TreacheryCardId, mode?: JuiceMode, take?: TreacheryCardId): void {
  discardFromHand(ctx.state, faction, card);
  const family = familyOf(card);
  ctx.emit({ type: 'window-card-played', faction, card, family, ...(mode ? { mode } : {}) });
  if (family === 'juice-of-sapho') juiceOfSapho(ctx, faction, mode!);
  if (family === 'semuta-drug') semutaDrug(ctx, faction, take!);
  if (family === 'amal') amal(ctx);
  if (family === 'harvester') harvester(ctx);
  if (family === 'residual-poison') residualPoison(ctx, faction);
  // Thumper and Recruits: the phase starting reads them (spice-blow/blow.ts, revival/force-revival.ts).
}
