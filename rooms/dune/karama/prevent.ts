// 3.01.11.02: a Karama played before an ability marked ✷ on both sides is used prevents its next use. Playing it
// is public (the card is revealed and discarded); the prevention waits on the table until the ability comes up.
// The play is a free action: deals/free.ts wraps checkKaramaPrevent and applyKaramaPrevent in its handler, as it
// does for Distrans and the Nullentropy Box, so that karama/ does not depend on deals/.
import { discardFromHand } from '../cards/deck.ts';
import type { Context } from '../context.ts';
import type { EngineError, Faction, Draft } from '../types.ts';
import { ABILITIES } from './abilities.ts';
import { karamaProblem } from './cards.ts';
import type { KaramaPreventAction, PreventAbility } from './types.ts';

export function checkKaramaPrevent(state: Draft, seat: Faction, action: KaramaPreventAction): EngineError | null {
  const info = ABILITIES[action.ability];
  if (info?.karama !== 'prevent') return { code: 'INVALID_CHOICE', message: `${action.ability} cannot be prevented` };
  if (state.phase === 'setup' || state.phase === 'game-over') return { code: 'NOT_ELIGIBLE', message: 'not during set-up or after the game' };
  if (!state.factions[info.owner]) return { code: 'INVALID_CHOICE', message: `${info.owner} is not in this game` };
  if (seat === info.owner) return { code: 'NOT_ELIGIBLE', message: 'you cannot prevent your own ability' };
  if (state.karama.prevented.some((p) => p.ability === action.ability))
    return { code: 'NOT_ELIGIBLE', message: `the next use of ${action.ability} is already prevented` };
  return karamaProblem(state, seat, action.card);
}

export function applyKaramaPrevent(ctx: Context, seat: Faction, action: KaramaPreventAction): void {
  discardFromHand(ctx.state, seat, action.card);
  ctx.state.karama.prevented.push({ ability: action.ability, by: seat });
  ctx.emit({ type: 'ability-prevented', faction: seat, card: action.card, ability: action.ability });
}

/** Called where `ability` is about to be used: true (and the prevention is spent) if a Karama prevented it. */
export function consumePrevention(ctx: Context, ability: PreventAbility): boolean {
  const at = ctx.state.karama.prevented.findIndex((p) => p.ability === ability);
  if (at < 0) return false;
  const [prevention] = ctx.state.karama.prevented.splice(at, 1);
  ctx.emit({ type: 'prevention-used', ability, by: prevention!.by });
  return true;
}
