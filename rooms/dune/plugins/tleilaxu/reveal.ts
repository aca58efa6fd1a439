// TL.face-dancers: after a battle won with a leader by another faction, the Tleilaxu may reveal that leader as one of
// their Face Dancers. The leader dies (if it lives), every force of the winner in the territory goes back to its
// reserves, and up to as many Tleilaxu forces (from reserves, or from anywhere on Arrakis out of the storm) take their
// place in one sector of the battle. TL.face-dancers.renewal: once all three are revealed, they are shuffled back into
// the traitor deck and three new ones drawn.
import { isRecordList, isSpotShape } from '../../action-shape.ts';
import { arrive } from '../../arrivals.ts';
import { isBoardPlace } from '../../board/territories.ts';
import { addForces, forcesIn, moveForces, removeForces, stackAt } from '../../board/forces.ts';
import { isHomeworld } from '../../board/homeworlds.ts';
import { inStorm } from '../../board/storm.ts';
import type { Context } from '../../context.ts';
import { killLeader } from '../../phases/battle/aftermath.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { shuffled } from '../../rng.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import { playsEdition } from '../../rules-edition.ts';
import type { Draft, EngineError, TraitorCardId } from '../../types.ts';
import { isOwnWorld } from '../homeworlds/shipping.ts';
import { faceDancerBarred } from '../homeworlds/tleilax.ts';
import { drawFaceDancers, FACE_DANCERS } from './face-dancers.ts';
import { TLEILAXU, tleilaxuOf } from './state.ts';
import type { FaceDancerDecision, FaceDancerSource, TleilaxuAction } from './types.ts';

type Reveal = Extract<TleilaxuAction, { type: 'face-dancer' }>;

/**
 * After a battle another faction won with a leader the Tleilaxu are asked (whatever their Face Dancers), once the
 * battle's other decisions (the winner's cards, a Caladan reinforcement, a Tech token) are answered: a reveal then
 * takes the winner's place as it stands.
 */
export function noteFaceDancerBattle(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const part = ctx.state.tleilaxu;
  const winner = outcome.winner;
  const leader = winner === null ? null : (battle.plans[winner]?.leader ?? null);
  if (!part || winner === null || winner === TLEILAXU || leader === null) return;
  // HW.tleilax.occupied: never against Tleilax's occupier or its ally (public facts: nobody learns anything).
  if (faceDancerBarred(ctx.state, winner)) return;
  // On a homeworld, only on their own (Tleilax): a world's battles are its native's.
  if (isHomeworld(battle.territory) && !isOwnWorld(TLEILAXU, battle.territory)) return;
  ctx.state.tleilaxu = { ...part, reveal: { winner, leader, territory: battle.territory, sectors: [...battle.sectors] } };
}

/** The question noted after a battle, once nothing else is open (an interrupt: it comes before the next battle). */
export function openFaceDancer(ctx: Context): boolean {
  const part = ctx.state.tleilaxu;
  if (!part?.reveal || ctx.state.pending.length > 0) return false;
  const { reveal, ...rest } = part;
  ctx.state.tleilaxu = rest;
  const { winner, leader, territory } = reveal;
  // On Tleilax their reserves already stand there: nothing is placed.
  const sectors = isHomeworld(territory) ? [] : reveal.sectors.filter((s) => !inStorm(ctx.state, territory, s));
  const max = forcesIn(ctx.state, winner, territory);
  ctx.open({ kind: 'face-dancer', seat: TLEILAXU, winner, leader, territory, sectors, max });
  return true;
}

/** Why the planet sources of a reveal are not the Tleilaxu's to move, or null. */
function sourceProblem(state: Draft, from: readonly FaceDancerSource[]): string | EngineError | null {
  for (const s of from) {
    if (!Number.isInteger(s.count) || s.count < 1) return 'each source moves a whole number of forces from 1';
    if (isHomeworld(s.territory)) return 'TL.face-dancers: forces come from reserves or from Arrakis';
    if (inStorm(state, s.territory, s.sector)) return { code: 'NOT_ELIGIBLE', message: `${s.territory} sector ${s.sector} is in the storm` };
    const stack = stackAt(state, TLEILAXU, s.territory, s.sector);
    const asked = from.filter((x) => x.territory === s.territory && x.sector === s.sector).reduce((n, x) => n + x.count, 0);
    if (!stack || stack.regular < asked) return { code: 'NOT_HELD', message: `you have fewer than ${asked} forces in ${s.territory} sector ${s.sector}` };
  }
  return null;
}

function revealProblem(state: Draft, decision: FaceDancerDecision, action: Reveal): string | EngineError | null {
  const part = tleilaxuOf(state);
  if (!part.faceDancers.includes(decision.leader) || part.revealed.includes(decision.leader))
    return { code: 'NOT_HELD', message: `${decision.leader} is not one of your unrevealed Face Dancers` };
  const reserves = action.reserves ?? 0;
  const from = action.from ?? [];
  if (!Number.isInteger(reserves) || reserves < 0) return 'the forces from reserves are a whole number from 0';
  if (!isRecordList(from) || !from.every((s) => isSpotShape(s) && isBoardPlace(s.territory) && typeof s.count === 'number'))
    return 'from is a list of { territory, sector, count }';
  if (action.sector !== undefined && typeof action.sector !== 'number') return 'sector is a number';
  if (from.length > 8) return 'at most 8 places to take forces from';
  if (reserves > state.factions[TLEILAXU]!.reserves.regular) return { code: 'NOT_HELD', message: 'you have fewer forces in reserves' };
  const placed = reserves + from.reduce((n, s) => n + (Number.isInteger(s.count) ? s.count : 0), 0);
  if (placed > decision.max) return { code: 'OVER_LIMIT', message: `at most ${decision.max} forces replace the winner's` };
  if (placed > 0 && (action.sector === undefined || !decision.sectors.includes(action.sector)))
    return `put the forces in one of sectors ${decision.sectors.join(', ') || '(none out of the storm)'}`;
  return sourceProblem(state, from);
}

/** NX.tleilaxu.betrayal: a reveal cancelled leaves the Face Dancer revealed (and, the last, renews them all), with no effect. */
export function cancelledReveal(ctx: Context, leader: TraitorCardId): void {
  const part = tleilaxuOf(ctx.state);
  if (!part.faceDancers.includes(leader) || part.revealed.includes(leader)) return;
  ctx.state.tleilaxu = { ...part, revealed: [...part.revealed, leader] };
  renewIfAllRevealed(ctx);
}

/** TL.face-dancers.renewal: all revealed: back into the deck, shuffled, three new. */
function renewIfAllRevealed(ctx: Context): void {
  const part = tleilaxuOf(ctx.state);
  if (part.revealed.length < part.faceDancers.length) return;
  const decks = ctx.own('decks');
  decks.traitor = shuffled(ctx.state.rng, [...decks.traitor, ...part.faceDancers]);
  ctx.state.tleilaxu = { faceDancers: [], revealed: [] };
  ctx.emit({ type: 'face-dancers-renewed' });
  drawFaceDancers(ctx, FACE_DANCERS);
}

/** The winner's forces there go home; the Tleilaxu's take their place (an arrival, which others may react to). */
function replaceForces(ctx: Context, decision: FaceDancerDecision, action: Reveal): void {
  const { winner, territory } = decision;
  const removed = forcesIn(ctx.state, winner, territory);
  for (const s of ctx.state.forces.filter((x) => x.faction === winner && x.territory === territory).map((x) => ({ ...x })))
    removeForces(ctx.state, s, { regular: s.regular, elite: s.elite, advisors: s.advisors }, 'reserves');
  const fromReserves = action.reserves ?? 0;
  const from = action.from ?? [];
  const placed = fromReserves + from.reduce((n, s) => n + s.count, 0);
  const sector = placed > 0 ? action.sector! : null;
  const tell = () => ctx.emit({ type: 'face-dancer-replaced', winner, territory, sector, removed, placed, fromReserves });
  if (sector === null) return tell();
  const to = { territory, sector };
  const land = () => {
    ctx.ownFaction(TLEILAXU).reserves.regular -= fromReserves;
    if (fromReserves > 0) addForces(ctx.state, { faction: TLEILAXU, ...to }, { regular: fromReserves });
    for (const s of from) moveForces(ctx.state, TLEILAXU, s, to, { regular: s.count, elite: 0 });
  };
  arrive(ctx, { faction: TLEILAXU, to, way: 'reinforcement', from: null, count: placed }, land, tell);
}

export const faceDancer: ActionHandler<'face-dancer'> = {
  type: 'face-dancer',
  rule: 'TL.face-dancers',
  // NX.tleilaxu.betrayal (rules edition 9): a reveal may be cancelled by the Nexus card that betrays the Tleilaxu (no
  // Karama cancels it); cancelled, nothing of it happens, but the Face Dancer counts as revealed (cancelledReveal).
  karama: {
    uses: (state, decision, action) =>
      action.reveal === true && playsEdition(state, 9) && !isCancelled(decision, 'tleilaxu-face-dancer')
        ? [{ ...useOf('tleilaxu-face-dancer'), leader: decision.leader }]
        : [],
    fallback: (decision) => ({ type: 'face-dancer', event: decision.id, reveal: false }),
  },
  check(state, decision, action) {
    if (typeof action.reveal !== 'boolean') return 'reveal is true or false';
    return action.reveal ? revealProblem(state, decision, action) : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (!action.reveal) return;
    const { winner, leader } = decision;
    ctx.emit({ type: 'face-dancer-revealed', winner, leader });
    const owner = Object.values(ctx.state.factions).find((fs) => fs?.leaders[leader] !== undefined);
    const where = owner?.leaders[leader];
    if (owner && where !== 'tanks-face-up' && where !== 'tanks-face-down') killLeader(ctx, winner, leader);
    const part = tleilaxuOf(ctx.state);
    ctx.state.tleilaxu = { ...part, revealed: [...part.revealed, leader] };
    renewIfAllRevealed(ctx);
    replaceForces(ctx, decision, action);
  },
};
