// 1.06.01: the First Player ships then moves, then each faction in storm order does the same. Each turn walks
// the stages ship → (spiritual advisor) → move (once, plus one per Hajr) → end (ally constraint 1.10.02.07).
import { plugins } from '../../extension-points.ts';
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import type { Progress } from '../handler.ts';
import { applyAllyConstraint } from './ally-constraint.ts';
import { movementRange } from './board-view.ts';
import { shipmentRound } from './round.ts';
import { advisorsInPlay, BG, sideIn } from '../../factions/advisors.ts';
import { moveTermsOf, shipTermsOf, spiritualAdvisorTerms } from './extensions.ts';

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
    // HW.shipping, HW.junction.high: homeworlds to ship to, the Guild's offer.
    ...shipTermsOf(ctx.state, faction),
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
      // HW.wallach-ix.high: 2 may go to the Polar Sink.
      const max = spiritualAdvisorTerms(ctx.state).max;
      ctx.open({ kind: 'spiritual-advisor', seat: BG, shipper: faction, ...advisorTo, ...(max === undefined ? {} : { max }) });
      return;
    }
    case 'move':
      if (round.movesLeft > 0) {
        // CH.worthless.kulon: one territory further for CHOAM this turn; CH.worthless.baliset: territories barred;
        // LS.planetologist.normal, LS.sandmaster.normal: a skill that changes moves.
        // HW.richese.low: a No-Field that may not move.
        const { rangeBonus, barred, kulon, skill, noFieldFixed, flight } = moveTermsOf(ctx.state, faction);
        ctx.open({
          kind: 'move',
          seat: faction,
          range: movementRange(ctx.state, faction) + (rangeBonus ?? 0),
          ...(barred ? { barred } : {}),
          ...(kulon ? { kulon } : {}),
          hajr: round.hajrPlayed,
          exclude: round.ornithopterExclude ?? null,
          ...(skill ? { skill } : {}),
          ...(noFieldFixed ? { noFieldFixed } : {}),
          ...(flight ? { flight } : {}),
        });
        return;
      }
      // NX.guild.cunning: a plug-in may give the faction one more shipment after its move.
      if (plugins().some((p) => p.shipsAgain?.(ctx, faction) ?? false)) {
        round.stage = 'ship';
        openShip(ctx, faction);
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
  // A player put last by a card (Juice of Sapho) goes after the waiting Guild: the Guild acts before that player.
  const placedLast = others.length === 1 && plugins().some((p) => p.placedLast?.(ctx.state, next) ?? false);
  if (placedLast && round.guildWaitedFor !== next) startTurn(ctx, 'guild');
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
