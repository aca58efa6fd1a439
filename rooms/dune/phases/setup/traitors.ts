// 0.11 TRAITORS: each faction is dealt 4 traitor cards and secretly keeps 1; 2.05.03 Harkonnen keeps all four. A
// plug-in's faction may be dealt otherwise (extension-points/turn.ts traitorTerms): none, or all kept.
import { plugins } from '../../extension-points.ts';
import type { TraitorTerms } from '../../extension-points/turn.ts';
import type { Draft, Faction } from '../../types.ts';
import type { SetupStep } from './types.ts';
import type { ActionHandler, StepDef } from '../handler.ts';

const DEALT = 4;

/** 0.11 and 2.05.03 TERRIBLY TRAITOROUS (the Harkonnen keep all four, without a decision), then the plug-ins' terms. */
function termsOf(state: Draft, faction: Faction): TraitorTerms {
  let terms: TraitorTerms = { dealt: DEALT, keepsAll: faction === 'harkonnen' };
  for (const p of plugins()) terms = p.traitorTerms?.(state, faction, terms) ?? terms;
  return terms;
}

export const traitorsStep: StepDef<SetupStep> = {
  step: 'traitors',
  rule: '0.11',
  enter(ctx) {
    const pickers: Faction[] = [];
    for (const faction of ctx.seating) {
      const terms = termsOf(ctx.state, faction);
      if (terms.dealt === 0) continue;
      const dealt = ctx.own('decks').traitor.splice(0, terms.dealt);
      const fs = ctx.ownFaction(faction);
      ctx.emit({ type: 'traitors-dealt', faction, options: dealt }, faction);
      if (terms.keepsAll) {
        fs.traitors = dealt;
      } else {
        fs.traitorOptions = dealt;
        pickers.push(faction);
      }
    }
    if (pickers.length === 0) return;
    ctx.openSecret('pick-traitor', pickers, (seat) => ({
      kind: 'pick-traitor',
      seat,
      options: ctx.faction(seat).traitorOptions.slice(),
    }));
  },
};

export const pickTraitor: ActionHandler<'pick-traitor'> = {
  type: 'pick-traitor',
  rule: '0.11',
  check(_state, decision, action) {
    return decision.options.includes(action.leader) ? null : `${action.leader} is not one of the traitor cards you were dealt`;
  },
  apply(ctx, decision, action) {
    const fs = ctx.ownFaction(decision.seat);
    fs.traitors = [action.leader];
    fs.discardedTraitors = fs.traitorOptions.filter((l) => l !== action.leader);
    fs.traitorOptions = [];
    ctx.emit({ type: 'traitor-picked', faction: decision.seat, leader: action.leader }, decision.seat);
    if (ctx.close(decision)) ctx.emit({ type: 'traitors-chosen' });
  },
};
