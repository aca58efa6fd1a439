// The CHOAM faction (CHOAM & Richese): its game-long state, decisions, actions and events. Rule ids are those of
// docs/rules/choam.tsv (the expansion has no numbered rulebook).
import type { DecisionBase, Faction, Phase, TerritoryId, TreacheryCardId } from '../../types.ts';
import type { CancelAbility } from '../../karama/types.ts';

/** CH.inflation: the side a placed token shows first. */
export type InflationSide = 'double' | 'cancel';

/** The Worthless cards CHOAM may play for an effect (their card ids: each is one physical card). */
export type WorthlessCard = 'baliset' | 'jubba-cloak' | 'kulon' | 'la-la-la' | 'trip-to-gamont' | 'kull-wahad';

/** One Worthless effect played, with its target. */
/**
 * A Worthless effect played: `card` names the effect; `fuel`, when given, is the card of CHOAM's hand discarded for it
 * instead of that Worthless card (NX.choam.cunning; absent: the Worthless card itself).
 */
export type WorthlessPlay = WorthlessEffectPlay & { fuel?: TreacheryCardId };
type WorthlessEffectPlay =
  | { card: 'jubba-cloak'; territory: TerritoryId }
  | { card: 'baliset'; faction: Faction; territory: TerritoryId }
  | { card: 'kulon' }
  | { card: 'la-la-la'; faction: Faction }
  | { card: 'kull-wahad'; faction: Faction }
  /** One force of another faction, from a sector of a territory, goes back to its reserves. */
  | { card: 'trip-to-gamont'; faction: Faction; territory: TerritoryId; sector: number; force: 'regular' | 'elite' | 'advisors' };

/** A Worthless card's effect standing for the rest of a phase (CH.worthless.*). */
export type StandingEffect =
  /** CH.worthless.baliset: `faction` may not move into `territory` this Shipment and Movement. */
  | { card: 'baliset'; turn: number; faction: Faction; territory: TerritoryId }
  /** CH.worthless.jubba-cloak: CHOAM's forces in `territory` lose nothing to this turn's storm. */
  | { card: 'jubba-cloak'; turn: number; territory: TerritoryId }
  /** CH.worthless.kulon: CHOAM's move this turn goes one territory further. */
  | { card: 'kulon'; turn: number }
  /** CH.worthless.la-la-la: `faction` has no free revival this turn. */
  | { card: 'la-la-la'; turn: number; faction: Faction }
  /** CH.worthless.kull-wahad: `faction` may play no Karama card for the rest of `phase`. */
  | { card: 'kull-wahad'; turn: number; phase: Phase; faction: Faction };

export interface ChoamState {
  /** CH.inflation: the token once placed (the Mentat Pause of `turn`, `side` up); null while unplayed. */
  inflation: { turn: number; side: InflationSide } | null;
  /** CH.ally.trade: the last turn CHOAM traded a card with its ally (0: never). */
  tradedTurn: number;
  /** Worthless effects in force (public). */
  effects: StandingEffect[];
  /** CH.ally.trade in progress: the card each trader put forward (null: declined), secret until both answered. */
  trade: { ally: Faction; offers: Partial<Record<Faction, TreacheryCardId | null>> } | null;
}

/**
 * CH.ally.trade: what a trader put forward (`give`, null: declined) while the trade waits for `partner` — in that
 * trader's own view only, so that a player sees its sealed answer as a table would show it behind its shield.
 */
export interface TradeOffer {
  partner: Faction;
  give: TreacheryCardId | null;
}

/** What everyone sees of CHOAM's state: all of it but a trade's cards. */
export type ChoamView = Omit<ChoamState, 'trade'>;

/**
 * CH.sale, CH.ally.trade: at the end of a phase CHOAM may sell cards and offer its ally a trade. Asked whenever
 * its hand holds a card (a public fact), whatever the cards are.
 */
export interface ChoamMarketDecision extends DecisionBase {
  kind: 'choam-market';
  /** The phase that just ended. */
  phase: Phase;
  /** Cards that may be sold now and the price of each (3 for a surplus duplicate, 2 for a Worthless card). */
  offers: { card: TreacheryCardId; price: number }[];
  /** CH.ally.trade: the ally a card may be offered to, when a trade is still open this turn. */
  tradeWith: Faction | null;
}

/** CH.ally.trade: CHOAM and its ally each put forward one card, secretly and at once, or decline. */
export interface ChoamTradeDecision extends DecisionBase {
  kind: 'choam-trade';
  /** The other trader. */
  partner: Faction;
}

/** CH.inflation: in a Mentat Pause, while the token is unplayed. */
export interface ChoamInflationDecision extends DecisionBase {
  kind: 'choam-inflation';
}

/** CH.worthless.*: as a phase starts, CHOAM may discard Worthless cards for their effects in this phase. */
export interface ChoamWorthlessDecision extends DecisionBase {
  kind: 'choam-worthless';
  phase: Phase;
  /** The effects this phase offers (whatever CHOAM holds). */
  effects: WorthlessCard[];
  /**
   * Filled in CHOAM's view (never stored): every play it may make now, one card each, with its target; any of them
   * of different cards may be played together (the action's `plays`). Empty when it holds none of `effects`.
   */
  plays?: WorthlessPlay[];
}

/** CH.audit: after a battle its Auditor fought in, CHOAM may audit `count` cards of the opponent's hand. */
export interface ChoamAuditDecision extends DecisionBase {
  kind: 'choam-audit';
  opponent: Faction;
  count: number;
}

/** CH.audit: the audited faction may pay CHOAM `count` spice to cancel the audit. */
export interface AuditPayoffDecision extends DecisionBase {
  kind: 'audit-payoff';
  count: number;
}

/** CH.ally.battle-funding: as the battle phase starts, CHOAM's offer toward its ally's battles. */
export interface ChoamBattleSupportDecision extends DecisionBase {
  kind: 'choam-battle-support';
  ally: Faction;
  max: number;
}

/**
 * CH.worthless.kull-wahad (rules edition 2): `faction` is playing a Karama against CHOAM's `ability` (in the Karama
 * window `window`); CHOAM may stop it with Kull Wahad. Asked whether or not CHOAM holds the card.
 */
export interface KullWahadDecision extends DecisionBase {
  kind: 'kull-wahad';
  window: string;
  faction: Faction;
  ability: CancelAbility;
}

export type ChoamFactionDecision =
  | ChoamBattleSupportDecision
  | KullWahadDecision
  | ChoamMarketDecision
  | ChoamTradeDecision
  | ChoamInflationDecision
  | ChoamWorthlessDecision
  | ChoamAuditDecision
  | AuditPayoffDecision;

export type ChoamFactionAction =
  | { type: 'choam-market'; event: string; sell: TreacheryCardId[]; trade: boolean }
  | { type: 'choam-trade'; event: string; give: TreacheryCardId | null }
  | { type: 'choam-inflation'; event: string; side: InflationSide | null }
  | { type: 'choam-worthless'; event: string; plays: WorthlessPlay[] }
  | { type: 'choam-audit'; event: string; audit: boolean }
  | { type: 'audit-payoff'; event: string; pay: boolean }
  | { type: 'choam-battle-support'; event: string; amount: number }
  /** `play`: discard Kull Wahad to stop the Karama (CHOAM must hold it); false lets the Karama be played. */
  | { type: 'kull-wahad'; event: string; play: boolean };

export type ChoamFactionEvent =
  /** CH.dividends: spice from the bank at the start of CHOAM Charity (public). */
  | { type: 'choam-dividends'; amount: number }
  /** CH.inflation: no charity and no dividends this turn. */
  | { type: 'charity-cancelled' }
  /** CH.inflation: the token put in play, flipped to its other side, or removed from the game (public). */
  | { type: 'inflation-placed'; side: InflationSide }
  | { type: 'inflation-flipped'; side: InflationSide }
  | { type: 'inflation-removed' }
  /** CH.audit: CHOAM audits `opponent` (public), who paid it off, or was audited; the cards seen go to CHOAM only. */
  | { type: 'audit-called'; opponent: Faction; count: number }
  | { type: 'audit-paid-off'; faction: Faction; amount: number }
  | { type: 'audit-made'; faction: Faction; count: number }
  | { type: 'audit-seen'; faction: Faction; cards: TreacheryCardId[] }
  /** CH.ally.battle-funding: the offer, told to the ally only; what CHOAM paid in a battle (public with the plans). */
  | { type: 'battle-support-offered'; ally: Faction; amount: number }
  | { type: 'battle-support-paid'; amount: number }
  /** CH.worthless.*: a Worthless card discarded face up for its effect (public). */
  | { type: 'worthless-played'; play: WorthlessPlay }
  /** CH.worthless.kull-wahad: played in reaction, it stopped `faction`'s Karama against `ability` (public). */
  | { type: 'kull-wahad-reacted'; faction: Faction; ability: CancelAbility }
  /** CH.sale: cards discarded face up for spice from the bank (public). */
  | { type: 'choam-sold'; cards: TreacheryCardId[]; spice: number }
  /** CH.ally.trade: a card traded each way; the cards are told only to the two traders (private). */
  | { type: 'choam-traded'; ally: Faction }
  | { type: 'choam-trade-declined'; ally: Faction }
  /** Private to the two traders. */
  | { type: 'card-traded'; gave: TreacheryCardId; got: TreacheryCardId; with: Faction };

// What the faction adds to the engine's structures: the root (plugins/index.ts) joins each part with the other
// plug-ins' into the core's GameState, PlayerView and PrivateView.
/** The faction's part of the game's state. */
export interface ChoamStatePart {
  /** The CHOAM faction's own state (plugins/choam/): present only in a game CHOAM plays. */
  choam?: ChoamState;
}
/** The faction's field of every viewer's view. */
export interface ChoamViewPart {
  /** Its public state (Inflation, standing Worthless effects …); null without CHOAM. */
  choam: ChoamView | null;
}
/** The faction's field of a seat's private view. */
export interface ChoamPrivateViewPart {
  /** CH.ally.trade: the card this seat (CHOAM or its ally) put forward while the trade waits for the other; null otherwise. */
  tradeOffer: TradeOffer | null;
}
