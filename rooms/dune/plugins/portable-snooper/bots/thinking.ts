// The Portable Snooper's bots (bots/extension-points.ts): a thinking bot adds a held one when the opponent's revealed
// weapon poisons its leader and the Voice allows it (from the public plans only). Installed by the thinking root.
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { myHand } from '../../../bots/board.ts';
import { familyOf } from '../../../cards/treachery.ts';
import { resolveBattleWeapons } from '../../../phases/battle/effective.ts';
import { attackKills } from '../../../phases/battle/roles.ts';
import type { DecisionAction } from '../../../types.ts';

export const portableSnooperThinkingPlugin = {
  name: 'portable-snooper',
  thinkers: {
    'portable-snooper'(d, ctx) {
      const card = myHand(ctx.view).find((id) => familyOf(id) === 'portable-snooper') ?? null;
      const battle = ctx.view.round && 'battle' in ctx.view.round ? ctx.view.round.battle : null;
      const none: DecisionAction = { type: 'portable-snooper', event: d.id, card: null };
      if (card === null || !battle?.plans) return none;
      const v = battle.voice;
      if (v && v.target === ctx.me && !v.command.play && v.command.subject === 'poison-defense') return none;
      const opp = battle.aggressor === ctx.me ? battle.defender : battle.aggressor;
      const me = battle.aggressor === ctx.me ? 'aggressor' : 'defender';
      const effective = resolveBattleWeapons({ aggressor: battle.plans[battle.aggressor]!, defender: battle.plans[battle.defender]! });
      const theirs = effective[me === 'aggressor' ? 'defender' : 'aggressor'].weapon.attacks;
      const poisoned = theirs.some((a) => attackKills(a, effective[me].protections) && !attackKills(a, ['poison', 'snooper']));
      return poisoned && battle.plans[opp] ? { ...none, card } : none;
    },
  },
} satisfies ThinkingPlugin;
