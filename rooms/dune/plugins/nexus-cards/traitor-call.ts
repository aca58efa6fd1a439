// NX.harkonnen.betrayal (rules edition 9): a traitor called with a Harkonnen traitor card (by the Harkonnen, or by
// their ally with one of theirs, 2.05.09) waits, once both calls are in, on a window for the Nexus holders alone (no
// Karama cancels a traitor call). Cancelled, the call is not made, the card goes back to the traitor deck, shuffled,
// and the Harkonnen draw another at the next Mentat Pause; the battle goes on from the Portable Snooper's question.
import type { Context } from '../../context.ts';
import { useOf } from '../../karama/abilities.ts';
import type { AbilityUse } from '../../karama/types.ts';
import { openEffectWindow } from '../../karama/window.ts';
import { opponentOf } from '../../phases/battle/options.ts';
import { traitorFor } from '../../phases/battle/traitors.ts';
import type { BattleStage, CurrentBattle } from '../../phases/battle/types.ts';
import { shuffled } from '../../rng.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Faction, TraitorCardId } from '../../types.ts';
import { nexusOf } from './state.ts';

/** The Harkonnen traitor card `caller` called in this battle, or null. */
function harkonnenCard(ctx: Context, battle: CurrentBattle, caller: Faction): TraitorCardId | null {
  const harkonnen = ctx.state.factions.harkonnen;
  const plan = battle.plans[opponentOf(battle, caller)];
  if (!harkonnen || !battle.traitorCalls[caller] || !plan) return null;
  const card = traitorFor(ctx.state, plan);
  return card !== null && harkonnen.traitors.includes(card) ? card : null;
}

/** After the calls, before the Portable Snooper: the window for a call made with a Harkonnen card. */
export function traitorCallWindow(ctx: Context, battle: CurrentBattle, stage: BattleStage): void {
  if (stage !== 'snooper' || !nexusOf(ctx.state) || !playsEdition(ctx.state, 9)) return;
  const caller = [battle.aggressor, battle.defender].find((f) => harkonnenCard(ctx, battle, f) !== null);
  if (caller) openEffectWindow(ctx, [useOf('harkonnen-traitor', caller)]);
}

/** The window closed: cancelled, the call is undone and the stage after the calls runs again. */
export function settleTraitorCall(ctx: Context, use: AbilityUse, cancelled: boolean): boolean {
  if (use.ability !== 'harkonnen-traitor') return false;
  const round = ctx.state.round;
  const battle = round?.phase === 'battle' ? round.current : null;
  if (!cancelled || !battle) return true;
  const card = harkonnenCard(ctx, battle, use.user);
  if (card === null) return true;
  battle.traitorCalls[use.user] = false;
  const harkonnen = ctx.ownFaction('harkonnen');
  harkonnen.traitors = harkonnen.traitors.filter((c) => c !== card);
  const decks = ctx.own('decks');
  decks.traitor = shuffled(ctx.state.rng, [...decks.traitor, card]);
  const part = nexusOf(ctx.state)!;
  part.traitorsOwed = (part.traitorsOwed ?? 0) + 1;
  battle.stage = 'snooper';
  ctx.emit({ type: 'nexus-traitor-call-cancelled', faction: use.user, leader: card });
  return true;
}

/** The Mentat Pause: the Harkonnen draw the traitor cards owed (their count public, the cards theirs). */
export function drawOwedTraitors(ctx: Context, phase: string): boolean {
  const part = nexusOf(ctx.state);
  if (phase !== 'mentat-pause' || !part?.traitorsOwed || !ctx.state.factions.harkonnen) return false;
  const decks = ctx.own('decks');
  const drawn = decks.traitor.slice(0, part.traitorsOwed);
  decks.traitor = decks.traitor.slice(drawn.length);
  ctx.ownFaction('harkonnen').traitors.push(...drawn);
  delete part.traitorsOwed;
  ctx.emit({ type: 'nexus-traitors-drawn', faction: 'harkonnen', count: drawn.length });
  return false;
}
