// The Tleilaxu faction's state, events and views (Ixians & Tleilaxu; docs/rules/ixians-tleilaxu.tsv, TL.*).
import type { Faction, TraitorCardId } from '../../types.ts';

export interface TleilaxuState {
  /** TL.face-dancers: the three Face Dancers (traitor cards), secret from every other seat until revealed. */
  faceDancers: TraitorCardId[];
  /** Those of `faceDancers` revealed so far (public). */
  revealed: TraitorCardId[];
}

/** The game state's part, present only in a game the Tleilaxu play. */
export interface TleilaxuStatePart {
  tleilaxu?: TleilaxuState;
}

/** Every viewer's view: how many Face Dancers the Tleilaxu hold and which were revealed (null without them). */
export interface TleilaxuViewPart {
  tleilaxu: { faceDancers: number; revealed: TraitorCardId[] } | null;
}

/** A seat's private view: its Face Dancers (the Tleilaxu's own; empty for every other seat). */
export interface TleilaxuPrivateViewPart {
  faceDancers: TraitorCardId[];
}

export type TleilaxuEvent =
  /** TL.face-dancers: the Tleilaxu drew Face Dancers (public: how many). */
  | { type: 'face-dancers-drawn'; count: number }
  /** TL.face-dancers: the Face Dancers drawn (the Tleilaxu's own event). */
  | { type: 'face-dancers-seen'; cards: TraitorCardId[] }
  /** TL.revival-income: what `from` paid for its revival reached the Tleilaxu (public, like the revival). */
  | { type: 'revival-paid-to-tleilaxu'; from: Faction; amount: number }
  /** TL.revival-income: the Tleilaxu receive 1 from the bank for each other faction's free revival (public). */
  | { type: 'free-revival-income'; faction: Faction; amount: number };
