// Spice Blow decisions (1.02, 1.10, 2.04.08, 2.04.10): alliances with the strongest partner, never with the only
// rival of a two-player game; Fremen protect their ally.
import type { AllianceOfferDecision, NexusTurnDecision, PlaceWormDecision, ProtectAllyDecision } from '../phases/spice-blow/types.ts';
import type { DecisionAction, Faction, PlayerView } from '../types.ts';
import type { BotContext } from './context.ts';
import { strongholdsHeld } from './board.ts';

/** How strong a partner is: strongholds held, forces on the board and in reserve. */
function partnerStrength(view: PlayerView, f: Faction): number {
  const seat = view.seats.find((s) => s.faction === f);
  const board = view.forces.filter((s) => s.faction === f).reduce((n, s) => n + s.regular + s.elite, 0);
  return strongholdsHeld(view, [f]).length * 6 + board * 0.5 + (seat ? (seat.reserves.regular + seat.reserves.elite) * 0.2 : 0);
}

/** An alliance shares the victory: worth it only with more than two seats (it would end the contest otherwise). */
export function alliancesUseful(view: PlayerView): boolean {
  return view.seats.length > 2;
}

export function answerNexusTurn(d: NexusTurnDecision, ctx: BotContext): DecisionAction {
  const pass = { type: 'nexus-turn' as const, event: d.id, choice: 'pass' as const };
  if (!alliancesUseful(ctx.view) || d.proposeTo.length === 0 || ctx.view.alliances.some((a) => a.includes(ctx.me))) return pass;
  const ranked = [...d.proposeTo].sort((a, b) => partnerStrength(ctx.view, b) - partnerStrength(ctx.view, a));
  if (ctx.level === 1 && ctx.random() < 0.5) return pass;
  return { type: 'nexus-turn', event: d.id, choice: 'propose', to: ranked[0]! };
}

export function answerAllianceOffer(d: AllianceOfferDecision, ctx: BotContext): DecisionAction {
  if (!alliancesUseful(ctx.view)) return { type: 'alliance-offer', event: d.id, accept: false };
  // Accept a partner in the stronger half (hard+); medium accepts anyone who holds a stronghold.
  const accept = ctx.level >= 2 ? inStrongerHalf(ctx, d.from) : strongholdsHeld(ctx.view, [d.from]).length > 0;
  return { type: 'alliance-offer', event: d.id, accept };
}

/** Whether `f` ranks in the stronger half of the seat's opponents (partnerStrength). */
export function inStrongerHalf(ctx: BotContext, f: Faction): boolean {
  const others = ctx.view.seats.map((s) => s.faction).filter((x) => x !== ctx.me);
  const rank = [...others].sort((a, b) => partnerStrength(ctx.view, b) - partnerStrength(ctx.view, a)).indexOf(f);
  return rank >= 0 && rank < Math.ceil(others.length / 2);
}

export function answerProtectAlly(d: ProtectAllyDecision): DecisionAction {
  return { type: 'protect-ally', event: d.id, protect: true };
}

/**
 * 2.04.15: a placed sandworm goes where it devours the most forces of the Fremen's rivals (never their ally's);
 * with no rival forces on sand it is left where it appeared.
 */
export function answerPlaceWorm(d: PlaceWormDecision, ctx: BotContext): DecisionAction {
  const ally = ctx.view.alliances.flatMap(([a, b]) => (a === ctx.me ? [b] : b === ctx.me ? [a] : []));
  const prey = (t: string) =>
    ctx.view.forces
      .filter((s) => s.territory === t && s.faction !== ctx.me && !ally.includes(s.faction))
      .reduce((n, s) => n + s.regular + s.elite * 2 + s.advisors, 0);
  const best = [...d.options].sort((a, b) => prey(b) - prey(a))[0];
  return { type: 'place-worm', event: d.id, territory: best !== undefined && prey(best) > 0 ? best : null };
}
