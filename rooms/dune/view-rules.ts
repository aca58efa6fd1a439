// The plug-ins' rules a seat's client applies too: pure questions over a decision, an action and what a seat's view
// shows, asked by the handlers and by the legal answers, the bots and the SDK alike. They live in a registry of their
// own, which both composition roots install (plugins/index.ts with the rules, plugins/answers.ts with the answers),
// so that a browser that loads only the answers has them without the rules' registry (extension-points.ts).
import type { Plugin } from './extension-points.ts';
import { oneShape, registrySlot, takesInstall } from './registry-slot.ts';

/** A plug-in's view-level rules: the hooks of Plugin that read no game state beyond what a seat's view shows. */
export type ViewRules = Pick<
  Plugin,
  | 'name'
  | 'karamaBarred'
  | 'moveCard'
  | 'moveRange'
  | 'moveRouteProblem'
  | 'shipmentQuote'
  | 'homeworldShipmentProblem'
  | 'draftedPlan'
  | 'weaponAttacks'
  | 'extraLeaders'
  | 'leaderWorth'
  | 'slotCard'
  | 'attachments'
  | 'closedToShipment'
  | 'boardTokens'
  | 'tokenShipmentProblem'
  | 'tokenMoveProblem'
  | 'handLimitChange'
  | 'sharesTerritories'
  | 'standIns'
>;

/** Where the rules live (registry-slot.ts). */
const slot = registrySlot<readonly ViewRules[]>();

/**
 * Installs the plug-ins' view-level rules, in the root's order. Both roots call it with the same plug-ins (each
 * plug-in's hooks are one object both spread): the second call with the same names changes nothing; other names
 * would be another rule set, refused.
 */
export function installViewRules(rules: readonly ViewRules[]): void {
  if (takesInstall(slot.get(), rules, 'the view rules')) slot.set(oneShape(rules));
}

/** The installed plug-ins' view-level rules, in the root's order. */
export function viewRules(): readonly ViewRules[] {
  const installed = slot.get();
  if (!installed) throw new Error('the engine has no view rules installed: load it through rooms/dune/index.ts or the SDK');
  return installed;
}
