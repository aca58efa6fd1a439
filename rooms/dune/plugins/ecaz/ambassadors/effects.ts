// EC.ambassador.*: what each Ambassador does for its beneficiary (Ecaz, or its ally when Ecaz names it) once triggered
// by an entrant. Effects with nothing to choose are done at once; the others ask the beneficiary (ambassador-effect),
// who may pass. While they run the game is held (trigger.ts); the last step releases it.
import { allyOf } from '../../../alliances.ts';
import { drawTreachery, discardFromHand } from '../../../cards/deck.ts';
import type { Context } from '../../../context.ts';
import { isInTanks } from '../../../phases/revival/leader-revival.ts';
import { randomInt } from '../../../rng.ts';
import type { Faction, TerritoryId, TraitorCardId, TreacheryCardId } from '../../../types.ts';
import { leadersOf } from '../../../factions/leaders.ts';
import { handLimit } from '../../../phases/bidding/eligibility.ts';
import { tleilaxuOf } from '../../tleilaxu/state.ts';
import { ECAZ, ecazOf } from '../state.ts';
import { vidalFree } from '../vidal.ts';
import type { AmbassadorId } from '../types.ts';
import { outsideCohort } from './supply.ts';
import { resumePending } from '../../../interrupts.ts';

/** One use of an Ambassador's effect. */
export interface AmbassadorUse {
  token: AmbassadorId;
  beneficiary: Faction;
  entrant: Faction;
  territory: TerritoryId;
}

/** EC.ambassador.guild and EC.ambassador.tleilaxu: at most four forces. */
export const AMBASSADOR_FORCES = 4;
/** EC.ambassador.emperor. */
const EMPEROR_SPICE = 5;
/** EC.ambassador.richese: the price of the deck's top card. */
export const RICHESE_PRICE = 3;
/** EC.ambassador.choam: spice per card discarded. */
export const CHOAM_PRICE = 3;

/** The traitor cards `faction` holds, the Tleilaxu's unrevealed Face Dancers being theirs. */
function traitorsHeld(ctx: Context, faction: Faction): TraitorCardId[] {
  if (faction !== 'tleilaxu') return [...ctx.faction(faction).traitors];
  const part = tleilaxuOf(ctx.state);
  return part.faceDancers.filter((c) => !part.revealed.includes(c));
}

/** The beneficiary's leaders in the Tanks (EC.ambassador.tleilaxu revives any of them). */
export function deadLeaders(ctx: Context, faction: Faction) {
  const fs = ctx.faction(faction);
  return leadersOf(faction)
    .map((l) => l.id)
    .filter((id) => isInTanks(fs.leaders[id]));
}

/** Whether an effect that asks has anything to ask; what it asks with. */
function question(ctx: Context, use: AmbassadorUse): Record<string, unknown> | null {
  const fs = ctx.faction(use.beneficiary);
  switch (use.token) {
    case 'bene-gesserit': {
      const copies = outsideCohort(ecazOf(ctx.state)!);
      return copies.length > 0 ? { copies } : null;
    }
    case 'fremen':
      return ctx.state.forces.some((s) => s.faction === use.beneficiary && s.regular + s.elite > 0) ? {} : null;
    case 'guild': {
      const most = Math.min(AMBASSADOR_FORCES, fs.reserves.regular + fs.reserves.elite);
      return most > 0 ? { most } : null;
    }
    case 'ixians':
    case 'choam':
      return fs.hand.length > 0 ? {} : null;
    case 'tleilaxu': {
      const leaders = deadLeaders(ctx, use.beneficiary);
      return leaders.length > 0 || fs.tanks.regular + fs.tanks.elite > 0 ? { leaders } : null;
    }
    case 'richese':
      return fs.spice >= RICHESE_PRICE && fs.hand.length < handLimit(ctx.state, use.beneficiary) ? {} : null;
    case 'ecaz': {
      // EC.ambassador.ecaz: Duke Vidal taken, or an alliance offered when neither Ecaz nor the entrant is allied.
      const vidal = vidalFree(ctx.state, use.beneficiary);
      const alliance = use.beneficiary === ECAZ && allyOf(ctx.state, ECAZ) === null && allyOf(ctx.state, use.entrant) === null;
      return vidal || alliance ? { ...(vidal ? { vidal: true } : {}), ...(alliance ? { alliance: true } : {}) } : null;
    }
    default:
      return null;
  }
}

/** Runs `use`: at once when nothing is chosen, else by asking its beneficiary. Releases the game when done. */
export function useEffect(ctx: Context, use: AmbassadorUse): void {
  const { token, beneficiary, entrant, territory } = use;
  const used = { type: 'ambassador-used', token, beneficiary, entrant } as const;
  switch (token) {
    case 'atreides': {
      // EC.ambassador.atreides: the entrant's hand, shown to the beneficiary alone.
      ctx.emit({ type: 'ambassador-seen', token, entrant, cards: [...ctx.faction(entrant).hand], traitors: [] }, beneficiary);
      ctx.emit(used);
      return resumePending(ctx.state);
    }
    case 'harkonnen': {
      // EC.ambassador.harkonnen: one of the entrant's traitor cards at random (none held: nothing to see).
      const held = traitorsHeld(ctx, entrant);
      const seen = held.length === 0 ? [] : [held[randomInt(ctx.state.rng, held.length)]!];
      ctx.emit({ type: 'ambassador-seen', token, entrant, cards: [], traitors: seen }, beneficiary);
      ctx.emit(used);
      return resumePending(ctx.state);
    }
    case 'emperor': {
      // EC.ambassador.emperor: five spice from the bank.
      ctx.ownFaction(beneficiary).spice += EMPEROR_SPICE;
      ctx.emit({ ...used, spice: EMPEROR_SPICE });
      return resumePending(ctx.state);
    }
  }
  const asked = question(ctx, use);
  if (asked === null) {
    ctx.emit({ ...used, passed: true });
    return resumePending(ctx.state);
  }
  ctx.open({ kind: 'ambassador-effect', seat: beneficiary, token, entrant, territory, ...asked });
}

/** Draws the deck's top card for `faction` (told to it alone); false when every pile is empty. */
export function drawFor(ctx: Context, faction: Faction): boolean {
  const { card, reshuffled } = drawTreachery(ctx.state);
  if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
  if (card === null) return false;
  ctx.ownFaction(faction).hand.push(card);
  ctx.emit({ type: 'ambassador-drawn-card', card }, faction);
  return true;
}

/** Discards `cards` from `faction`'s hand, face up. */
export function discardAll(ctx: Context, faction: Faction, cards: readonly TreacheryCardId[]): void {
  for (const card of cards) discardFromHand(ctx.state, faction, card);
}
