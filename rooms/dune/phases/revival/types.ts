// 1.05 Revival: decisions, actions, events and round state.
import type { DecisionBase, Faction, ForceCount, LeaderId, TreacheryCardId } from '../../types.ts';

/**
 * The revival of one faction is settled in up to three steps, in this order:
 * - 'fremen-grant': 2.04.11, the Fremen decide whether their ally's free revival is 3;
 * - 'revive': 1.05.01–1.05.03 and 3.01.20, the faction's own revival (forces, a leader, the Tleilaxu Ghola);
 * - 'emperor-pays': 2.03.07, the Emperor may pay for up to 3 more of their ally's forces.
 */
/** The steps of each faction's revival, then `ending`: the plug-ins' decisions before the phase ends. */
export type RevivalStep = 'fremen-grant' | 'revive' | 'emperor-pays' | 'ending';

/** 1.05.01, 1.05.03, 3.01.20: what the faction may revive now. Public: revival is done in the open. */
export interface ReviveDecision extends DecisionBase {
  kind: 'revive';
  /** 1.05.01.02: forces revived at no cost (2.04.11 may raise it to 3). */
  freeRevival: number;
  /** 1.05.01: most forces revivable by the normal revival this turn (free ones included). */
  limit: number;
  /** 1.05.01.03: spice per force beyond the free ones. */
  costPerForce: number;
  /** IX.cyborgs: spice per starred force beyond the free ones, when it differs (the free revival covers them first). */
  starredCost?: number;
  /** Most starred forces still revivable this turn (2.03.11, 2.04.20, Advanced); null when unlimited. */
  eliteLimit: number | null;
  /** Forces in the Tleilaxu Tanks. */
  tanks: ForceCount;
  /** 1.05.03: leaders revivable now by the normal revival, each at its fighting strength in spice. */
  leaders: { id: LeaderId; cost: number }[];
  /** 3.01.20: leaders in the tanks a Tleilaxu Ghola could revive (if the faction holds one). */
  gholaLeaders: LeaderId[];
  /** 3.01.20: most forces a Tleilaxu Ghola revives. */
  gholaForces: number;
  /** 2.01.14: the Kwisatz Haderach may be revived instead of a leader, at this cost (the Atreides, Advanced game). */
  kwisatzHaderach?: { cost: number };
  /**
   * 1.14.02 (Advanced): the Emperor's once-a-game Karama revival is unused and would revive something: at most
   * `forces` forces (2.03.11 applied), or one of `leaders`. Offered from public facts only, whatever the hand holds.
   */
  karamaPower?: { forces: number; leaders: LeaderId[] };
}

/** 2.04.11: the Fremen may make their ally's free revival 3 this turn. */
export interface GrantFreeRevivalDecision extends DecisionBase {
  kind: 'grant-free-revival';
  ally: Faction;
  freeRevival: number;
}

/** 2.03.07: the Emperor may pay for up to `max` more of their ally's forces, beyond the ally's limit. */
export interface PayAllyRevivalDecision extends DecisionBase {
  kind: 'pay-ally-revival';
  ally: Faction;
  max: number;
  costPerForce: number;
}

export type RevivalDecision = ReviveDecision | GrantFreeRevivalDecision | PayAllyRevivalDecision;

/** 3.01.20: the Tleilaxu Ghola revives one leader, or up to 5 forces. */
export type GholaUse = { leader: LeaderId } | { forces: ForceCount };

/** 1.14.02: the Emperor's Karama revival: the Karama card spent, and up to 3 forces or one leader (karama/powers/emperor.ts). */
export type KaramaRevival = { card: TreacheryCardId } & ({ forces: ForceCount } | { leader: LeaderId });

export type RevivalAction =
  | {
      type: 'revive';
      event: string;
      /** Forces revived by the normal revival, free ones included. */
      forces: ForceCount;
      /** A leader revived by the normal revival (1.05.03), or null. */
      leader: LeaderId | null;
      /** Play a Tleilaxu Ghola as well (3.01.20), or null. */
      ghola: GholaUse | null;
      /** 2.01.14 REAWAKEN: revive the Kwisatz Haderach instead of a leader (the Atreides, Advanced game). */
      kwisatzHaderach?: true;
      /** 1.14.02: the Emperor spends a Karama for an extra free revival (Advanced game, once a game). */
      karamaPower?: KaramaRevival;
    }
  | { type: 'grant-free-revival'; event: string; grant: boolean }
  | { type: 'pay-ally-revival'; event: string; forces: number };

export type RevivalEvent =
  /** Forces moved from the tanks to reserves; `cost` is the spice paid to the bank by `paidBy`. */
  | { type: 'forces-revived'; faction: Faction; forces: ForceCount; free: number; cost: number; paidBy: Faction; by: 'revival' | 'ghola' | 'ally' | 'karama' }
  | {
      type: 'leader-revived';
      faction: Faction;
      leader: LeaderId;
      cost: number;
      by: 'revival' | 'ghola' | 'karama';
      /** TL.gholas: another faction's leader, revived as the reviver's own; the faction whose disc it is. */
      adoptedFrom?: Faction;
    }
  | { type: 'kwisatz-haderach-revived'; cost: number }
  | { type: 'ghola-played'; faction: Faction }
  | { type: 'free-revival-granted'; by: Faction; ally: Faction; granted: boolean };

export interface RevivalRound {
  phase: 'revival';
  /** Factions in the order their revival is settled. */
  order: Faction[];
  /** Index in `order` of the faction being settled. */
  current: number;
  /** 2.04.11: the current faction's free revival was raised to 3. */
  boosted: boolean;
  /** Starred forces the current faction revived this turn (2.03.11, 2.04.20). */
  eliteRevived: number;
  /** Recruits was played at the start of the phase: free revival doubled, limit 7. */
  recruits?: boolean;
}

export interface RevivalRoundView {
  phase: 'revival';
  order: Faction[];
  /** Faction whose revival is being settled, null when done. */
  current: Faction | null;
  boosted: boolean;
  /** Recruits is in effect this phase. */
  recruits: boolean;
}
