// Game configuration: defaults and the checks createGame relies on (the room validates client input first).
import { CARD_SETS, FACTIONS, GAME_MODULES, type CardSet, type GameConfig, type GameConfigInput, type GameModule } from './types.ts';
import { RULES_EDITION } from './rules-edition.ts';

export const DEFAULT_MAX_TURNS = 10; // 0.02: tournament length
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export class ConfigError extends Error {}

// 0.03 VARIANTS: chosen when the game is created: the factions, Advanced rules, the card sets (the first steps of set-up).
export function normalizeConfig(input: GameConfigInput): GameConfig {
  const factions = [...input.factions];
  if (factions.length < MIN_PLAYERS || factions.length > MAX_PLAYERS)
    throw new ConfigError(`a game needs ${MIN_PLAYERS}–${MAX_PLAYERS} factions, got ${factions.length}`);
  for (const f of factions) if (!FACTIONS.includes(f)) throw new ConfigError(`unknown faction ${String(f)}`);
  if (new Set(factions).size !== factions.length) throw new ConfigError('each faction may be chosen once');
  const maxTurns = input.maxTurns ?? DEFAULT_MAX_TURNS;
  if (!Number.isInteger(maxTurns) || maxTurns < 1 || maxTurns > 99) throw new ConfigError('maxTurns must be 1–99');
  // RI.cache: the Richese faction sells the cache of its box, so seating it plays the CHOAM & Richese card set.
  const cards = [...(input.cards ?? ['base']), ...(factions.includes('richese') ? (['richese'] as const) : [])];
  for (const c of cards) if (!CARD_SETS.includes(c)) throw new ConfigError(`unknown card set ${String(c)}`);
  if (!cards.includes('base')) throw new ConfigError('the base treachery cards are always in play: include `base`');
  const modules = input.modules ?? [];
  for (const m of modules) if (!GAME_MODULES.includes(m)) throw new ConfigError(`unknown module ${String(m)}`);
  // SC.custody: the Stronghold cards are a module of the Advanced game (spice dialing pays Arrakeen's advantage).
  if (modules.includes('stronghold-cards') && input.advanced !== true)
    throw new ConfigError('the Stronghold cards are played in the Advanced game only: set advanced');
  const ids = input.ids ?? 'audience';
  if (ids !== 'audience' && ids !== 'shared') throw new ConfigError(`unknown id scheme ${String(ids)}`);
  const rules = input.rules ?? RULES_EDITION;
  if (!Number.isInteger(rules) || rules < 1 || rules > RULES_EDITION) throw new ConfigError(`rules edition must be 1–${RULES_EDITION}`);
  return {
    factions,
    seed: input.seed ?? 'dune',
    maxTurns,
    // 1.13.00: Advanced or not is decided before any other step of set-up (0.00), so it is fixed at creation; every
    // Advanced rule reads this flag and nothing ever changes it.
    advanced: input.advanced ?? false,
    seating: input.seating ?? 'random',
    // Canonical order, so that the same sets in another order make the same game.
    cards: CARD_SETS.filter((c): c is CardSet => cards.includes(c)),
    // Optional modules, independent of the card sets and of Advanced; kept only when there are some.
    ...(modules.length > 0 ? { modules: GAME_MODULES.filter((m): m is GameModule => modules.includes(m)) } : {}),
    // Ids by audience (ids.ts), recorded so that a replay numbers them so too. `shared` is only asked for when a game
    // of an earlier build is replayed (replayConfig): its config never had the key, so it is left out, hash unchanged.
    ...(ids === 'audience' ? { ids } : {}),
    // The rules edition (rules-edition.ts), recorded from edition 2 on; edition 1 is a game of an earlier build, whose
    // config never had the key.
    ...(rules > 1 ? { rules } : {}),
  };
}
