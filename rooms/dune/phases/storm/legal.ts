// Legal answers to storm decisions (see bots/legal.ts), from the decision and the seat's own view only.
import type { Answerer } from '../../answerer.ts';
import type { PlayerView, TreacheryCardId } from '../../types.ts';
import { FAMILY_ATOMICS, WEATHER_CONTROL } from '../../cards/treachery.ts';

function holds(view: PlayerView | null, card: TreacheryCardId): boolean {
  return view?.private?.hand.includes(card) ?? false;
}

export const stormAnswers: {
  'dial-storm': Answerer<'dial-storm'>;
  'weather-control': Answerer<'weather-control'>;
  'family-atomics': Answerer<'family-atomics'>;
} = {
  'dial-storm': (d, _view, pick) => ({ type: 'dial-storm', event: d.id, value: d.min + ((pick * 7) % (d.max - d.min + 1)) }),
  // A holder plays the card on odd picks (moving 0–max sectors); everyone else, and a view-less caller, passes.
  'weather-control': (d, view, pick) => ({
    type: 'weather-control',
    event: d.id,
    move: holds(view, WEATHER_CONTROL) && pick % 2 === 1 ? pick % (d.max + 1) : null,
  }),
  'family-atomics': (d, view, pick) => ({ type: 'family-atomics', event: d.id, play: holds(view, FAMILY_ATOMICS) && pick % 2 === 1 }),
};
