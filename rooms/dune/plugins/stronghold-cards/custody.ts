// SC.custody: as each turn ends (the Mentat Pause, after the victory check), each card goes to the faction alone in its
// stronghold with fighters (advisors do not hold it; allies do not share it) or, with none or several there, is set
// aside; the holder keeps it through the next turn wherever its forces go.
import type { Context } from '../../context.ts';
import type { StepDef } from '../../phases/handler.ts';
import type { MentatStep } from '../../phases/mentat-pause/types.ts';
import type { Faction } from '../../types.ts';
import { controllerOf } from './state.ts';
import { STRONGHOLD_CARDS, type StrongholdCard } from './catalog.ts';

export const strongholdCardsStep: StepDef<MentatStep> = {
  step: 'stronghold-cards',
  rule: 'SC.custody',
  enter(ctx: Context) {
    const part = ctx.state.strongholdCards;
    if (!part) return;
    const holders: Partial<Record<StrongholdCard, Faction>> = {};
    // SC.hms: the HMS card is in play only with the Ixians seated.
    for (const card of STRONGHOLD_CARDS.filter((c) => c !== 'hms' || ctx.state.factions.ixians !== undefined)) {
      const controller = controllerOf(ctx.state, card);
      if (controller !== null) holders[card] = controller;
    }
    const same = STRONGHOLD_CARDS.every((card) => part.holders[card] === holders[card]);
    if (same) return;
    ctx.state.strongholdCards = { holders };
    ctx.emit({ type: 'stronghold-cards-held', holders: { ...holders } });
  },
};
