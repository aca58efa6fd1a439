// The Atreides' Nexus card: an element of the battle opponent's plan seen once it is sealed (nothing binds the plan,
// unlike Prescience): a second element for the Atreides, their Cunning; one for a player when the Atreides are not
// seated, their Secret Ally. Which element is public; what it holds, the looker's alone.
import type { Context } from '../../../context.ts';
import { PRESCIENCE_ELEMENTS, type BattlePlan, type PrescienceElement } from '../../../phases/battle/types.ts';
import type { Draft, Faction } from '../../../types.ts';
import type { NexusFreeAction } from '../types.ts';
import { nexusOf } from '../state.ts';
import { battleOf, type Effect } from './effect.ts';
import { opponentOf } from '../../../phases/battle/options.ts';

function lookProblem(state: Draft, seat: Faction, a: NexusFreeAction): string | null {
  if (a.element === undefined || !PRESCIENCE_ELEMENTS.includes(a.element)) return `name an element: ${PRESCIENCE_ELEMENTS.join(', ')}`;
  const battle = battleOf(state, seat);
  if (battle === null || battle.revealed) return 'only in a battle you fight, before the plans are revealed';
  return null;
}

/** What `element` of a sealed plan holds. */
const heldAt = (plan: BattlePlan, element: PrescienceElement) => (element === 'leader' ? (plan.leader ?? plan.cheapHero) : plan[element]);

function declareLook(ctx: Context, seat: Faction, element: PrescienceElement): void {
  const battle = battleOf(ctx.state, seat)!;
  const target = opponentOf(battle, seat);
  nexusOf(ctx.state)!.look = { faction: seat, target, element };
  ctx.emit({ type: 'nexus-plan-look', faction: seat, target, element });
  const sealed = battle.plans[target];
  if (sealed) showLook(ctx, target, sealed);
}

/** A plan sealed: the element looked at is shown to the looker. */
export function showLook(ctx: Context, faction: Faction, plan: BattlePlan): void {
  const part = nexusOf(ctx.state);
  const look = part?.look;
  if (!look || look.target !== faction) return;
  delete part.look;
  ctx.emit({ type: 'nexus-plan-seen', target: faction, element: look.element, value: heldAt(plan, look.element) }, look.faction);
}

export const LOOKS = {
  // NX.atreides.cunning: beside their Prescience, the Atreides see a second element of their opponent's plan.
  'atreides-cunning': {
    rule: 'NX.atreides.cunning',
    card: 'atreides',
    use: 'cunning',
    check(state, seat, a) {
      const bad = lookProblem(state, seat, a);
      if (bad) return bad;
      const asked = battleOf(state, seat)!.prescience?.reveal.element;
      return asked === a.element ? `Prescience showed the ${asked} already: name another element` : null;
    },
    apply: (ctx, seat, a) => declareLook(ctx, seat, a.element!),
  },
  // NX.atreides.secret-ally: with the Atreides not seated, the player sees one element of its opponent's plan.
  'atreides-secret-ally': {
    rule: 'NX.atreides.secret-ally',
    card: 'atreides',
    use: 'secret-ally',
    check: lookProblem,
    apply: (ctx, seat, a) => declareLook(ctx, seat, a.element!),
  },
} satisfies Record<string, Effect>;
