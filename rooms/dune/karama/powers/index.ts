// The faction Karama powers taken as free actions (1.14.01, 1.14.03, 1.14.04, 1.14.05): the common checks of 1.13.06 and
// 1.14.00 first, then the power's own. deals/free.ts wraps these as it does the other card plays.
import type { Context } from '../../context.ts';
import type { EngineError, Faction, Draft } from '../../types.ts';
import { atreidesPlan } from './atreides.ts';
import { fremenWorm } from './fremen.ts';
import { harkonnenHand } from './harkonnen.ts';
import { guildShipment } from './guild.ts';
import { choamDiscard } from './choam.ts';
import { KARAMA_POWER_RULES, powerProblem, spendPower } from './power.ts';
import type { FreeKaramaPower, KaramaPowerAction } from './types.ts';

/** One free-action power: whose it is, when it may be played and what it does once its card is spent. */
export interface PowerHandler<P extends FreeKaramaPower> {
  faction: Faction;
  check(state: Draft, seat: Faction, action: Extract<KaramaPowerAction, { power: P }>): EngineError | null;
  /** Called after the card is discarded and the power marked used. */
  apply(ctx: Context, seat: Faction, action: Extract<KaramaPowerAction, { power: P }>): void;
}

const POWERS: { [P in FreeKaramaPower]: PowerHandler<P> } = {
  'atreides-plan': atreidesPlan,
  'fremen-worm': fremenWorm,
  'harkonnen-hand': harkonnenHand,
  'guild-shipment': guildShipment,
  'choam-discard': choamDiscard,
};

export function checkKaramaPower(state: Draft, seat: Faction, action: KaramaPowerAction): EngineError | null {
  const handler = POWERS[action.power] as PowerHandler<FreeKaramaPower> | undefined;
  if (!handler) return { code: 'INVALID_CHOICE', message: `unknown Karama power ${String(action.power)}` };
  if (seat !== handler.faction)
    return { code: 'NOT_ELIGIBLE', message: `${KARAMA_POWER_RULES[handler.faction]}: ${action.power} is the ${handler.faction}' power` };
  return powerProblem(state, seat, action.card) ?? handler.check(state, seat, action as never);
}

export function applyKaramaPower(ctx: Context, seat: Faction, action: KaramaPowerAction): void {
  spendPower(ctx, seat, action.card);
  (POWERS[action.power] as PowerHandler<FreeKaramaPower>).apply(ctx, seat, action as never);
}
