// 0.14 STARTING TREACHERY CARD: each faction draws one card; 2.05.04 Harkonnen then draws a second.
import type { Context } from '../../context.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import type { SetupStep } from './types.ts';
import type { StepDef } from '../handler.ts';

function draw(ctx: Context, faction: Faction): TreacheryCardId {
  // 33 cards and at most 7 drawn here: the deck cannot run out during set-up.
  const card = ctx.own('decks').treachery.shift();
  if (card === undefined) throw new Error('treachery deck exhausted during set-up');
  ctx.ownFaction(faction).hand.push(card);
  return card;
}

function dealStartingCards(ctx: Context): void {
  const drawn = new Map<Faction, TreacheryCardId[]>(ctx.seating.map((f) => [f, [draw(ctx, f)]]));
  // 2.05.04 MYSTERY CARD: after everyone's starting card, Harkonnen draws another.
  if (ctx.state.factions.harkonnen) drawn.get('harkonnen')!.push(draw(ctx, 'harkonnen'));
  const counts: Partial<Record<Faction, number>> = {};
  for (const [faction, cards] of drawn) {
    counts[faction] = cards.length;
    ctx.emit({ type: 'treachery-drawn', faction, cards }, faction);
  }
  ctx.emit({ type: 'treachery-dealt', counts });
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
