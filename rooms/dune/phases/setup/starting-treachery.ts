// 0.14 STARTING TREACHERY CARD: each faction draws one card; 2.05.04 Harkonnen then draws a second.
import type { Context } from '../../context.ts';
import type { Faction, SetupStep } from '../../types.ts';
import type { StepDef } from '../handler.ts';

function draw(ctx: Context, faction: Faction): string {
  // 33 cards and at most 7 drawn here: the deck cannot run out during set-up.
  const card = ctx.state.decks.treachery.shift();
  if (card === undefined) throw new Error('treachery deck exhausted during set-up');
  ctx.faction(faction).hand.push(card);
  return card;
}

export const startingTreacheryStep: StepDef<SetupStep> = {
  step: 'starting-treachery',
  rule: '0.14',
  enter(ctx) {
    const counts: Partial<Record<Faction, number>> = {};
    for (const faction of ctx.seating) {
      const cards = [draw(ctx, faction)];
      if (faction === 'harkonnen') cards.push(draw(ctx, faction)); // 2.05.04 MYSTERY CARD
      counts[faction] = cards.length;
      ctx.emit({ type: 'treachery-drawn', faction, cards }, faction);
    }
    ctx.emit({ type: 'treachery-dealt', counts });
  },
};
