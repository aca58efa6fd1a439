// What every bot answer works from: the profile, the seat's own PlayerView, a deterministic random source and the
// decision's legal fallback. Nothing here reads GameState: a bot sees exactly what its seat sees (1.11).
import type { Decision, DecisionAction, Faction, PlayerView } from '../types.ts';
import { legalAnswer } from './legal.ts';
import { botRandom } from './random.ts';

export type BotProfile = 'easy' | 'medium' | 'hard' | 'brutal';
export const BOT_PROFILES: readonly BotProfile[] = ['easy', 'medium', 'hard', 'brutal'];

/** Skill level per profile: features switch on at a level (1 medium, 2 hard, 3 brutal). */
export const LEVEL: Record<BotProfile, number> = { easy: 0, medium: 1, hard: 2, brutal: 3 };

/**
 * Chance that a profile answers a decision with a random legal move instead of thinking (mistakes). Hard's 15% keeps
 * it a step below brutal for every faction (at 5% the two were within a few points for several factions).
 */
export const BLUNDER: Record<BotProfile, number> = { easy: 1, medium: 0.35, hard: 0.15, brutal: 0 };

export interface BotContext {
  profile: BotProfile;
  level: number;
  view: PlayerView;
  me: Faction;
  /** Uniform in [0, 1), seeded by the decision id, the seat and the profile. */
  random: () => number;
  /** A random legal answer to the decision (the easy bot's move, and every profile's safety net). */
  fallback: () => DecisionAction;
}

export function botContext(profile: BotProfile, view: PlayerView, decision: Decision): BotContext {
  const random = botRandom(`${profile}:${decision.seat}:${decision.id}`);
  const pick = Math.floor(random() * 1_000_000);
  return {
    profile,
    level: LEVEL[profile],
    view,
    me: decision.seat,
    random,
    fallback: fallbackFor(decision, pick, view),
  };
}

// Made here rather than as a property arrow: tsx names every such arrow when it is made, once per bot answer.
function fallbackFor(decision: Decision, pick: number, view: PlayerView): () => DecisionAction {
  return () => legalAnswer(decision, pick, view);
}
