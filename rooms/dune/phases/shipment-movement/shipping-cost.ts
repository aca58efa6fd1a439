// What a shipment costs and who is paid (1.06.03.01–02, 2.06.04, 2.06.06, 2.06.07, 2.06.09, 3.01.11.03).
import { territory } from '../../board/territories.ts';
import type { CancelAbility } from '../../karama/types.ts';
import type { Faction, TerritoryId } from '../../types.ts';

export interface ShippingTerms {
  shipper: Faction;
  /** The shipper's ally, if any (2.06.09: the Guild's ally ships at half price). */
  ally: Faction | null;
  guildInGame: boolean;
  /** 3.01.11.03: a Karama card buys the shipment at Guild rates, paid to the bank. */
  karama: boolean;
  /** 3.04: Guild abilities a Karama cancelled for this shipment (3.01.11.01). */
  cancelled: readonly CancelAbility[];
  /** NX.guild.secret-ally: the shipper ships at the Guild's rates (the Guild not seated: no ✷ ability). */
  guildRates?: boolean;
}

export interface Quote {
  cost: number;
  /** Who receives the spice: the bank, or the Guild (2.06.04). */
  paidTo: 'bank' | 'guild';
}

/** 1.06.03.01: 1 spice per force into a stronghold, 2 elsewhere; a discovered place is priced as a stronghold. */
export function fullPrice(to: TerritoryId, count: number): number {
  const kind = territory(to).kind;
  return count * (kind === 'stronghold' || kind === 'location' ? 1 : 2);
}

/** 2.06.06 / 2.06.09 / 3.01.11.03: half price, rounded up. */
export function halved(price: number): number {
  return Math.ceil(price / 2);
}

/** A shipment onto Dune: from reserves (1.06.03) or across the board (2.06.05.02). */
export function quoteOntoDune(terms: ShippingTerms, to: TerritoryId, count: number): Quote {
  const guildRates =
    (terms.shipper === 'guild' && !terms.cancelled.includes('guild-half-price')) ||
    (terms.ally === 'guild' && !terms.cancelled.includes('guild-ally-half-price')) ||
    terms.karama ||
    terms.guildRates === true;
  const cost = guildRates ? halved(fullPrice(to, count)) : fullPrice(to, count);
  // 2.06.04: others pay the Guild; the Guild itself and a Karama purchase (3.01.11.03) pay the bank.
  const paidTo = terms.guildInGame && terms.shipper !== 'guild' && !terms.karama && !terms.cancelled.includes('guild-payment') ? 'guild' : 'bank';
  return { cost, paidTo };
}

/** 2.06.07: shipping back to reserves costs 1 spice for every 2 forces (rounded up), paid to the bank. */
export function quoteOffPlanet(count: number): Quote {
  return { cost: Math.ceil(count / 2), paidTo: 'bank' };
}
