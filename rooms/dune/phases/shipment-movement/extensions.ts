// The phase's extension points (extension-points.ts): what the installed plug-ins add to its decisions and rules,
// asked in the root's order.
import { plugins, type MoveTerms, type ShipmentPaid, type ShipTerms, type SpiritualAdvisorTerms } from '../../extension-points.ts';
import { viewRules } from '../../view-rules.ts';
import type { Context } from '../../context.ts';
import type { Draft, EngineError, Faction, TerritoryId } from '../../types.ts';
import type { ShipAction, Shipper } from './ship.ts';
import type { Quote } from './shipping-cost.ts';
import type { ShipDecision } from './types.ts';
import { firstAnswer } from '../../first-answer.ts';

/** A faction's ship decision's terms (HW.shipping's homeworlds, HW.junction.high's rate and cross-ship). */
export function shipTermsOf(state: Draft, faction: Faction): ShipTerms {
  let terms: ShipTerms = {};
  for (const p of plugins()) if (p.shipTerms) terms = { ...terms, ...p.shipTerms(state, faction) };
  return terms;
}

/** A faction's move decision's terms; the range bonuses add up. */
export function moveTermsOf(state: Draft, faction: Faction): MoveTerms {
  let terms: MoveTerms = {};
  for (const p of plugins()) {
    if (!p.moveTerms) continue;
    const more = p.moveTerms(state, faction);
    const rangeBonus = (terms.rangeBonus ?? 0) + (more.rangeBonus ?? 0);
    terms = { ...terms, ...more, ...(rangeBonus > 0 ? { rangeBonus } : {}) };
  }
  return terms;
}

/** The Bene Gesserit's spiritual advisors now: barred when any plug-in bars them. */
export function spiritualAdvisorTerms(state: Draft): SpiritualAdvisorTerms {
  let terms: SpiritualAdvisorTerms = {};
  for (const p of plugins()) if (p.spiritualAdvisors) terms = { ...terms, ...p.spiritualAdvisors(state) };
  return terms;
}

/** The first price a plug-in's rule gives the shipment (HW.junction.high, HW.shipping), or null for the core's. */
export function pluginQuote(shipper: Shipper, action: ShipAction): Quote | null {
  return firstAnswer(viewRules(), (p) => p.shipmentQuote?.(shipper, action));
}

/** The first refusal a plug-in's rules give a shipment to a homeworld (HW.shipping), or null. */
export function pluginHomeworldProblem(faction: Faction, decision: ShipDecision, action: ShipAction): string | EngineError | null {
  return firstAnswer(viewRules(), (p) => p.homeworldShipmentProblem?.(faction, decision, action));
}

/** Whether `faction`'s forces at `territory` are its reserves (its own homeworld: HW.junction.high carries them home). */
export const reservesAt = (faction: Faction, territory: TerritoryId): boolean => plugins().some((p) => p.reservesAt?.(faction, territory) === true);

/** After a shipment landed and was told: what the plug-ins count of it (a Tech token's income). */
export function shipmentDone(ctx: Context, decision: ShipDecision, action: ShipAction, paid: ShipmentPaid): void {
  for (const p of plugins()) p.shipped?.(ctx, decision, action, paid);
}
