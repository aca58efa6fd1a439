// The Tech tokens module's state, decision, action, events and view (Ixians & Tleilaxu).
import type { DecisionBase, Faction } from '../../types.ts';
import type { TechToken } from './catalog.ts';

export interface TechTokensState {
  /** Who holds each token (IT.tech.setup: none before the first storm is placed). Public: the tokens lie face up. */
  holders: Partial<Record<TechToken, Faction>>;
  /** Tokens whose trigger happened in the phase under way: each pays at the phase's end (a Tech token's income). */
  due: TechToken[];
}

/** The game state's part, present only in a game that plays the module. */
export interface TechTokensStatePart {
  techTokens?: TechTokensState;
}

/** Every viewer's view: who holds each token and which pay at this phase's end (null without the module). */
export interface TechTokensViewPart {
  techTokens: TechTokensState | null;
}

/** IT.tech.taken: the battle's winner may take one Tech token of the loser's (public). */
export interface TakeTechTokenDecision extends DecisionBase {
  kind: 'take-tech-token';
  from: Faction;
  tokens: TechToken[];
}

/** `token` null: take none. */
export type TakeTechTokenAction = { type: 'take-tech-token'; event: string; token: TechToken | null };

export type TechTokenEvent =
  /** IT.tech.setup: the tokens after the first storm: each native's own, the rest dealt in storm order (public). */
  | { type: 'tech-tokens-dealt'; holders: Partial<Record<TechToken, Faction>> }
  /** Tech token income: `faction` receives `amount` (one per token it holds) from the bank for `token`. */
  | { type: 'tech-token-income'; token: TechToken; faction: Faction; amount: number }
  /** IT.tech.taken: the winner `by` took `token` from the loser `from`. */
  | { type: 'tech-token-taken'; token: TechToken; from: Faction; by: Faction };
