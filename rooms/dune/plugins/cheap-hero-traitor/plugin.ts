// The Cheap Hero traitor (Ixians & Tleilaxu, `modules: ['cheap-hero-traitor']`): one more card in the traitor deck,
// dealt and picked like the others (0.11). Its holder (or the Harkonnen's ally, 2.05.09) may call it against any Cheap
// Hero an opponent fields: the battle then goes as for any traitor (1.07.06.07), the betrayed side losing everything
// there and the caller paid the Cheap Hero's strength, nothing. The card stays with its holder, as a leader's does.
import type { Plugin } from '../../extension-points.ts';
import { CHEAP_HERO_TRAITOR } from '../../factions/leaders.ts';
import { shuffled } from '../../rng.ts';
import type { GameConfig } from '../../types.ts';

const plays = (config: GameConfig): boolean => config.modules?.includes('cheap-hero-traitor') ?? false;

export const cheapHeroTraitor = {
  name: 'cheap-hero-traitor',
  traitorCards: (config) => (plays(config) ? [CHEAP_HERO_TRAITOR] : []),
  // IT.cheap-hero-traitor: shuffled into the traitor deck before the traitors are dealt (set-up draws after the core's
  // decks: a game without the module draws nothing more).
  setUp(state) {
    if (plays(state.config)) state.decks.traitor = shuffled(state.rng, [...state.decks.traitor, CHEAP_HERO_TRAITOR]);
  },
  // IT.cheap-hero-traitor: a Cheap Hero fielded is betrayed by the Cheap Hero traitor.
  planTraitor: (state, plan) => (plan.leader === null && plan.cheapHero !== null && plays(state.config as GameConfig) ? CHEAP_HERO_TRAITOR : null),
} satisfies Plugin;
