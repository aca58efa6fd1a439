// 3.01.11.01–02, 3.04: Karama against faction abilities marked ✷. Decisions, actions, events and state.
import type { KaramaPowerEvent } from './powers/types.ts';
import type { Decision, DecisionAction, DecisionBase, Faction, LeaderId, TerritoryId, TreacheryCardId } from '../types.ts';

/**
 * The Basic-game ✷ abilities a Karama card may cancel outside battle (3.01.11.01), and the two it may prevent in
 * advance (3.01.11.02). Prescience and the Voice (2.01.08–09, 2.02.06–07) open a window too; besides, the seat they
 * target may still cancel them with its answer or its plan (phases/battle). Each id names one use (abilities.ts).
 */
export type CancelAbility =
  | 'guild-payment' // 2.06.04
  | 'guild-half-price' // 2.06.06
  | 'guild-ally-half-price' // 2.06.09
  | 'guild-cross-ship' // 2.06.05.02
  | 'guild-ally-cross-ship' // 2.06.10
  | 'guild-off-planet' // 2.06.05.03
  | 'bg-spiritual-advisors' // 2.02.05
  | 'bg-charity' // 2.02.09
  | 'bg-intrusion' // 2.02.15 (Advanced)
  | 'bg-take-up-arms' // 2.02.16 (Advanced)
  | 'bg-wartime' // 2.02.17 (Advanced)
  | 'emperor-payment' // 2.03.04
  | 'emperor-ally-revival' // 2.03.07
  | 'fremen-movement' // 2.04.06
  | 'fremen-shai-hulud' // 2.04.07
  | 'fremen-ally-protection' // 2.04.10
  | 'fremen-ally-revival' // 2.04.11
  | 'harkonnen-top-card' // 2.05.08
  | 'atreides-prescience' // 2.01.08, 2.01.09
  | 'bg-voice' // 2.02.06, 2.02.07
  | 'choam-dividends' // CH.dividends, CH.charity
  | 'choam-revival' // CH.revival
  | 'choam-sale' // CH.sale
  | 'choam-inflation' // CH.inflation
  | 'choam-worthless' // CH.worthless.*
  | 'choam-battle-income' // CH.battle-income
  | 'choam-audit' // CH.audit
  | 'tleilaxu-revival' // TL.own-revival
  | 'tleilaxu-ally-revival' // TL.ally
  | 'tleilaxu-revival-income' // TL.revival-income
  | 'tleilaxu-raise-limits' // TL.revival-limits
  | 'tleilaxu-early-revival' // TL.leader-revival
  | 'tleilaxu-face-dancer-swap' // TL.face-dancers.renewal
  | 'tleilaxu-gholas' // TL.gholas
  | 'tleilaxu-face-dancer' // TL.face-dancers (a Nexus Betrayal only: NX.tleilaxu.betrayal)
  | 'harkonnen-traitor' // 1.07.06.07 with a Harkonnen traitor card (a Nexus Betrayal only: NX.harkonnen.betrayal)
  | 'ixians-hms-movement' // IX.hms.movement
  | 'ixians-technology' // IX.technology
  | 'ixians-casualties' // IX.casualties
  | 'ixians-ally-swap' // IX.ally
  | 'ixians-cyborg-move' // IX.cyborg-move
  | 'ixians-selection' // IX.bidding
  | 'richese-cache-lot' // RI.cache-lot
  | 'richese-black-market' // RI.black-market
  | 'richese-no-field' // RI.no-field
  | 'ecaz-ambassadors' // EC.ambassadors.placement
  | 'moritani-terror'; // MO.terror.placement
export type PreventAbility =
  | 'atreides-bidding' // 2.01.05
  | 'atreides-wormsign' // 2.01.07
  | 'ixians-cyborg-bonus' // IX.cyborgs
  | 'moritani-vidal' // MO.vidal
  | 'moritani-alliance' // MO.enemy-of-my-enemy
  | 'ecaz-occupy'; // EC.occupy
export type Ability = CancelAbility | PreventAbility;

/** One attempted use of a ✷ ability: whose ability it is, who benefits, and what a deferred effect needs. */
export interface AbilityUse {
  ability: CancelAbility;
  owner: Faction;
  user: Faction;
  /** Spice held back until the window closes (2.03.04 payments): to the owner, or to the bank if cancelled. */
  escrow?: number;
  /** Where the use happens (2.04.07: the sandworm's territory). */
  territory?: TerritoryId;
  /** The leader the use is about, public (NX.tleilaxu.betrayal: the Face Dancer being revealed). */
  leader?: LeaderId;
}

/**
 * How play resumes when a window closes. `action`: a seat's action that uses the abilities; it is applied if none
 * is cancelled, otherwise its decision is opened again without them (3.04), or its handler's fallback is applied
 * when no choice would be left. `effects`: automatic effects, each settled by its use (karama/effects.ts).
 */
export type Resume = { kind: 'action'; decision: Decision; action: DecisionAction } | { kind: 'effects' };

export interface KaramaWindow {
  /** The event id that opened the window. */
  id: string;
  uses: AbilityUse[];
  resume: Resume;
  /** Seats asked, in storm order: the first to cancel a use spends its card. */
  asked: Faction[];
  /** Answers received so far (secret until the window closes, and then only what was played is told). */
  answers: Partial<Record<Faction, { cancel: CancelAbility | null; card: TreacheryCardId | null; betrayal?: true }>>;
  /** CH.worthless.kull-wahad: CHOAM was asked whether it stops a Karama played against it here (absent: not asked). */
  kullWahad?: true;
}

export interface Prevention {
  ability: PreventAbility;
  by: Faction;
}

export interface KaramaState {
  window: KaramaWindow | null;
  /** 3.01.11.02: abilities whose next use a played Karama has prevented (public). */
  prevented: Prevention[];
  /** 1.13.06: factions that have used their once-a-game Karama power (public; absent in older saves). */
  powersUsed?: Faction[];
}

/** Every other seat is asked, secretly, whether it cancels one of the uses with a Karama card. */
export interface KaramaWindowDecision extends DecisionBase {
  kind: 'karama-window';
  window: string;
  uses: AbilityUse[];
  /** The action that uses the abilities, as publicly announced (null for automatic effects). */
  attempt: DecisionAction | null;
}
export type KaramaDecision = KaramaWindowDecision;

export type KaramaAction = {
  type: 'karama-window';
  event: string;
  /** The use to cancel, or null to let it pass. */
  cancel: CancelAbility | null;
  /** The Karama card spent when `cancel` is set. */
  card: TreacheryCardId | null;
  /** NX.betrayal: `cancel` is cancelled with the Nexus card betraying its owner instead of a Karama (`card` null). */
  betrayal?: true;
};

/** Free action (3.01.11.02): play a Karama to prevent the next use of an ability. */
export type KaramaPreventAction = { type: 'karama-prevent'; ability: PreventAbility; card: TreacheryCardId };

export type KaramaEvent =
  | { type: 'karama-window-opened'; window: string; uses: AbilityUse[]; attempt: DecisionAction | null; asked: Faction[] }
  | { type: 'ability-cancelled'; window: string; faction: Faction; card: TreacheryCardId; ability: CancelAbility; owner: Faction; user: Faction }
  | { type: 'karama-window-closed'; window: string; cancelled: CancelAbility[] }
  /** Spice held during a window goes to the ability's owner, or to the bank when the ability was cancelled. */
  | { type: 'escrow-paid'; ability: CancelAbility; to: Faction | 'bank'; amount: number }
  | { type: 'ability-prevented'; faction: Faction; card: TreacheryCardId; ability: PreventAbility }
  | { type: 'prevention-used'; ability: PreventAbility; by: Faction }
  | KaramaPowerEvent;

/** What everyone sees: the open window (who is asked, not who answered) and the standing preventions. */
export interface KaramaView {
  window: { id: string; uses: AbilityUse[]; asked: Faction[] } | null;
  prevented: Prevention[];
  /** 1.13.06: factions whose once-a-game Karama power is spent. */
  powersUsed: Faction[];
}
