// CH.worthless.*: instead of selling a Worthless card, CHOAM may discard it for its own effect. Each effect belongs
// to a phase and is played as that phase starts (CH.worthless.kull-wahad: in any phase, against one faction, as
// the public form of stopping that faction's Karama plays for the phase; NX.choam.cunning: once, with any card of
// its hand in the Worthless card's place). The decision is opened whenever CHOAM
// holds a card and the phase has an effect in this game, so being asked reveals nothing about its hand. A play is
// a ✷ use a Karama may cancel: the card then stays in hand and no Worthless effect is played this phase.
import { isHomeworld } from '../../board/homeworlds.ts';
import { boxFor } from '../../cards/treachery.ts';
import { stackAt, forcesIn, removeForces } from '../../board/forces.ts';
import { exposeTokens } from '../../board/token-exposure.ts';
import { isBoardPlace } from '../../board/territories.ts';
import type { Context } from '../../context.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { EngineError, Faction, Draft, Phase, TerritoryId } from '../../types.ts';
import { choamOf } from './state.ts';
import type { StandingEffect, WorthlessCard, WorthlessPlay } from './types.ts';
import { isRecordList } from '../../action-shape.ts';
import { rulesEdition } from '../../rules-edition.ts';
import { plugins } from '../../extension-points.ts';
import type { MoveTerms } from '../../extension-points.ts';

/** The Worthless effects each phase offers (Kull Wahad in every phase of the turn, when it is in the deck). */
const BY_PHASE: Partial<Record<Phase, WorthlessCard[]>> = {
  storm: ['jubba-cloak'],
  revival: ['la-la-la'],
  'shipment-movement': ['baliset', 'kulon'],
  'mentat-pause': ['trip-to-gamont'],
};

/** The effects CHOAM may play as `phase` starts in this game. */
export function worthlessFor(state: Draft, phase: Phase): WorthlessCard[] {
  if (phase === 'setup' || phase === 'game-over' || state.turn < 1 || (phase === 'storm' && state.turn === 1)) return [];
  const own = BY_PHASE[phase] ?? [];
  return boxFor(state.config.cards, rulesEdition(state)).some((c) => c.id === 'kull-wahad') ? [...own, 'kull-wahad'] : own;
}

/** Opens CHOAM's Worthless window as a phase starts; false when there is nothing to ask. */
export function openWorthless(ctx: Context): boolean {
  const fs = ctx.state.factions.choam;
  const effects = worthlessFor(ctx.state, ctx.state.phase);
  if (!fs || !choamOf(ctx.state) || fs.hand.length === 0 || effects.length === 0) return false;
  ctx.open({ kind: 'choam-worthless', seat: 'choam', phase: ctx.state.phase, effects });
  return true;
}

const problem = (code: EngineError['code'], message: string): EngineError => ({ code, message });

function targetProblem(state: Draft, play: WorthlessPlay): EngineError | string | null {
  const other = (f: Faction) => (f !== 'choam' && state.factions[f] ? null : `${f} is not another faction in this game`);
  switch (play.card) {
    case 'jubba-cloak':
      return isBoardPlace(play.territory) && forcesIn(state, 'choam', play.territory) > 0 ? null : `CHOAM has no forces in ${play.territory}`;
    case 'baliset':
      if (!isBoardPlace(play.territory) || forcesIn(state, 'choam', play.territory) === 0) return `CHOAM does not occupy ${play.territory}`;
      return other(play.faction);
    case 'kulon':
      return null;
    case 'la-la-la':
    case 'kull-wahad':
      return other(play.faction);
    case 'trip-to-gamont': {
      const bad = other(play.faction);
      if (bad) return bad;
      // Anywhere forces stand: a territory of Arrakis, the HMS or (the Homeworlds variant) a homeworld.
      const stack = isBoardPlace(play.territory) || isHomeworld(play.territory) ? stackAt(state, play.faction, play.territory, play.sector) : undefined;
      const held = stack ? { regular: stack.regular, elite: stack.elite, advisors: stack.advisors }[play.force] : 0;
      return held > 0 ? null : problem('NOT_HELD', `${play.faction} has no ${play.force} force in ${play.territory} sector ${play.sector}`);
    }
  }
}

export const choamWorthless: ActionHandler<'choam-worthless'> = {
  type: 'choam-worthless',
  rule: 'CH.worthless',
  check(state, decision, action) {
    if (!isRecordList(action.plays)) return 'plays is a list of { card, … }';
    if (action.plays.length > 0 && isCancelled(decision, 'choam-worthless'))
      return problem('NOT_ELIGIBLE', 'CH.karama-cancel: a Karama cancelled CHOAM’s Worthless effects this phase');
    const hand = state.factions.choam!.hand;
    if (new Set(action.plays.map((p) => p.card)).size !== action.plays.length) return 'each card is played once';
    const fuelled = action.plays.filter((p) => p.fuel !== undefined);
    if (fuelled.length > 0) {
      // NX.choam.cunning: one effect for any card of CHOAM's hand, not also played as itself.
      if (fuelled.length > 1 || !plugins().some((p) => p.worthlessFuel?.(state, 'choam') ?? false))
        return problem('NOT_ELIGIBLE', 'only one effect, and only with CHOAM’s Cunning played this turn, may take another card');
      const fuel = fuelled[0]!.fuel!;
      if (!hand.includes(fuel) || action.plays.some((p) => p.fuel === undefined && p.card === fuel))
        return problem('NOT_HELD', `${fuel} is not a card of your hand left to discard`);
    }
    for (const play of action.plays) {
      if (!decision.effects.includes(play.card)) return `${play.card} has no effect as ${decision.phase} starts`;
      if (play.fuel === undefined && !hand.includes(play.card)) return problem('NOT_HELD', `${play.card} is not in your hand`);
      const bad = targetProblem(state, play);
      if (bad) return bad;
    }
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    for (const play of action.plays) applyPlay(ctx, play);
  },
  karama: {
    uses: (_state, _decision, action) => (action.plays.length > 0 ? [useOf('choam-worthless')] : []),
  },
};

function applyPlay(ctx: Context, play: WorthlessPlay): void {
  const fs = ctx.ownFaction('choam');
  // NX.choam.cunning: the card discarded may be another than the Worthless card named.
  const discarded = play.fuel ?? play.card;
  fs.hand = fs.hand.filter((c) => c !== discarded);
  ctx.own('decks').treacheryDiscard.push(discarded);
  ctx.state.discards.push({ faction: 'choam', card: discarded });
  ctx.emit({ type: 'worthless-played', play: { ...play } });
  if (play.fuel !== undefined) for (const p of plugins()) p.worthlessFuelSpent?.(ctx, 'choam');
  const turn = ctx.state.turn;
  const effects = ctx.state.choam!.effects;
  switch (play.card) {
    case 'jubba-cloak':
      effects.push({ card: 'jubba-cloak', turn, territory: play.territory });
      return;
    case 'baliset':
      effects.push({ card: 'baliset', turn, faction: play.faction, territory: play.territory });
      return;
    case 'kulon':
      effects.push({ card: 'kulon', turn });
      return;
    case 'la-la-la':
      effects.push({ card: 'la-la-la', turn, faction: play.faction });
      return;
    case 'kull-wahad':
      effects.push({ card: 'kull-wahad', turn, phase: ctx.state.phase, faction: play.faction });
      return;
    case 'trip-to-gamont': {
      // RI.no-field.reveal: a concealed token there is revealed first; a force goes home if one is left (none for a 0).
      exposeTokens(ctx, play.territory, [play.sector], 'card', play.faction);
      const stack = stackAt(ctx.state, play.faction, play.territory, play.sector);
      const take = { regular: 0, elite: 0, advisors: 0, [play.force]: 1 };
      if (stack && stack[play.force] > 0) removeForces(ctx.state, { faction: play.faction, territory: play.territory, sector: play.sector }, take, 'reserves');
      return;
    }
  }
}

/** Effects still standing: those of this turn (and for Kull Wahad, of this phase). Older ones are dropped. */
function standing(state: Draft): StandingEffect[] {
  return (choamOf(state)?.effects ?? []).filter((e) => e.turn === state.turn && (e.card !== 'kull-wahad' || e.phase === state.phase));
}

/** CH.worthless.jubba-cloak: CHOAM's forces in this territory lose nothing to this turn's storm. */
export function cloaked(state: Draft, faction: Faction, territory: TerritoryId): boolean {
  return faction === 'choam' && standing(state).some((e) => e.card === 'jubba-cloak' && e.territory === territory);
}

/** CH.worthless.baliset: the territories `faction` may not move into this phase. */
export function barredFor(state: Draft, faction: Faction): TerritoryId[] {
  return standing(state).flatMap((e) => (e.card === 'baliset' && e.faction === faction ? [e.territory] : []));
}

/** CH.worthless.kulon: the extra territory CHOAM's moves may cross this turn (0 or 1). */
export function kulonBonus(state: Draft, faction: Faction): number {
  return faction === 'choam' && standing(state).some((e) => e.card === 'kulon') ? 1 : 0;
}

/** CH.worthless.kulon, CH.worthless.baliset: what the standing effects add to `faction`'s move decision. */
export function worthlessMoveTerms(state: Draft, faction: Faction): MoveTerms {
  const barred = barredFor(state, faction);
  const bonus = kulonBonus(state, faction);
  return { ...(bonus > 0 ? { rangeBonus: bonus, kulon: true as const } : {}), ...(barred.length > 0 ? { barred } : {}) };
}

/** CH.worthless.la-la-la: `faction` takes no free revival this turn. */
export function freeRevivalDenied(state: Draft, faction: Faction): boolean {
  return standing(state).some((e) => e.card === 'la-la-la' && e.faction === faction);
}

/** CH.worthless.kull-wahad: `faction` may play no Karama card for the rest of this phase. */
export function karamaBlocked(state: { turn: number; phase: Phase; choam?: { effects: StandingEffect[] } | null }, faction: Faction): boolean {
  return (state.choam?.effects ?? []).some((e) => e.card === 'kull-wahad' && e.faction === faction && e.turn === state.turn && e.phase === state.phase);
}

/** Drops effects that no longer stand (called as a phase starts, so the state does not grow). */
export function pruneEffects(state: Draft): void {
  const choam = choamOf(state);
  if (choam) choam.effects = choam.effects.filter((e) => e.turn === state.turn && (e.card !== 'kull-wahad' || e.phase === state.phase));
}
