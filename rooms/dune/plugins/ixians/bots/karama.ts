// IX.karama as a thinking bot (hard and brutal) uses it: during its own turn of Shipment and Movement, when a route of
// one or two territories brings the HMS beside more strongholds than it sits beside now (its forces step out into
// them): with a Karama card to spare, late in the game, or for two strongholds more.
import { LEVEL, type BotProfile } from '../../../bots/context.ts';
import { neighbours } from '../../../board/adjacency.ts';
import type { Place } from '../../../board/movement.ts';
import { STRONGHOLDS } from '../../../board/territories.ts';
import type { FreeAction } from '../../../deals/types.ts';
import { karamaCardsIn } from '../../../karama/cards.ts';
import type { PlayerView, TerritoryId } from '../../../types.ts';
import { hmsSteps, KARAMA_HMS_RANGE } from '../hms.ts';
import { IXIANS } from '../state.ts';

const near = (id: TerritoryId): number => neighbours(id).filter((n) => STRONGHOLDS.includes(n)).length;

export function ixianKaramaAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  const at = view.ixians?.hms;
  if (LEVEL[profile] < 2 || view.viewer !== IXIANS || !view.advanced || !at || view.interrupted) return null;
  if (view.karama.powersUsed.includes(IXIANS) || !(view.private?.decisions ?? []).some((d) => d.kind === 'ship' || d.kind === 'move')) return null;
  const cards = karamaCardsIn(view, IXIANS);
  if (cards.length === 0) return null;
  const lastTurns = view.turn >= view.maxTurns - 1;
  const here = near(at.territory);
  let best: Place[] = [];
  let bestNear = here;
  for (const first of hmsSteps(view.storm.sector, at)) {
    for (const route of [[first], ...hmsSteps(view.storm.sector, first).map((second) => [first, second])].filter((r) => r.length <= KARAMA_HMS_RANGE)) {
      const n = near(route[route.length - 1]!.territory);
      if (n > bestNear) [best, bestNear] = [route, n];
    }
  }
  // The only Karama card goes on this only for a gain of two strongholds or more, or late in the game.
  const worth = cards.length >= 2 || lastTurns || bestNear - here >= 2;
  return best.length === 0 || !worth ? null : { type: 'ixian-karama-hms', card: cards[0]!, route: best };
}
