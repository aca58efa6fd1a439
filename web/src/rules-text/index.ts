// Rules text at hand: what a treachery card or a faction does, and what the modules add (a leader skill, a
// homeworld: modules/), by the wire's id.
import { moduleRulesTexts, type ModuleRulesTopic } from '../modules/index.ts';
import { CARD_TEXT } from './cards.ts';
import { FACTION_TEXT } from './factions.ts';

export type RulesTopic = 'card' | 'faction' | ModuleRulesTopic;

const TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = { card: CARD_TEXT, faction: FACTION_TEXT };

/** The text of `id` (null for one this page does not know: a newer server's card). */
export function rulesText(topic: RulesTopic, id: string): string | null {
  // The modules' texts are read when asked: their panels show hints (hint.tsx), so the two import each other.
  const texts = TEXTS[topic] ?? moduleRulesTexts(topic);
  return texts?.[id] ?? null;
}
