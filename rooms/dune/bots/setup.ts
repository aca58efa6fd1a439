// Set-up picks (0.11, 2.02.03, 2.04.02): the strongest traitor from another faction, a sensible prediction,
// Fremen forces in their stronghold.
import { traitorFaction, traitorStrength } from './traitor-cards.ts';
import type { PickTraitorDecision, PlaceFremenDecision, PredictDecision } from '../phases/setup/types.ts';
import type { DecisionAction, Faction, Placement, TraitorCardId } from '../types.ts';
import type { BotContext } from './context.ts';

export function answerPickTraitor(d: PickTraitorDecision, ctx: BotContext): DecisionAction {
  const score = (id: TraitorCardId) => traitorStrength(id) + (traitorFaction(id) === ctx.me ? -100 : 0);
  const best = [...d.options].sort((a, b) => score(b) - score(a))[0]!;
  return { type: 'pick-traitor', event: d.id, leader: best };
}

/** Factions likeliest to win by strongholds early: those that start in strongholds with spice. */
const LIKELY_WINNERS: readonly Faction[] = ['harkonnen', 'atreides', 'emperor', 'guild', 'fremen'];

export function answerPredict(d: PredictDecision, ctx: BotContext): DecisionAction {
  const faction = LIKELY_WINNERS.find((f) => d.factions.includes(f)) ?? d.factions[0]!;
  // Two players: a faction starting in a stronghold with ornithopters can hold three strongholds on turn 1 (brutal
  // bets on it); otherwise the race takes a turn longer. Larger tables take longer still: hard and brutal bet on the
  // turns their own tables end most often (2 for the ornithopter factions and the Guild, 3 for the others), medium on 4.
  const twoPlayer = ctx.view.seats.length <= 2;
  const fast = faction === 'harkonnen' || faction === 'atreides';
  const early = ctx.level >= 2 ? (fast || faction === 'guild' ? 2 : 3) : 4;
  const turn = Math.min(d.turns.max, Math.max(d.turns.min, twoPlayer ? (fast && ctx.level >= 3 ? 1 : 2) : early));
  return { type: 'predict', event: d.id, faction, turn };
}

/**
 * 2.04.02: most forces in Sietch Tabr (a stronghold), the rest on the rock of False Wall South. Brutal spreads them
 * so that Tuek's Sietch (one territory from False Wall South) and Habbanya Sietch (two from False Wall West) are
 * within a Fremen move (2.04.06) from the first turn.
 */
export function answerPlaceFremen(d: PlaceFremenDecision, ctx: BotContext): DecisionAction {
  if (ctx.level >= 3 && d.forces === 10)
    return {
      type: 'place-fremen',
      event: d.id,
      placements: [
        { territory: 'sietch-tabr', sector: 13, count: 4 },
        { territory: 'false-wall-south', sector: 4, count: 3 },
        { territory: 'false-wall-west', sector: 16, count: 3 },
      ],
    };
  const inTabr = Math.min(d.forces, 7);
  const placements: Placement[] = [{ territory: 'sietch-tabr', sector: 13, count: inTabr }];
  if (d.forces > inTabr) placements.push({ territory: 'false-wall-south', sector: 4, count: d.forces - inTabr });
  return { type: 'place-fremen', event: d.id, placements };
}
