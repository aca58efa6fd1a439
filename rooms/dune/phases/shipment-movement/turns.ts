// 1.06.01: the First Player ships then moves, then each faction in storm order does the same. Each turn walks
// the stages ship → (spiritual advisor) → move (once, plus one per Hajr) → end (ally constraint 1.10.02.07).
import { moveSkill } from '../../plugins/leader-skills/movement.ts';
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { Faction, Draft, TerritoryId } from '../../types.ts';
import type { Progress } from '../handler.ts';
import { applyAllyConstraint } from './ally-constraint.ts';
import { movementRange } from './board-view.ts';
import { barredFor, kulonBonus } from '../../plugins/choam/worthless.ts';
import { shippableWorlds } from '../../plugins/homeworlds/shipping.ts';
import { gameWorlds, homeworldsOn } from '../../plugins/homeworlds/state.ts';
import { junctionRate } from '../../plugins/homeworlds/junction.ts';
import { HOMEWORLDS } from '../../plugins/homeworlds/catalog.ts';
import type { JunctionRate } from '../../plugins/homeworlds/types.ts';
import { advisorOffer } from '../../plugins/homeworlds/wallach-ix.ts';
import { shipmentRound } from './round.ts';
import { advisorsInPlay, BG, sideIn } from '../../factions/advisors.ts';

/**
 * HW.shipping: the homeworlds a shipment may go to (absent without the variant); HW.junction.high: with the Guild's
 * offer, its own too (home to its reserves), and it may cross-ship at the offered rate.
 */
function worldOffer(state: Draft, faction: Faction): { homeworlds?: TerritoryId[]; junction?: JunctionRate; crossShip?: true } {
  const rate = junctionRate(state, faction);
  const own = rate ? gameWorlds(state).filter((w) => HOMEWORLDS[w].native === faction) : [];
  const worlds = [...shippableWorlds(state, faction), ...own];
  return {
    ...(homeworldsOn(state) && worlds.length > 0 ? { homeworlds: worlds } : {}),
    ...(rate ? { junction: rate, crossShip: true as const } : {}),
  };
}

/** CH.worthless.baliset: territories the mover may not enter this phase, on its decision (absent when none). */
function barred(state: Draft, faction: Faction): { barred?: TerritoryId[]; kulon?: true } {
  const list = barredFor(state, faction);
  return { ...(list.length > 0 ? { barred: list } : {}), ...(kulonBonus(state, faction) > 0 ? { kulon: true as const } : {}) };
}

export function startTurn(ctx: Context, faction: Faction): void {
  const round = shipmentRound(ctx.state);
  round.acting = faction;
  // 1.06.02 / 1.06.05.01: one shipment, then one movement, per faction and turn (a Hajr adds a move, 3.01.09).
  round.stage = 'ship';
  round.movesLeft = 1;
  round.hajrPlayed = false;
  round.ornithopterExclude = null;
  delete round.shippedTo;
  ctx.emit({ type: 'shipment-turn', faction });
}

function openShip(ctx: Context, faction: Faction): void {
  const guildAlly = allyOf(ctx.state, faction) === 'guild';
  ctx.open({
    kind: 'ship',
    seat: faction,
    fremenSend: faction === 'fremen',
    crossShip: faction === 'guild' || guildAlly, // 2.06.05.02, 2.06.10
    offPlanet: faction === 'guild', // 2.06.05.03
    ...(faction === 'fremen' && ctx.state.config.advanced ? { stormMigration: true as const } : {}),
    ...(shipmentRound(ctx.state).blocked === faction ? { blocked: true as const } : {}),
    ...worldOffer(ctx.state, faction),
  });
}

/** Opens the next decision of the acting faction's turn, or closes the turn. */
function continueTurn(ctx: Context, faction: Faction): void {
  const round = shipmentRound(ctx.state);
  switch (round.stage) {
    case 'ship':
      openShip(ctx, faction);
      return;
    case 'intrusion':
      ctx.open({ kind: 'intrusion', seat: BG, territory: round.intrusion!.territory, intruder: round.intrusion!.intruder });
      return;
    case 'advisor': {
      // 2.02.11 ADVISORS: an advisor may go where the shipment landed instead, unless fighters of theirs are there.
      const to = round.shippedTo;
      const advisorTo = to && advisorsInPlay(ctx.state) && sideIn(ctx.state, to.territory) !== 'fighters' ? { advisorTo: { ...to } } : {};
      ctx.open({ kind: 'spiritual-advisor', seat: BG, shipper: faction, ...advisorTo, ...advisorOffer(ctx.state) });
      return;
    }
    case 'move':
      if (round.movesLeft > 0) {
        ctx.open({
          kind: 'move',
          seat: faction,
          // CH.worthless.kulon: one territory further for CHOAM this turn.
          range: movementRange(ctx.state, faction) + kulonBonus(ctx.state, faction),
          ...barred(ctx.state, faction),
          hajr: round.hajrPlayed,
          exclude: round.ornithopterExclude ?? null,
          ...moveSkill(ctx.state, faction),
        });
        return;
      }
      round.stage = 'end';
      return;
    case 'end':
      applyAllyConstraint(ctx, faction);
      round.done.push(faction);
      round.acting = null;
      return;
  }
}

/** Picks who acts next: storm order, except that under Advanced rules the Guild chooses its moment (2.06.12). */
function nextTurn(ctx: Context): Progress {
  const round = shipmentRound(ctx.state);
  const waiting = round.order.filter((f) => !round.done.includes(f));
  if (waiting.length === 0) return 'done';
  // 2.06.00: in the Basic game the Guild takes its turn in storm order; choosing its moment (2.06.12) is Advanced.
  const guildWaits = ctx.state.config.advanced && waiting.includes('guild');
  const others = waiting.filter((f) => f !== 'guild');
  if (!guildWaits || others.length === 0) {
    startTurn(ctx, waiting[0]!);
    return 'continue';
  }
  // 2.06.12.01 the other factions keep their storm order; the Guild tells when it acts only as it does.
  const next = others[0]!;
  // Juice of Sapho "go last" supersedes the Guild's wait: the Guild acts before that player.
  const juice = ctx.state.juice;
  const lastByJuice =
    juice?.position === 'last' && juice.phase === 'shipment-movement' && juice.turn === ctx.state.turn && juice.faction === next && others.length === 1;
  if (lastByJuice && round.guildWaitedFor !== next) startTurn(ctx, 'guild');
  else if (round.guildWaitedFor === next) startTurn(ctx, next);
  else ctx.open({ kind: 'guild-timing', seat: 'guild', next });
  return 'continue';
}

export function proceedTurns(ctx: Context): Progress {
  const round = shipmentRound(ctx.state);
  if (round.acting) {
    continueTurn(ctx, round.acting);
    return 'continue';
  }
  return nextTurn(ctx);
}
