// 0.14 STARTING TREACHERY CARD: each faction draws one card; 2.05.04 Harkonnen then draws a second.
import type { Context } from '../../context.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import type { SetupStep } from './types.ts';
import type { StepDef } from '../handler.ts';
import { plugins } from '../../extension-points.ts';

function draw(ctx: Context, faction: Faction): TreacheryCardId {
  // 33 cards and at most 7 drawn here: the deck cannot run out during set-up.
  const card = ctx.own('decks').treachery.shift();
  if (card === undefined) throw new Error('treachery deck exhausted during set-up');
  ctx.ownFaction(faction).hand.push(card);
  return card;
}

/**
 * Gives each faction its starting card (0.14): the one `given` names (a plug-in's deal chose it), or the deck's top; then
 * the Harkonnen's second (2.05.04). Tells each its own cards and everyone the counts.
 */
export function dealStartingHands(ctx: Context, given: Partial<Record<Faction, TreacheryCardId>> = {}): void {
  const first = (f: Faction): TreacheryCardId => {
    const card = given[f];
    if (card === undefined) return draw(ctx, f);
    ctx.ownFaction(f).hand.push(card);
    return card;
  };
  const drawn = new Map<Faction, TreacheryCardId[]>(ctx.seating.map((f) => [f, [first(f)]]));
  // 2.05.04 MYSTERY CARD: after everyone's starting card, Harkonnen draws another.
  if (ctx.state.factions.harkonnen) drawn.get('harkonnen')!.push(draw(ctx, 'harkonnen'));
  const counts: Partial<Record<Faction, number>> = {};
  for (const [faction, cards] of drawn) {
    counts[faction] = cards.length;
    ctx.emit({ type: 'treachery-drawn', faction, cards }, faction);
  }
  ctx.emit({ type: 'treachery-dealt', counts });
}

/** 0.14, unless a plug-in deals the starting cards its own way (IX.starting-card: the Ixians' pool). */
function dealStartingCards(ctx: Context): void {
  if (plugins().some((p) => p.dealsStartingCards?.(ctx) ?? false)) return;
  dealStartingHands(ctx);
}

const withSkills = (ctx: Context): boolean => ctx.state.skills !== undefined;

export const startingTreacheryStep: StepDef<SetupStep> = {
  step: 'starting-treachery',
  rule: '0.14',
  enter(ctx) {
    if (!withSkills(ctx)) dealStartingCards(ctx);
  },
};

/** LS.setup: the same cards, dealt before the skills when the game plays Leader Skills. */
export const earlyTreacheryStep: StepDef<SetupStep> = {
  step: 'early-treachery',
  rule: 'LS.setup',
  enter(ctx) {
    if (withSkills(ctx)) dealStartingCards(ctx);
  },
};
