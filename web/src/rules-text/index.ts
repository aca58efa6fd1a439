// Rules text at hand: what a treachery card, a leader skill, a homeworld or a faction does, by the wire's id.
import { CARD_TEXT } from './cards.ts';
import { FACTION_TEXT } from './factions.ts';
import { WORLD_TEXT } from './homeworlds.ts';
import { SKILL_TEXT } from './skills.ts';

export type RulesTopic = 'card' | 'skill' | 'homeworld' | 'faction';

const TEXTS: Record<RulesTopic, Readonly<Record<string, string>>> = { card: CARD_TEXT, skill: SKILL_TEXT, homeworld: WORLD_TEXT, faction: FACTION_TEXT };

/** The text of `id` (null for one this page does not know: a newer server's card). */
export function rulesText(topic: RulesTopic, id: string): string | null {
  return TEXTS[topic][id] ?? null;
}
