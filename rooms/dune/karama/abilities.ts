// The ✷ abilities (of the Basic game, and the Advanced Bene Gesserit flips) that a Karama card cancels (3.01.11.01) or prevents (3.01.11.02), with the rule
// each comes from. The code that uses an ability asks for a window (window.ts) at the moment of the attempt.
import type { Faction } from '../types.ts';
import type { Ability, CancelAbility, PreventAbility } from './types.ts';

export interface AbilityInfo {
  rule: string;
  owner: Faction;
  /**
   * 'cancel': a window opens at each use; 'prevent': a Karama played beforehand stops the next use; 'betrayal': no ✷
   * ability, so no Karama stops it, but a window opens at each use for the Nexus card that betrays it (NX.betrayal).
   */
  karama: 'cancel' | 'prevent' | 'betrayal';
}

export const ABILITIES: Record<Ability, AbilityInfo> = {
  'atreides-bidding': { rule: '2.01.05', owner: 'atreides', karama: 'prevent' },
  'atreides-wormsign': { rule: '2.01.07', owner: 'atreides', karama: 'prevent' },
  'atreides-prescience': { rule: '2.01.08', owner: 'atreides', karama: 'cancel' },
  'bg-spiritual-advisors': { rule: '2.02.05', owner: 'bene-gesserit', karama: 'cancel' },
  'bg-charity': { rule: '2.02.09', owner: 'bene-gesserit', karama: 'cancel' },
  'bg-voice': { rule: '2.02.06', owner: 'bene-gesserit', karama: 'cancel' },
  'bg-intrusion': { rule: '2.02.15', owner: 'bene-gesserit', karama: 'cancel' },
  'bg-take-up-arms': { rule: '2.02.16', owner: 'bene-gesserit', karama: 'cancel' },
  'bg-wartime': { rule: '2.02.17', owner: 'bene-gesserit', karama: 'cancel' },
  'emperor-payment': { rule: '2.03.04', owner: 'emperor', karama: 'cancel' },
  'emperor-ally-revival': { rule: '2.03.07', owner: 'emperor', karama: 'cancel' },
  'fremen-movement': { rule: '2.04.06', owner: 'fremen', karama: 'cancel' },
  'fremen-shai-hulud': { rule: '2.04.07', owner: 'fremen', karama: 'cancel' },
  'fremen-ally-protection': { rule: '2.04.10', owner: 'fremen', karama: 'cancel' },
  'fremen-ally-revival': { rule: '2.04.11', owner: 'fremen', karama: 'cancel' },
  'harkonnen-top-card': { rule: '2.05.08', owner: 'harkonnen', karama: 'cancel' },
  'guild-payment': { rule: '2.06.04', owner: 'guild', karama: 'cancel' },
  'guild-cross-ship': { rule: '2.06.05.02', owner: 'guild', karama: 'cancel' },
  'guild-off-planet': { rule: '2.06.05.03', owner: 'guild', karama: 'cancel' },
  'guild-half-price': { rule: '2.06.06', owner: 'guild', karama: 'cancel' },
  'guild-ally-half-price': { rule: '2.06.09', owner: 'guild', karama: 'cancel' },
  'guild-ally-cross-ship': { rule: '2.06.10', owner: 'guild', karama: 'cancel' },
  'choam-dividends': { rule: 'CH.dividends', owner: 'choam', karama: 'cancel' },
  'choam-revival': { rule: 'CH.revival', owner: 'choam', karama: 'cancel' },
  'choam-sale': { rule: 'CH.sale', owner: 'choam', karama: 'cancel' },
  'choam-inflation': { rule: 'CH.inflation', owner: 'choam', karama: 'cancel' },
  'choam-worthless': { rule: 'CH.worthless', owner: 'choam', karama: 'cancel' },
  'choam-battle-income': { rule: 'CH.battle-income', owner: 'choam', karama: 'cancel' },
  'choam-audit': { rule: 'CH.audit', owner: 'choam', karama: 'cancel' },
  'tleilaxu-revival': { rule: 'TL.own-revival', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-ally-revival': { rule: 'TL.ally', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-revival-income': { rule: 'TL.revival-income', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-raise-limits': { rule: 'TL.revival-limits', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-early-revival': { rule: 'TL.leader-revival', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-face-dancer-swap': { rule: 'TL.face-dancers.renewal', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-gholas': { rule: 'TL.gholas', owner: 'tleilaxu', karama: 'cancel' },
  'tleilaxu-face-dancer': { rule: 'NX.tleilaxu.betrayal', owner: 'tleilaxu', karama: 'betrayal' },
  'harkonnen-traitor': { rule: 'NX.harkonnen.betrayal', owner: 'harkonnen', karama: 'betrayal' },
  'ixians-hms-movement': { rule: 'IX.hms.movement', owner: 'ixians', karama: 'cancel' },
  'ixians-technology': { rule: 'IX.technology', owner: 'ixians', karama: 'cancel' },
  'ixians-casualties': { rule: 'IX.casualties', owner: 'ixians', karama: 'cancel' },
  'ixians-ally-swap': { rule: 'IX.ally', owner: 'ixians', karama: 'cancel' },
  'ixians-cyborg-move': { rule: 'IX.cyborg-move', owner: 'ixians', karama: 'cancel' },
  'ixians-cyborg-bonus': { rule: 'IX.cyborgs', owner: 'ixians', karama: 'prevent' },
  'ixians-selection': { rule: 'IX.bidding', owner: 'ixians', karama: 'cancel' },
  'richese-cache-lot': { rule: 'RI.cache-lot', owner: 'richese', karama: 'cancel' },
  'richese-black-market': { rule: 'RI.black-market', owner: 'richese', karama: 'cancel' },
  'richese-no-field': { rule: 'RI.no-field', owner: 'richese', karama: 'cancel' },
  'ecaz-ambassadors': { rule: 'EC.ambassadors.placement', owner: 'ecaz', karama: 'cancel' },
  'moritani-terror': { rule: 'MO.terror.placement', owner: 'moritani', karama: 'cancel' },
  'moritani-vidal': { rule: 'MO.vidal', owner: 'moritani', karama: 'prevent' },
  'moritani-alliance': { rule: 'MO.enemy-of-my-enemy', owner: 'moritani', karama: 'prevent' },
  'ecaz-occupy': { rule: 'EC.occupy', owner: 'ecaz', karama: 'prevent' },
};

export const CANCEL_ABILITIES = Object.keys(ABILITIES).filter((a) => ABILITIES[a as Ability].karama !== 'prevent') as CancelAbility[];

/** Whether only a Nexus Betrayal, never a Karama, cancels `ability`. */
export const betrayalOnly = (ability: CancelAbility): boolean => ABILITIES[ability].karama === 'betrayal';
export const PREVENT_ABILITIES = Object.keys(ABILITIES).filter((a) => ABILITIES[a as Ability].karama === 'prevent') as PreventAbility[];

/** A use of `ability` by `user` (its owner unless an ally borrows it). */
export function useOf(ability: CancelAbility, user: Faction = ABILITIES[ability].owner): { ability: CancelAbility; owner: Faction; user: Faction } {
  return { ability, owner: ABILITIES[ability].owner, user };
}

/** Whether a decision reopened after a Karama (3.04) may no longer use `ability`. */
export function isCancelled(decision: { karamaCancelled?: CancelAbility[] }, ability: CancelAbility): boolean {
  return decision.karamaCancelled?.includes(ability) ?? false;
}
