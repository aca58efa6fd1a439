// The Portable Snooper's question, between the reveal and the resolution (after traitor calls, 1.07.06.07, which
// preempt it): a side that played no defense may add one now. Every such side is asked, secretly, whether or not it
// holds the card, so the question tells nobody what is in its hand. A Lasgun–Shield explosion (3.01.14) settles the
// battle before it could matter, so it is not asked then. The card joins the core's late defenses (the battle's
// `lateDefenses`), which the effective weapons read.
import { familyOf, inPlay } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import { effectiveWeapons, traitorDecided } from '../../phases/battle/after-reveal.ts';
import { voiceSubjectsOf } from '../../phases/battle/cards.ts';
import { explodes } from '../../phases/battle/effective.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { currentBattle } from '../../phases/battle/options.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { rulesEdition } from '../../rules-edition.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import type { PortableSnooperEvent } from './types.ts';

/** Whether a revealed plan leaves room for a Portable Snooper: no defense played (its text). */
function mayAddSnooper(battle: CurrentBattle, f: Faction): boolean {
  const plan = battle.plans[f]!;
  return plan.defense === null && (plan.leader !== null || plan.cheapHero !== null);
}

export function openPortableSnoopers(ctx: Context): void {
  if (!inPlay(ctx.state.config.cards, rulesEdition(ctx.state), 'portable-snooper')) return;
  const battle = currentBattle(ctx.state);
  if (traitorDecided(battle) || explodes(effectiveWeapons(battle))) return;
  const seats = [battle.aggressor, battle.defender].filter((f) => mayAddSnooper(battle, f));
  if (seats.length > 0) ctx.openSecret('portable-snooper', seats, (seat) => ({ kind: 'portable-snooper', seat }));
}

/** A Voice command not to play a poison defense also forbids the Portable Snooper ("unless prevented by the Voice"). */
function forbiddenByVoice(battle: CurrentBattle, seat: Faction, card: TreacheryCardId): boolean {
  const v = battle.voice;
  return (
    v !== null && v.target === seat && !v.command.play && battle.karama[seat] === undefined && voiceSubjectsOf(card, 'defense').includes(v.command.subject)
  );
}

export const portableSnooper: ActionHandler<'portable-snooper'> = {
  type: 'portable-snooper',
  rule: 'richese.portable-snooper',
  check(state, decision, action) {
    if (action.card === null) return null;
    if (!state.factions[decision.seat]!.hand.includes(action.card)) return { code: 'NOT_HELD', message: `${action.card} is not in your hand` };
    if (familyOf(action.card) !== 'portable-snooper') return `${action.card} is not a Portable Snooper`;
    if (forbiddenByVoice(currentBattle(state), decision.seat, action.card)) return '2.02.06: the Voice commands you not to play a poison defense';
    return null;
  },
  apply(ctx, decision, action) {
    const battle = currentBattle(ctx.state);
    if (action.card !== null) battle.lateDefenses[decision.seat] = action.card;
    const revealed = ctx.close(decision);
    if (!revealed) return;
    // Both sides have answered: the snoopers played are shown together.
    for (const f of [battle.aggressor, battle.defender]) {
      const card = battle.lateDefenses[f];
      if (card !== undefined) ctx.emit({ type: 'portable-snooper-played', faction: f, card } satisfies PortableSnooperEvent);
    }
  },
};
