// 3.01.23 WEATHER CONTROL: after the first turn, during 1.01.02 before the storm marker is moved, the holder
// controls the storm this phase: it moves 1–10 sectors counterclockwise, or does not move at all (0). Discarded.
//
// Secrecy: the window is a secret decision offered to EVERY seat, so that neither the decision list nor the
// number of answers says who holds the card; answers are revealed together and only a play is announced. The window
// opens after the dials are revealed (the holder then knows what it would replace) and is skipped only when the
// card lies face up in the discard pile, which everyone can see.
import { discardFromHand } from '../../cards/deck.ts';
import { WEATHER_CONTROL } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import type { Draft } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { stormRound } from './round.ts';

export const WEATHER_CONTROL_MAX = 10;

/** Whether anyone might hold the card: it is in a hand or in the (hidden) deck, not in the public discard. */
function mightBeHeld(state: Draft): boolean {
  return !state.decks.treacheryDiscard.includes(WEATHER_CONTROL);
}

/** Opens the window for every seat; returns false when it is skipped. */
export function openWeatherControl(ctx: Context): boolean {
  if (!mightBeHeld(ctx.state)) return false;
  const movement = stormRound(ctx).movement ?? 0;
  ctx.openSecret('weather-control', [...ctx.seating], (seat) => ({ kind: 'weather-control', seat, movement, max: WEATHER_CONTROL_MAX }));
  return true;
}

export const weatherControl: ActionHandler<'weather-control'> = {
  type: 'weather-control',
  rule: '3.01.23',
  check(state, decision, action) {
    if (action.move === null) return null;
    if (!Number.isInteger(action.move)) return 'move a whole number of sectors, or null to pass';
    if (action.move < 0 || action.move > decision.max) return { code: 'OUT_OF_RANGE', message: `Weather Control moves the storm 0 to ${decision.max} sectors` };
    if (!state.factions[decision.seat]!.hand.includes(WEATHER_CONTROL)) return { code: 'NOT_HELD', message: 'you do not hold Weather Control' };
    return null;
  },
  apply(ctx, decision, action) {
    if (action.move !== null) stormRound(ctx).weatherControl = { faction: decision.seat, move: action.move };
    ctx.close(decision);
  },
};

/** After the reveal: a played card replaces the movement and goes to the discard pile. */
export function resolveWeatherControl(ctx: Context): void {
  const round = stormRound(ctx);
  const play = round.weatherControl;
  if (!play) return;
  discardFromHand(ctx.state, play.faction, WEATHER_CONTROL);
  round.movement = play.move;
  round.played.weatherControl = play.faction;
  round.weatherControl = null;
  ctx.emit({ type: 'weather-control-played', faction: play.faction, move: play.move });
}
