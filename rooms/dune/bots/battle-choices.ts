// Post-reveal battle decisions, from the revealed plans in the seat's view: how to use a Poison Tooth or Stone Burner (or a Mirror's copy of one). Each option is judged by resolving the
// battle as the engine would, with the public plans only; a choice still to be made by the other side is
// assumed to be the one that hurts most (the attack used).
import type { BattleChoiceAnswer, BattleChoiceDecision, BattleRoundView } from '../phases/battle/types.ts';
import { resolveBattle, type BattleOutcome, type Side } from '../phases/battle/resolve.ts';
import { resolveBattleWeapons } from '../phases/battle/effective.ts';
import { leader } from '../factions/leaders.ts';
import type { DecisionAction, Faction, PlayerView } from '../types.ts';
import type { BotContext } from './context.ts';

type Battle = NonNullable<BattleRoundView['battle']>;

function battleOf(view: PlayerView): Battle | null {
  const round = view.round;
  return round && 'battle' in round ? round.battle : null;
}

/** Forces a faction has in the battle's sectors. */
function fighters(view: PlayerView, battle: Battle, f: Faction): number {
  return view.forces
    .filter((s) => s.faction === f && s.territory === battle.territory && battle.sectors.includes(s.sector))
    .reduce((n, s) => n + s.regular + s.elite, 0);
}

function outcomeWith(view: PlayerView, battle: Battle, me: Faction, mine: BattleChoiceAnswer | undefined): BattleOutcome | null {
  const plans = battle.plans;
  if (!plans) return null;
  const slots = (f: Faction) => ({ ...plans[f]!, lateDefense: battle.lateDefenses[f] ?? null });
  const effective = resolveBattleWeapons({ aggressor: slots(battle.aggressor), defender: slots(battle.defender) });
  const pending = (f: Faction): BattleChoiceAnswer =>
    effective[f === battle.aggressor ? 'aggressor' : 'defender'].weapon.choice === 'stone-burner' ? 'kill' : 'use';
  const side = (f: Faction): Side => ({
    faction: f,
    plan: plans[f]!,
    traitorCalled: false,
    fighters: fighters(view, battle, f),
    lateDefense: battle.lateDefenses[f] ?? null,
    choice: f === me ? mine : (battle.choices[f] ?? pending(f)),
  });
  return resolveBattle({ aggressor: side(battle.aggressor), defender: side(battle.defender) });
}

/** Worth of an outcome to `me`: winning first, then leaders (ours kept, theirs killed), then spice. */
function worth(outcome: BattleOutcome, me: Faction): number {
  let score = outcome.winner === me ? 100 : 0;
  for (const k of outcome.killed) score += (k.faction === me ? -1 : 1) * (leader(k.leader).strength + 2);
  if (outcome.winner === me) score += outcome.spice;
  return score;
}

export function answerBattleChoice(d: BattleChoiceDecision, ctx: BotContext): DecisionAction {
  const battle = battleOf(ctx.view);
  const scored = d.options.map((choice) => {
    const outcome = battle ? outcomeWith(ctx.view, battle, ctx.me, choice) : null;
    return { choice, score: outcome ? worth(outcome, ctx.me) : 0 };
  });
  // Ties keep the card's quieter option (the Tooth held back, strength ignored): it may be kept after a win.
  const best = [...scored].sort((a, b) => b.score - a.score || d.options.indexOf(b.choice) - d.options.indexOf(a.choice))[0]!;
  return { type: 'battle-choice', event: d.id, choice: best.choice };
}
