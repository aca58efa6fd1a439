// Legal answers to mentat-pause decisions (see bots/legal.ts): from the decision and the seat's own view only.
import type { Answerer } from '../../answerer.ts';
import { leadersIn } from '../../factions/leaders.ts';
import type { PlayerView } from '../../types.ts';
import { cardNames } from './truthtrance-questions.ts';
import { countsAsTruthtrance } from '../../karama/cards.ts';
import type { TruthtranceQuestion } from './types.ts';

/** A menu question varied by `pick`, valid in any game the view describes. */
function questionFor(view: PlayerView, pick: number): TruthtranceQuestion {
  const factions = view.seats.map((s) => s.faction);
  const leaders = factions.flatMap((f) => leadersIn(f, view.advanced).map((l) => l.id));
  const names = cardNames(view.cards, view.rules);
  const menu: TruthtranceQuestion[] = [
    { about: 'holds-card', card: names[pick % names.length]! },
    { about: 'spice-at-least', amount: 1 + (pick % 15) },
    { about: 'cards-at-least', count: 1 + (pick % 4) },
    { about: 'traitor', leader: leaders[pick % leaders.length]! },
    { about: 'predicted-faction', faction: factions[pick % factions.length]! },
    { about: 'predicted-turn', turn: 1 + (pick % view.maxTurns) },
  ];
  return menu[pick % menu.length]!;
}

export const mentatAnswers: { truthtrance: Answerer<'truthtrance'> } = {
  // Plays a held Truthtrance on every other pick (so games exercise both), otherwise passes.
  truthtrance: (d, view, pick) => {
    const card = view?.private?.hand.find((c) => countsAsTruthtrance(c, d.seat, view));
    if (!view || !card || pick % 2 === 1 || d.targets.length === 0) return { type: 'truthtrance', event: d.id, play: null };
    return { type: 'truthtrance', event: d.id, play: { card, target: d.targets[pick % d.targets.length]!, question: questionFor(view, pick) } };
  },
};
