// Card play windows (card-windows/): Amal when the bot has little spice to lose, Thumper when the sandworm would
// hit others' forces and not its own, Harvester where it has forces or nobody has, Recruits with forces in the
// Tanks, Residual Poison whenever it can, Juice of Sapho to attack instead of defend or to move last, Semuta Drug
// for a valuable discard. Everything from the seat's own view: the spice discard pile, the board and its own reserves are public.
import { spiceCard } from '../cards/spice.ts';
import { familyOf, type TreacheryFamily } from '../cards/treachery.ts';
import type { Decision, DecisionAction, PlayerView, TerritoryId, TreacheryCardId } from '../types.ts';
import { cardValue } from './cards.ts';
import type { JuiceMode } from '../card-windows/types.ts';
import type { BotContext } from './context.ts';
import { myHand, seatOf } from './board.ts';

type CardWindowDecision = Extract<Decision, { kind: 'card-window' }>;

/** The territory a sandworm would strike: that of the topmost Territory Card in the spice discard pile (1.02.05). */
function wormTarget(view: PlayerView): TerritoryId | null {
  for (let i = view.decks.spiceDiscard.length - 1; i >= 0; i--) {
    const card = spiceCard(view.decks.spiceDiscard[i]!);
    if (card.kind === 'territory') return card.territory;
  }
  return null;
}

function forcesIn(view: PlayerView, territory: TerritoryId | null, mine: boolean, me: string): number {
  return view.forces.filter((s) => s.territory === territory && (s.faction === me) === mine).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
}

function worthPlaying(family: TreacheryFamily, ctx: BotContext): boolean {
  const { view, me } = ctx;
  switch (family) {
    case 'amal':
      return (view.private?.spice ?? 0) <= 4;
    case 'thumper': {
      const target = wormTarget(view);
      return target !== null && forcesIn(view, target, true, me) === 0 && forcesIn(view, target, false, me) > 0;
    }
    case 'harvester': {
      const blown = view.round && 'lastBlow' in view.round ? view.round.lastBlow : null;
      const where = blown?.territory ?? null;
      return forcesIn(view, where, true, me) > 0 || forcesIn(view, where, false, me) === 0;
    }
    case 'recruits': {
      const seat = seatOf(view, me);
      return seat !== undefined && seat.tanks.regular + seat.tanks.elite >= 2;
    }
    case 'residual-poison':
      return true; // a leader the opponent cannot field against us
    default:
      return false;
  }
}

/**
 * Juice of Sapho: be the aggressor when defending a battle (the aggressor wins ties, 1.07.06.01); move last in
 * shipment and movement (seeing every other move first). Other uses are not worth the card to a bot.
 */
function juiceMode(d: CardWindowDecision, ctx: BotContext): JuiceMode | null {
  if (d.window === 'battle-start') {
    const battle = ctx.view.round && 'battle' in ctx.view.round ? ctx.view.round.battle : null;
    return battle?.defender === ctx.me ? 'aggressor' : null;
  }
  return d.phase === 'shipment-movement' ? 'last' : null;
}

/** Semuta Drug: the most valuable card another player just discarded, if it is worth a card (a weapon, a Karama …). */
function semutaTake(d: CardWindowDecision, ctx: BotContext): TreacheryCardId | null {
  const hand = myHand(ctx.view);
  const offered = (d.candidates ?? []).filter((c) => c.faction !== ctx.me).map((c) => c.card);
  const best = [...offered].sort((a, b) => cardValue(b, hand) - cardValue(a, hand))[0];
  return best !== undefined && cardValue(best, hand) >= 4 ? best : null;
}

export function answerCardWindow(d: CardWindowDecision, ctx: BotContext): DecisionAction {
  for (const card of myHand(ctx.view).filter((id) => d.families.includes(familyOf(id)))) {
    if (familyOf(card) === 'semuta-drug') {
      const take = semutaTake(d, ctx);
      if (take !== null) return { type: 'card-window', event: d.id, card, take };
      continue;
    }
    if (familyOf(card) === 'juice-of-sapho') {
      const mode = juiceMode(d, ctx);
      if (mode !== null) return { type: 'card-window', event: d.id, card, mode };
    } else if (worthPlaying(familyOf(card), ctx)) return { type: 'card-window', event: d.id, card };
  }
  return { type: 'card-window', event: d.id, card: null };
}
