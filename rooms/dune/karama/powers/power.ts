// 1.13.06 ONE TIME ULTIMATE, 1.14.00, 3.01.11.05: in the Advanced game a Karama card may also be played, once per
// game, for the playing faction's own Karama power (1.14.01–1.14.05). The card is discarded; who has used the
// power is public. What each power does lives in its faction's file beside this one.
import { discardFromHand } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import type { EngineError, Faction, Draft, TreacheryCardId } from '../../types.ts';
import { karamaProblem } from '../cards.ts';

/** The once-per-game Karama power of each faction that has one (1.14.06: the Bene Gesserit have none). */
export const KARAMA_POWER_RULES: Partial<Record<Faction, string>> = {
  atreides: '1.14.01',
  emperor: '1.14.02',
  fremen: '1.14.03',
  harkonnen: '1.14.04',
  guild: '1.14.05',
  choam: 'CH.karama',
  tleilaxu: 'TL.karama',
  ixians: 'IX.karama',
  richese: 'RI.karama',
  moritani: 'MO.karama',
  ecaz: 'EC.karama',
};

export function powerUsed(state: Draft, faction: Faction): boolean {
  return (state.karama.powersUsed ?? []).includes(faction);
}

/** Whether `faction` could still use its power with some Karama card now held (for decisions and bots). */
export function powerAvailable(state: Draft, faction: Faction): boolean {
  const fs = state.factions[faction];
  return !!fs && state.config.advanced && KARAMA_POWER_RULES[faction] !== undefined && !powerUsed(state, faction);
}

/** Why `faction` may not spend `card` on its Karama power now, or null. The phase-specific checks are the caller's. */
export function powerProblem(state: Draft, faction: Faction, card: TreacheryCardId): EngineError | null {
  const rule = KARAMA_POWER_RULES[faction];
  // 1.13.06: an Advanced rule only.
  if (!state.config.advanced) return { code: 'NOT_ELIGIBLE', message: '1.13.06: faction Karama powers are an Advanced rule' };
  if (rule === undefined) return { code: 'NOT_ELIGIBLE', message: `1.14.06: the ${faction} have no once-a-game Karama power` };
  if (powerUsed(state, faction)) return { code: 'NOT_ELIGIBLE', message: `1.13.06: your Karama power (${rule}) was used already` };
  return karamaProblem(state, faction, card);
}

/** 1.14.00: the card is discarded, and the power is spent for the rest of the game. */
export function spendPower(ctx: Context, faction: Faction, card: TreacheryCardId): void {
  discardFromHand(ctx.state, faction, card);
  ctx.state.karama.powersUsed = [...(ctx.state.karama.powersUsed ?? []), faction];
  ctx.emit({ type: 'karama-power-used', faction, card, rule: KARAMA_POWER_RULES[faction]! });
}
