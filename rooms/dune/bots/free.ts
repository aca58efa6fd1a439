// Free actions a bot takes on its own initiative, before answering a decision: the cards the plug-ins play (a
// Distrans, the Nullentropy Box's search), Karama powers and the plug-ins' other free actions. Only the seat's own
// view is read; null when there is nothing to do.
import { guildShipmentAction } from './guild-karama.ts';
import type { FreeAction } from '../deals/types.ts';
import type { PlayerView } from '../types.ts';
import type { BotProfile } from './context.ts';
import { karamaPowerAction } from './karama-powers.ts';
import { fremenWormAction } from './fremen-worm.ts';
import { thinkingPlugins } from './extension-points.ts';
import { firstAnswer } from '../first-answer.ts';

/** The card plug-in `name` plays as a free action now (the legal bot of simulate picks its plays by card), or null. */
export function cardPlayOf(name: string, view: PlayerView, pick: number | null): FreeAction | null {
  return firstAnswer(thinkingPlugins(), (p) => (p.name === name ? p.cardPlay?.(view, pick) : null));
}

/** The first card of a plug-in's a bot plays as a free action now, in the root's order, or null. */
export function pluginCardPlay(view: PlayerView, pick: number | null): FreeAction | null {
  return firstAnswer(thinkingPlugins(), (p) => p.cardPlay?.(view, pick));
}

/** The first free action a plug-in's bot takes now (`pick` varies it for the legal bot; null: a thinking bot), in the root's order, or null. */
export function pluginFreeAction(view: PlayerView, pick: number | null): FreeAction | null {
  return firstAnswer(thinkingPlugins(), (p) => p.freeAction?.(view, pick));
}

/** The first Karama power of a plug-in's faction a thinking bot uses now, or null. */
function pluginKaramaPowerAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  return firstAnswer(thinkingPlugins(), (p) => p.karamaPowerAction?.(profile, view));
}

export function botFreeAction(profile: BotProfile, view: PlayerView): FreeAction | null {
  return (
    pluginCardPlay(view, null) ??
    karamaPowerAction(view) ??
    pluginKaramaPowerAction(profile, view) ??
    fremenWormAction(profile, view) ??
    guildShipmentAction(profile, view) ??
    pluginFreeAction(view, null)
  );
}
