// 1.04.02 MAX HAND SIZE, as a seat's view shows it: the printed limit (2.05.07 Harkonnen 8, CHOAM 5) and what the
// plug-ins' view-level rules change (MO.terror.atomics: Moritani's and its ally's one fewer). The engine's limit adds
// the plug-ins' other bonuses (phases/bidding/eligibility.ts); bots and clients read this one.
import { FACTION_PROFILES } from './factions/profiles.ts';
import type { HandLimitBoard } from './extension-points/economy.ts';
import type { Faction } from './types.ts';
import { viewRules } from './view-rules.ts';

export function viewHandLimit(board: HandLimitBoard, faction: Faction): number {
  return viewRules().reduce((limit, r) => limit + (r.handLimitChange?.(board, faction) ?? 0), FACTION_PROFILES[faction].handLimit);
}
