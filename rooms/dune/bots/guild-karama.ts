// 1.14.05 (medium+): the Guild spend their once-a-game Karama to cancel the off-planet shipment of an opponent who
// already holds enough strongholds to win (hard+: one short of it), while that opponent has yet to ship and has the
// reserves to make the landing count. Only the seat's own view is read.
import type { FreeAction } from '../deals/types.ts';
import { karamaCardsIn } from '../karama/cards.ts';
import type { ShipmentRoundView } from '../phases/shipment-movement/types.ts';
import type { PlayerView } from '../types.ts';
import { LEVEL, type BotProfile } from './context.ts';
import { opponentsHolding } from './threats.ts';

/** Reserves below this make a cancelled shipment not worth a Karama. */
const WORTH_RESERVES = 4;

export function guildShipmentAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  const level = LEVEL[profile];
  if (view.viewer !== 'guild' || level < 1 || !view.advanced || view.interrupted) return null;
  if (view.phase !== 'shipment-movement' || view.round?.phase !== 'shipment-movement' || view.karama.powersUsed.includes('guild')) return null;
  if (view.karama.window !== null || view.cardWindow !== null) return null;
  const card = karamaCardsIn(view, 'guild')[0];
  if (card === undefined) return null;
  const round = view.round as ShipmentRoundView;
  const waiting = (f: string) => !round.done.includes(f as never) && (round.acting !== f || round.stage === 'ship');
  const threats = [...opponentsHolding(view, 'guild', 0), ...(level >= 2 ? opponentsHolding(view, 'guild', -1) : [])];
  const target = threats.find((f) => {
    const seat = view.seats.find((s) => s.faction === f);
    return f !== 'fremen' && waiting(f) && seat !== undefined && seat.reserves.regular + seat.reserves.elite >= WORTH_RESERVES;
  });
  return target === undefined ? null : { type: 'karama-power', power: 'guild-shipment', card, target };
}
