// The Nexus effects that last for the rest of the turn (or of the battle), read where their rules act.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { SideModifiers, SideQuery } from '../../phases/battle/hooks.ts';
import type { RevivalTerms, ShipTerms } from '../../extension-points.ts';
import { FACTION_PROFILES } from '../../factions/profiles.ts';
import type { Draft, Faction, ReadonlyFaction, TreacheryCardId } from '../../types.ts';
import type { BattleOutcome } from '../../phases/battle/resolve.ts';
import type { CurrentBattle } from '../../phases/battle/types.ts';
import { mayKeepOne, openKeepChoice } from '../moritani/ally-keep.ts';

const FREMEN_FREE = 3;
const EMPEROR_EXTRA = 3;
const TLEILAXU_LIMIT = 5;
const EMPEROR_CUNNING = 5;
const RICHESE_BULK = 5;
import { lasting, nexusOf } from './state.ts';
import type { NexusEffect } from './types.ts';

/** NX.ixians.cunning: Suboids count as whole forces without spice. */
export const cunningSuboids = (state: Draft, side: SideQuery): Partial<SideModifiers> =>
  side.faction === 'ixians' && lasting(state, 'ixians-cunning', 'ixians') ? { regularWorth: 1, regularFull: true } : {};

/** NX.emperor.cunning: five of the Emperor's ordinary forces count as Sardaukar in its next battle this turn, one without any. */
export const sardaukarStandIns = (state: Draft, faction: Faction, starred: number): number =>
  faction === 'emperor' && starred === 0 && lasting(state, 'emperor-cunning', 'emperor') ? EMPEROR_CUNNING : 0;

/**
 * NX.guild.secret-ally: the player ships this turn at the Guild's rates, across the planet and back to reserves;
 * NX.richese.secret-ally: up to five forces of its shipment priced as one.
 */
export const nexusShipTerms = (state: Draft, faction: Faction): ShipTerms => ({
  ...(lasting(state, 'guild-secret-ally', faction) ? { crossShip: true, offPlanet: true, guildRates: true as const } : {}),
  ...(lasting(state, 'richese-secret-ally', faction) ? { bulk: RICHESE_BULK } : {}),
  ...(faction === 'richese' && lasting(state, 'richese-cunning', 'richese') ? { noFieldPair: true as const } : {}),
});

/** NX.guild.cunning: the Guild's moves made, it ships once more (the effect is spent as it does). */
export function guildShipsAgain(ctx: Context, faction: Faction): boolean {
  const part = nexusOf(ctx.state);
  if (faction !== 'guild' || !part?.lasting.some((l) => l.effect === 'guild-cunning')) return false;
  part.lasting = part.lasting.filter((l) => l.effect !== 'guild-cunning');
  ctx.emit({ type: 'nexus-extra-shipment', faction });
  return true;
}

/** NX.emperor.secret-ally: the player's next purchase this Bidding phase is free (the effect is spent on it). */
export function freePurchase(ctx: Context, buyer: Faction): boolean {
  const part = nexusOf(ctx.state);
  if (!part?.lasting.some((l) => l.effect === 'emperor-secret-ally-card' && l.faction === buyer)) return false;
  part.lasting = part.lasting.filter((l) => !(l.effect === 'emperor-secret-ally-card' && l.faction === buyer));
  ctx.emit({ type: 'nexus-purchase-free', faction: buyer });
  return true;
}

/** NX.emperor.betrayal: the Emperor pays for its ally's next purchase this Bidding phase (the effect is spent on it). */
export function coveredPurchase(ctx: Context, buyer: Faction): Faction | null {
  const part = nexusOf(ctx.state);
  if (!part?.lasting.some((l) => l.effect === 'emperor-betrayal-purchase') || allyOf(ctx.state, 'emperor') !== buyer) return null;
  spendLasting(ctx.state, 'emperor-betrayal-purchase');
  ctx.emit({ type: 'nexus-purchase-covered', faction: 'emperor', buyer });
  return 'emperor';
}

/** A lasting effect spent on its one use. */
export function spendLasting(state: Draft, effect: NexusEffect): void {
  const part = nexusOf(state);
  if (part) part.lasting = part.lasting.filter((l) => l.effect !== effect);
}

/** NX.choam.cunning: CHOAM may fuel one Worthless effect with any card this turn; spent as it does. */
export const worthlessFuel = (state: Draft, faction: Faction): boolean => faction === 'choam' && lasting(state, 'choam-cunning', 'choam');
export const worthlessFuelSpent = (ctx: Context): void => spendLasting(ctx.state, 'choam-cunning');

/** NX.emperor.betrayal: the Sardaukar of the battle in progress count as ordinary forces. */
export const sardaukarBetrayed = (state: Draft, faction: Faction): boolean => faction === 'emperor' && lasting(state, 'emperor-betrayal');

/** NX.fremen.secret-ally: the player's forces are spared by sandworms. */
export const wormSpared = (state: Draft, faction: Faction): boolean => lasting(state, 'fremen-secret-ally', faction);

/** NX.fremen.betrayal: no sandworm is ridden this turn. */
export const ridesBetrayed = (state: Draft): boolean => lasting(state, 'fremen-betrayal');

/** NX.fremen.secret-ally: a free revival of three; NX.emperor.secret-ally: three more, beyond the limit. */
export function freeRevivalRaise(state: Draft, faction: Faction): number {
  const fremen = lasting(state, 'fremen-secret-ally-revival', faction) ? Math.max(0, FREMEN_FREE - FACTION_PROFILES[faction].freeRevival) : 0;
  return fremen + (lasting(state, 'emperor-secret-ally', faction) ? EMPEROR_EXTRA : 0);
}

/**
 * NX.emperor.secret-ally: the three free forces come beyond the revival limit; NX.tleilaxu.secret-ally: at least five
 * forces revived, each paid one at 1 spice.
 */
export function revivalRaise(fs: ReadonlyFaction, terms: RevivalTerms, state: Draft): RevivalTerms {
  let raised = terms;
  if (lasting(state, 'tleilaxu-secret-ally', fs.faction)) raised = { ...raised, limit: Math.max(raised.limit, TLEILAXU_LIMIT), costPerForce: 1 };
  if (lasting(state, 'emperor-secret-ally', fs.faction)) raised = { ...raised, limit: raised.limit + EMPEROR_EXTRA };
  return raised;
}

/** NX.tleilaxu.secret-ally: a leader revived this turn though its other leaders live, and for nothing. */
export const leaderRevivalFreed = (state: Draft, faction: Faction): boolean => lasting(state, 'tleilaxu-secret-ally', faction);
export const freeLeaderRevival = (fs: ReadonlyFaction, _leader: unknown, state: Draft): number | null =>
  lasting(state, 'tleilaxu-secret-ally', fs.faction) ? 0 : null;

/** NX.moritani.secret-ally: the loser that played it keeps one card (the choice is Moritani's plug-in's question). */
export const keepsOneCard = (state: Draft, battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): boolean =>
  lasting(state, 'moritani-secret-ally', loser) && mayKeepOne(battle, outcome, loser);

export function openKeep(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  for (const loser of outcome.losers) if (keepsOneCard(ctx.state, battle, outcome, loser)) openKeepChoice(ctx, battle, outcome, loser);
}

/**
 * The battle's winner is remembered until the next battle ends or the turn does (NX.choam.secret-ally); the Emperor's
 * Cunning is spent on the battle it fought (NX.emperor.cunning).
 */
export function battleOver(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void {
  const part = nexusOf(ctx.state);
  if (!part) return;
  // NX.emperor.cunning, NX.bene-gesserit.secret-ally: spent on the battle their player fought.
  const fought = (l: { effect: string; faction: Faction }) =>
    (l.effect === 'emperor-cunning' || l.effect === 'bene-gesserit-secret-ally') && (battle.aggressor === l.faction || battle.defender === l.faction);
  if (part.lasting.some(fought)) part.lasting = part.lasting.filter((l) => !fought(l));
  if (outcome.winner !== null && outcome.losers[0]) part.lastWin = { winner: outcome.winner, loser: outcome.losers[0] };
  else delete part.lastWin;
}

/** A new battle or phase: the effects played for the last battle end (its Sardaukar's Betrayal, a Secret Ally's kept card). */
export function endBattleEffects(state: Draft): void {
  const part = nexusOf(state);
  const ending: readonly string[] = ['emperor-betrayal', 'moritani-secret-ally'];
  // NX.atreides: a look declared for a battle ends with it.
  if (part?.look) delete part.look;
  if (part?.lasting.some((l) => ending.includes(l.effect))) part.lasting = part.lasting.filter((l) => !ending.includes(l.effect));
}

/** NX.ixians.secret-ally: the last card bought. */
export function recordPurchase(ctx: Context, buyer: Faction, card: TreacheryCardId): void {
  const part = nexusOf(ctx.state);
  if (part) part.bought = { faction: buyer, card };
}

/** A new turn: what lasted for the last one ends, with its last battle won and its last purchase. */
export function turnOver(state: Draft): void {
  const part = nexusOf(state);
  if (!part) return;
  if (part.lasting.length > 0) part.lasting = part.lasting.filter((l) => l.turn === state.turn);
  delete part.lastWin;
  delete part.bought;
}
