// The extension points of the board: what happens as forces enter a territory, whichever way they come (the mechanism
// is arrivals.ts), what a sandworm spares and takes, and what forces collect (one part of Plugin, extension-points.ts).
import type { Context } from '../context.ts';
import type { Draft, Faction, TerritoryId } from '../types.ts';
import type { Spot } from '../phases/shipment-movement/types.ts';
import type { Attachment, AttachmentsBoard } from '../board/movement.ts';
import type { AlliancesBoard } from '../allied-sides.ts';

/**
 * Every way forces enter a territory: a shipment from off-planet, the Fremen's send (2.04.05), a cross-shipment, a
 * move, a worm ride (2.04.08), a spiritual advisor (2.02.05), and the ways a plug-in puts forces on the board (a
 * reinforcement, a retreat, an Ambassador's forces, a Sneak Attack, a free entry into a discovered place).
 */
export type ArrivalWay =
  | 'shipment'
  | 'send'
  | 'cross-ship'
  | 'move'
  | 'worm-ride'
  | 'advisor'
  | 'reinforcement'
  | 'retreat'
  | 'ambassador'
  | 'terror'
  | 'entry';

/** Forces of `faction` entering `to`'s territory `way` (from the territory `from`; null: from off the board). */
export interface Arrival {
  readonly faction: Faction;
  readonly to: Spot;
  readonly way: ArrivalWay;
  readonly from: TerritoryId | null;
  /** How many forces enter, as every viewer counts them (a face-down token is one; HW.grumman.low reads it). */
  readonly count: number;
}

/** What a reaction does about an arrival it noticed: as the forces land (before the arrival is told), and once it has been told. */
export interface ArrivalResponse {
  landing?(ctx: Context): void;
  told?(ctx: Context): void;
}

/**
 * A reaction to forces entering a territory (the Bene Gesserit's intrusion; later a Terror token, an Ambassador). It
 * looks at the board before the forces land (what they enter) and answers with what it will do, or null.
 */
export interface ArrivalReaction {
  readonly name: string;
  notice(state: Draft, arrival: Arrival): ArrivalResponse | null;
}

/** A concealed token counted as one force in its faction's stack (board/tokens.ts): where it is, and whether it may move. */
export interface BoardToken {
  readonly faction: Faction;
  readonly territory: TerritoryId;
  readonly sector: number;
}

/** What the tokens are read from: their plug-in's public part, alike in the GameState and in every view. */
export interface TokensBoard {
  readonly richese?: { readonly noField?: { readonly territory: TerritoryId; readonly sector: number } | null } | null;
}

/** What is about to take a token's forces: the storm, a sandworm, Family Atomics, the rule keeping allies apart, a card, a Discovery card's devastation. */
export type TokenExposure = 'storm' | 'worm' | 'family-atomics' | 'ally-constraint' | 'card' | 'discovery' | 'battle';

export interface BoardPoints {
  /** Its concealed tokens on the board, each counted as one force of its stack (board/tokens.ts). A view-level rule. */
  boardTokens?(board: TokensBoard): readonly BoardToken[];
  /** Forces where `token` is are about to be destroyed or taken off (`cause`): the token is revealed first. */
  tokenExposed?(ctx: Context, token: BoardToken, cause: TokenExposure): void;
  /**
   * The places of its own that sit on a territory of the board now (the HMS): each neighbours that territory alone. A
   * view-level rule: read alike from the game and from any seat's view.
   */
  attachments?(board: AttachmentsBoard): readonly Attachment[];
  /** Its reactions to forces entering a territory, asked after the core's (arrivals.ts), in the root's order. */
  readonly arrivalReactions?: readonly ArrivalReaction[];
  /** Whether a sandworm in `territory` spares `faction`'s forces there (1.02.05; the Fremen's own 2.04.07 is the core's). */
  wormSpares?(state: Draft, faction: Faction, territory: TerritoryId): boolean;
  /** Whether no sandworm may be ridden now (NX.fremen.betrayal). */
  ridesBarred?(state: Draft): boolean;
  /** What a sandworm in `territory` takes of its own pieces there, after the forces and the spice (a token, say). */
  wormDevoured?(ctx: Context, territory: TerritoryId, empty: boolean): void;
  /**
   * Whether `faction` and its ally `ally` may share territories, counted as one side there (EC.occupy): the constraint
   * keeping allies apart (1.06.07) spares them, and the occupancy limit counts them once. A view-level rule.
   */
  sharesTerritories?(board: AlliancesBoard, faction: Faction, ally: Faction): boolean;
  /** What one of `faction`'s forces (`starred` or not) collects (1.08.02), given the rate so far (2, or 3 with a city). */
  collectionRate?(state: Draft, faction: Faction, starred: boolean, rate: number): number;
}
