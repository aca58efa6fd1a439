// The Nexus cards variant (Ecaz & Moritani, `modules: ['nexus-cards']`): its state, decisions, actions, events and
// views (docs/rules/ecaz-moritani.tsv, NX.*).
import type { CancelAbility } from '../../karama/types.ts';
import type { PrescienceElement, PrescienceReveal } from '../../phases/battle/types.ts';
import type { DecisionBase, Faction, LeaderId, TerritoryId, TraitorCardId, TreacheryCardId } from '../../types.ts';

/** One card per faction of the game's twelve, named after it: every card is in play whoever sits (NX.deck). */
export type NexusCardId = Faction;

/** How a held card is used: by its own faction (Cunning), against it (Betrayal), or for a faction not seated (Secret Ally). */
export type NexusUse = 'cunning' | 'betrayal' | 'secret-ally';

/** The effects played as free actions (the Betrayals that cancel an ability are played in its Karama window). */
export const NEXUS_EFFECTS = [
  'choam-betrayal',
  'moritani-betrayal',
  'ecaz-betrayal',
  'ecaz-cunning',
  'ecaz-secret-ally',
  'harkonnen-cunning',
  'harkonnen-secret-ally',
  'emperor-betrayal',
  'ixians-cunning',
  'fremen-secret-ally',
  'fremen-secret-ally-revival',
  'fremen-betrayal',
  'emperor-secret-ally',
  'tleilaxu-cunning',
  'bene-gesserit-cunning',
  'moritani-secret-ally',
  'choam-secret-ally',
  'ixians-secret-ally',
  'tleilaxu-secret-ally',
  'moritani-cunning',
  'guild-betrayal',
  'richese-betrayal',
  'emperor-cunning',
  'guild-cunning',
  'guild-secret-ally',
  'bene-gesserit-secret-ally',
  'richese-secret-ally',
  'atreides-cunning',
  'atreides-secret-ally',
  'fremen-cunning',
  'emperor-secret-ally-card',
  'choam-secret-ally-worthless',
  'choam-cunning',
  'richese-cunning',
  'emperor-betrayal-purchase',
] as const;
export type NexusEffect = (typeof NEXUS_EFFECTS)[number];

/** An effect that lasts after its card is discarded: for the turn it was played, or for the battle in progress. */
export interface LastingEffect {
  effect: NexusEffect;
  faction: Faction;
  turn: number;
}

export interface NexusCardsState {
  /** The draw pile (its order secret), the discards (public, face up) and each holder's card (its own secret). */
  deck: NexusCardId[];
  discard: NexusCardId[];
  held: Partial<Record<Faction, NexusCardId>>;
  lasting: LastingEffect[];
  /** NX.choam.secret-ally: the last battle of this phase won, and by whom (public; cleared as a phase starts). */
  lastWin?: { winner: Faction; loser: Faction };
  /** NX.ixians.secret-ally: the last card bought in this Bidding phase, and by whom (the buyer's secret; cleared as a phase starts). */
  bought?: { faction: Faction; card: TreacheryCardId };
  /** NX.atreides.cunning, NX.atreides.secret-ally: an element of a plan `faction` sees once `target` seals it (public). */
  look?: { faction: Faction; target: Faction; element: PrescienceElement };
  /** NX.fremen.cunning: the last territory a sandworm struck empty of forces this phase (public; cleared as a phase starts). */
  emptyWorm?: TerritoryId;
  /** NX.harkonnen.betrayal: traitor cards the Harkonnen draw at the next Mentat Pause, for calls cancelled (public). */
  traitorsOwed?: number;
  /** NX.guild.betrayal, NX.richese.betrayal: the last shipment or card paid for in this phase (cleared as a phase starts). */
  lastPaid?: LastPaid;
}

/**
 * A payment just made: for a shipment or a card, by whom, its price, who was paid and what reached them (the card: the
 * buyer's secret; all else public).
 */
export interface LastPaid {
  for: 'shipment' | 'card';
  payer: Faction;
  amount: number;
  paidTo: Faction | 'bank';
  received: number;
  card?: TreacheryCardId;
}

export interface NexusCardsStatePart {
  nexusCards?: NexusCardsState;
}

/**
 * Every viewer's view: the pile's size, the discards, who holds a card (never which), the effects lasting, and what
 * the Secret Allies played after an event read of it: the turn's last battle won, and the last buyer (never the card).
 */
export interface NexusCardsViewPart {
  nexusCards: {
    deck: number;
    discard: NexusCardId[];
    holders: Faction[];
    lasting: LastingEffect[];
    lastWin: { winner: Faction; loser: Faction } | null;
    lastBuyer: Faction | null;
    /** The last shipment or card paid for this phase: by whom, its price and who was paid (Protocol 1.14). */
    lastPaid: { for: 'shipment' | 'card'; payer: Faction; amount: number; paidTo: Faction | 'bank' } | null;
    /** The last territory a sandworm struck empty of forces this phase (Protocol 1.14). */
    emptyWorm: TerritoryId | null;
  } | null;
}

/** The holder's own card (null: none, or not seated); the card it bought last this turn (NX.ixians.secret-ally). */
export interface NexusCardsPrivateViewPart {
  nexusCard: NexusCardId | null;
  nexusBought: TreacheryCardId | null;
}

/** NX.draw: a Nexus held this Spice Blow phase and an alliance stands: an unallied faction may draw (or replace its card). */
export interface NexusDrawDecision extends DecisionBase {
  kind: 'nexus-draw';
  /** The seat holds a card: drawing replaces it (it is discarded face up). */
  holding: boolean;
}

/** NX.harkonnen: traitor cards drawn with a Nexus card: `count` of the seat's traitor cards go back to the deck. */
export interface NexusTraitorsDecision extends DecisionBase {
  kind: 'nexus-traitors';
  count: number;
  options: TraitorCardId[];
}

export type NexusDecision = NexusDrawDecision | NexusTraitorsDecision;

export type NexusAction =
  /** `redrawOwn`: should the card drawn be the seat's own faction's, it is discarded and another drawn (once). */
  { type: 'nexus-draw'; event: string; draw: boolean; redrawOwn?: boolean } | { type: 'nexus-traitors'; event: string; cards: TraitorCardId[] };

/** A Nexus card played as a free action, with what its effect names (a territory, a faction, an element of a plan). */
export type NexusFreeAction = {
  type: 'nexus-card';
  effect: NexusEffect;
  territory?: TerritoryId;
  target?: Faction;
  element?: PrescienceElement;
  card?: TreacheryCardId;
};

export type NexusEvent =
  | { type: 'nexus-card-drawn'; faction: Faction; replaced: NexusCardId | null }
  /** To the drawer alone: the card drawn. */
  | { type: 'nexus-card-drawn-card'; card: NexusCardId }
  | { type: 'nexus-card-discarded'; faction: Faction; card: NexusCardId; cause: 'replaced' | 'own' | 'alliance' }
  | { type: 'nexus-deck-shuffled'; count: number }
  /** `effect`: the free action's, or the ability its Betrayal cancelled in a Karama window. */
  | { type: 'nexus-card-played'; faction: Faction; card: NexusCardId; use: NexusUse; effect: NexusEffect | CancelAbility }
  /** NX.choam.betrayal: the card CHOAM discarded at random. */
  | { type: 'nexus-choam-discard'; card: string }
  /** NX.moritani.betrayal: a Terror token back to Moritani's supply, unrevealed. */
  | { type: 'nexus-terror-removed'; territory: TerritoryId }
  /** NX.ecaz.betrayal: the ally's forces in the territory back to its reserves. */
  | { type: 'nexus-forces-home'; faction: Faction; territory: TerritoryId; count: number }
  /** NX.ecaz.secret-ally: whether `target` holds a traitor card of one of `of`'s leaders (public; never which). */
  | { type: 'nexus-traitor-answer'; target: Faction; of: Faction; holds: boolean }
  /** NX.harkonnen: traitor cards drawn (public count) and given back (public count; the cards stay secret). */
  | { type: 'nexus-traitors-drawn'; faction: Faction; count: number }
  | { type: 'nexus-traitors-returned'; faction: Faction; count: number }
  /** NX.tleilaxu.cunning: the revealed Face Dancers replaced by as many new ones (their identities the Tleilaxu's). */
  | { type: 'nexus-face-dancers-replaced'; count: number }
  /** NX.choam.secret-ally: `faction` looks at a card of `of`'s hand, at random (the card: to `faction` alone). */
  | { type: 'nexus-card-seen'; faction: Faction; of: Faction }
  | { type: 'nexus-card-seen-card'; of: Faction; card: TreacheryCardId | null }
  /** NX.ixians.secret-ally: the card just bought discarded, the deck's top drawn instead (the new card: to the buyer alone). */
  | { type: 'nexus-card-replaced'; faction: Faction; discarded: TreacheryCardId }
  | { type: 'nexus-card-replaced-card'; card: TreacheryCardId }
  /** NX.guild.betrayal: the holder takes a shipment's payment, from the Guild (what reached it) or from the bank. */
  | { type: 'nexus-payment-taken'; faction: Faction; from: Faction | 'bank'; amount: number }
  /** NX.richese.betrayal: Richese loses the payment of its sale (to the bank), or discards the card it bought (face up). */
  | { type: 'nexus-sale-lost'; faction: Faction; amount: number }
  /** `card` null: the card had left Richese's hand already, and nothing is discarded. */
  | { type: 'nexus-purchase-discarded'; faction: Faction; card: TreacheryCardId | null }
  /** NX.tleilaxu.betrayal: the reveal of `leader` as a Face Dancer is cancelled; it counts as revealed. */
  | { type: 'nexus-face-dancer-cancelled'; leader: LeaderId }
  /** NX.harkonnen.betrayal: `faction`'s call of `leader` a traitor is cancelled; the card goes back to the deck. */
  | { type: 'nexus-traitor-call-cancelled'; faction: Faction; leader: TraitorCardId }
  /** NX.atreides.cunning, NX.atreides.secret-ally: `faction` will see `element` of `target`'s plan once it is sealed. */
  | { type: 'nexus-plan-look'; faction: Faction; target: Faction; element: PrescienceElement }
  /** To the looker alone: what it saw. */
  | ({ type: 'nexus-plan-seen'; target: Faction } & PrescienceReveal)
  /** NX.emperor.secret-ally: the card `faction` just bought is its for nothing. */
  | { type: 'nexus-purchase-free'; faction: Faction }
  | { type: 'nexus-purchase-covered'; faction: Faction; buyer: Faction }
  /** NX.choam.secret-ally: `faction` discards a Worthless card for 2 spice. */
  | { type: 'nexus-worthless-sold'; faction: Faction; card: TreacheryCardId; spice: number }
  /** NX.fremen.cunning: the Fremen will ride from `territory` too, a sandworm having struck an empty one. */
  | { type: 'nexus-ride-added'; territory: TerritoryId }
  /** NX.guild.cunning: the Guild ships once more, its move made. */
  | { type: 'nexus-extra-shipment'; faction: Faction };
