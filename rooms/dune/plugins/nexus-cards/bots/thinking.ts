// The Nexus cards' bots (bots/extension-points.ts): a card drawn when the bot holds none or one it cannot use; a
// Betrayal spent in the window it cancels; the other effects played as free actions where they hurt a rival or help
// the bot (the legal bot of simulate plays them as soon as they are allowed). Installed by the thinking root.
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import type { FreeAction } from '../../../deals/types.ts';
import { isLeaderId, leader } from '../../../factions/leaders.ts';
import { territory } from '../../../board/territories.ts';
import { familyOf } from '../../../cards/treachery.ts';
import { inStorm } from '../../../board/storm.ts';
import { ridesAhead } from '../../../phases/spice-blow/beast-of-burden.ts';
import type { Decision, DecisionAction, Faction, PlayerView, TraitorCardId } from '../../../types.ts';
import { BETRAYED } from '../betrayed.ts';
import { turnAhead } from '../effects/shipping.ts';
import type { NexusCardId, NexusEffect, NexusUse } from '../types.ts';

/**
 * The uses built, by card (docs/rules/nexus-cards.tsv; the rules root's NEXUS_BUILT_USES, which a bot's view-only
 * root does not load): a card held for none of them is worth replacing.
 */
const BUILT: Partial<Record<NexusCardId, readonly NexusUse[]>> = {
  atreides: ['cunning', 'betrayal', 'secret-ally'],
  'bene-gesserit': ['cunning', 'betrayal', 'secret-ally'],
  emperor: ['cunning', 'betrayal', 'secret-ally'],
  fremen: ['cunning', 'betrayal', 'secret-ally'],
  tleilaxu: ['cunning', 'betrayal', 'secret-ally'],
  harkonnen: ['cunning', 'betrayal', 'secret-ally'],
  ixians: ['cunning', 'betrayal', 'secret-ally'],
  choam: ['cunning', 'betrayal', 'secret-ally'],
  guild: ['cunning', 'betrayal', 'secret-ally'],
  richese: ['cunning', 'betrayal', 'secret-ally'],
  ecaz: ['cunning', 'betrayal', 'secret-ally'],
  moritani: ['cunning', 'betrayal', 'secret-ally'],
};

/** The uses in BUILT, as `<card>.<use>` (checked against the rules' list by a test). */
export const nexusBuiltUses = (): string[] => Object.entries(BUILT).flatMap(([card, uses]) => (uses ?? []).map((u) => `${card}.${u}`));

/** Before `me`'s shipment of this turn is asked (the effects' own timing, read from the view). */
const shipmentAhead = (view: PlayerView, me: Faction): boolean => turnAhead(view, me, true);
/** The battle stages before the plans are asked. */
const PRE_PLAN: readonly string[] = ['poison', 'mentat', 'posture', 'prescience', 'voice'];
/** Whether `me` has forces where another faction's stand (a battle of its to come this phase). */
const contested = (view: PlayerView, me: Faction) =>
  view.forces.some(
    (s) => s.faction === me && s.regular + s.elite > 0 && view.forces.some((o) => o.faction !== me && o.territory === s.territory && o.regular + o.elite > 0),
  );

const isStronghold = (t: string) => territory(t as never).kind === 'stronghold';
const seatedIn = (view: PlayerView, f: Faction) => view.seats.some((s) => s.faction === f);
const useFor = (view: PlayerView, card: NexusCardId): NexusUse => (card === view.viewer ? 'cunning' : seatedIn(view, card) ? 'betrayal' : 'secret-ally');
const usable = (view: PlayerView, card: NexusCardId) => BUILT[card]?.includes(useFor(view, card)) ?? false;

function answerDraw(d: Extract<Decision, { kind: 'nexus-draw' }>, ctx: { view: PlayerView; me: Faction }): DecisionAction {
  const held = ctx.view.private?.nexusCard ?? null;
  const draw = held === null || !usable(ctx.view, held);
  return { type: 'nexus-draw', event: d.id, draw, redrawOwn: !(BUILT[ctx.me]?.includes('cunning') ?? false) };
}

/** The traitor cards worth least go back: the weakest leaders, the seat's own first. */
function answerTraitors(d: Extract<Decision, { kind: 'nexus-traitors' }>, ctx: { me: Faction }): DecisionAction {
  // The Cheap Hero traitor betrays no leader: worth least.
  const worth = (c: TraitorCardId) => {
    if (!isLeaderId(c)) return -2;
    const l = leader(c);
    return l.faction === ctx.me ? -1 : l.strength;
  };
  const cards = [...d.options].sort((a, b) => worth(a) - worth(b)).slice(0, d.count);
  return { type: 'nexus-traitors', event: d.id, cards };
}

function answerWindow(d: Extract<Decision, { kind: 'karama-window' }>, ctx: { view: PlayerView; me: Faction }): DecisionAction | null {
  const card = ctx.view.private?.nexusCard ?? null;
  if (card === null || useFor(ctx.view, card) !== 'betrayal') return null;
  const use = d.uses.find((u) => BETRAYED[u.ability] === card && u.owner === card && u.owner !== ctx.me && u.user !== ctx.me);
  return use ? { type: 'karama-window', event: d.id, cancel: use.ability, card: null, betrayal: true } : null;
}

const forcesAt = (view: PlayerView, f: Faction, t: string) =>
  view.forces.filter((s) => s.faction === f && s.territory === t).reduce((n, s) => n + s.regular + s.elite, 0);
const play = (effect: NexusEffect, more: Partial<Extract<FreeAction, { type: 'nexus-card' }>> = {}): FreeAction => ({ type: 'nexus-card', effect, ...more });

/** The effect the bot plays now with the card it holds, or null (`pick` non-null: the legal bot, as soon as allowed). */
function freeAction(view: PlayerView, pick: number | null): FreeAction | null {
  const card = view.private?.nexusCard ?? null;
  const me = view.viewer as Faction;
  if (card === null || view.interrupted || view.phase === 'setup' || view.victory) return null;
  const use = useFor(view, card);
  const battle = view.round?.phase === 'battle' ? view.round.battle : null;
  const allyOfEcaz = view.alliances.find((p) => p.includes('ecaz'))?.find((f) => f !== 'ecaz') ?? null;
  switch (`${card}:${use}`) {
    case 'choam:betrayal':
      return (view.seats.find((s) => s.faction === 'choam')?.handSize ?? 0) >= (pick === null ? 2 : 1) ? play('choam-betrayal') : null;
    case 'moritani:betrayal': {
      const placed = view.moritani?.placed ?? [];
      const mine = placed.find((t) => pick !== null || forcesAt(view, me, t) > 0);
      return mine ? play('moritani-betrayal', { territory: mine as never }) : null;
    }
    case 'ecaz:betrayal': {
      if (allyOfEcaz === null || !['storm', 'spice-blow', 'choam-charity', 'bidding', 'revival'].includes(view.phase)) return null;
      const shared = [...new Set(view.forces.filter((s) => s.faction === 'ecaz').map((s) => s.territory))].find((t) => forcesAt(view, allyOfEcaz, t) > 0);
      return shared ? play('ecaz-betrayal', { territory: shared }) : null;
    }
    case 'ecaz:cunning':
      return view.phase === 'battle' && (pick !== null || battle?.aggressor === me || battle?.defender === me) && view.ecaz?.vidal?.at !== 'held'
        ? play('ecaz-cunning')
        : null;
    case 'ecaz:secret-ally': {
      const target = view.seats.map((s) => s.faction).find((f) => f !== me && f !== 'tleilaxu');
      return target && (pick !== null || view.phase === 'battle') ? play('ecaz-secret-ally', { target }) : null;
    }
    case 'harkonnen:cunning':
      return view.decks.traitor > 0 && (pick !== null || view.phase === 'revival') ? play('harkonnen-cunning') : null;
    case 'harkonnen:secret-ally':
      return view.phase === 'mentat-pause' && view.decks.traitor >= 2 && me !== 'tleilaxu' ? play('harkonnen-secret-ally') : null;
    case 'emperor:betrayal': {
      // In Bidding, the Emperor's ally's next card at the Emperor's cost: where no Advanced battle could use the card.
      const emperorAlly = view.alliances.find((p) => p.includes('emperor'))?.find((f) => f !== 'emperor') ?? null;
      if (view.phase === 'bidding' && emperorAlly !== null && (pick !== null || (!view.advanced && emperorAlly !== me)))
        return play('emperor-betrayal-purchase');
      return view.advanced &&
        battle !== null &&
        battle.plans === null &&
        (battle.aggressor === 'emperor' || battle.defender === 'emperor') &&
        (pick !== null || battle.aggressor === me || battle.defender === me)
        ? play('emperor-betrayal')
        : null;
    }
    case 'emperor:cunning': {
      // Advanced, in the Battle phase, before its own battle's plans: a battle of its that is under way, or one to come.
      if (!view.advanced || view.phase !== 'battle') return null;
      if (battle !== null) return (battle.aggressor === me || battle.defender === me) && PRE_PLAN.includes(battle.stage) ? play('emperor-cunning') : null;
      return pick !== null || contested(view, me) ? play('emperor-cunning') : null;
    }
    case 'bene-gesserit:secret-ally':
      // In the Battle phase, before the Voice's moment of its own battle (one under way, or one to come).
      if (view.phase !== 'battle') return pick !== null && view.phase === 'bidding' ? play('bene-gesserit-secret-ally') : null;
      if (battle !== null)
        return (battle.aggressor === me || battle.defender === me) && ['poison', 'mentat', 'posture'].includes(battle.stage)
          ? play('bene-gesserit-secret-ally')
          : null;
      return pick !== null || contested(view, me) ? play('bene-gesserit-secret-ally') : null;
    case 'atreides:cunning':
    case 'atreides:secret-ally': {
      // In its own battle before the reveal: the element Prescience did not show (the weapon, else the defense).
      if (battle === null || battle.plans !== null || (battle.aggressor !== me && battle.defender !== me)) return null;
      const element = battle.prescienceElement === 'weapon' ? 'defense' : 'weapon';
      return play(use === 'cunning' ? 'atreides-cunning' : 'atreides-secret-ally', { element });
    }
    case 'ixians:cunning':
      return battle !== null && (battle.aggressor === me || battle.defender === me) ? play('ixians-cunning') : null;
    case 'fremen:secret-ally':
      if (view.phase === 'bidding') return play('fremen-secret-ally-revival');
      return view.phase === 'spice-blow' ? play('fremen-secret-ally') : null;
    case 'fremen:cunning': {
      // A sandworm struck an empty territory, the rides still ahead: ride from the sand territory holding most of theirs.
      if (!view.nexusCards?.emptyWorm || !ridesAhead(view)) return null;
      const sources = view.forces.filter(
        (s) => s.faction === me && s.regular + s.elite > 0 && territory(s.territory).kind === 'sand' && !inStorm(view, s.territory, s.sector),
      );
      const from = sources.sort((a, b) => b.regular + b.elite - (a.regular + a.elite))[0];
      return from ? play('fremen-cunning', { territory: from.territory }) : null;
    }
    case 'fremen:betrayal':
      // The two-territory move is betrayed in its window; a ride is stopped as the Spice Blow begins.
      return view.phase === 'spice-blow' && (pick !== null || view.turn > 1) ? play('fremen-betrayal') : null;
    case 'emperor:secret-ally': {
      // In Bidding: three free revivals when the Tanks hold forces of its, else the next card bought for nothing.
      if (view.phase !== 'bidding') return null;
      const seat = view.seats.find((x) => x.faction === me);
      const dead = (seat?.tanks.regular ?? 0) + (seat?.tanks.elite ?? 0);
      const revive = pick === null ? dead >= 2 : pick % 2 === 0;
      return play(revive ? 'emperor-secret-ally' : 'emperor-secret-ally-card');
    }
    case 'tleilaxu:secret-ally': {
      const seat = view.seats.find((x) => x.faction === me);
      return view.phase === 'bidding' && seat !== undefined && seat.tanks.regular + seat.tanks.elite >= 2 ? play('tleilaxu-secret-ally') : null;
    }
    case 'tleilaxu:cunning':
      return (view.tleilaxu?.revealed.length ?? 0) > 0 ? play('tleilaxu-cunning') : null;
    case 'moritani:cunning':
      // From Shipment and Movement on, before the Mentat Pause, with a token to place and one placed already: a second
      // where it stands. (Asked only while Moritani has a decision, which it seldom has later in the turn.)
      return (pick !== null || ['shipment-movement', 'battle', 'spice-collection'].includes(view.phase)) &&
        view.phase !== 'mentat-pause' &&
        (view.moritani?.supply ?? 0) > 0 &&
        (view.moritani?.placed.length ?? 0) >= 1
        ? play('moritani-cunning')
        : null;
    case 'moritani:secret-ally':
      // Declared while its plan is being made: worth it when it holds a weapon or defense to save.
      return battle !== null && battle.plans === null && (battle.aggressor === me || battle.defender === me) && (view.private?.hand.length ?? 0) > 0
        ? play('moritani-secret-ally')
        : null;
    case 'guild:cunning': {
      // Its own turn under way, with forces and spice left for a second shipment.
      const round = view.round?.phase === 'shipment-movement' ? view.round : null;
      const seat = view.seats.find((x) => x.faction === me);
      const reserves = (seat?.reserves.regular ?? 0) + (seat?.reserves.elite ?? 0);
      return round?.acting === me && reserves > 0 && (pick !== null || (view.private?.spice ?? 0) >= 3) ? play('guild-cunning') : null;
    }
    case 'guild:secret-ally':
      // Played in Revival, ahead of its shipment (the legal bot: whenever allowed).
      return (pick !== null && shipmentAhead(view, me)) || view.phase === 'revival' ? play('guild-secret-ally') : null;
    case 'richese:cunning': {
      // Played in Revival, ahead of a shipment that may carry two No-Fields (its shipment bot ships the pair).
      const seat = view.seats.find((x) => x.faction === me);
      return (seat?.reserves.regular ?? 0) >= 3 && !view.richese?.noField && ((pick !== null && shipmentAhead(view, me)) || view.phase === 'revival')
        ? play('richese-cunning')
        : null;
    }
    case 'richese:secret-ally': {
      // Played in Revival, ahead of a shipment of at least three forces.
      const seat = view.seats.find((x) => x.faction === me);
      const reserves = (seat?.reserves.regular ?? 0) + (seat?.reserves.elite ?? 0);
      return reserves >= 3 && ((pick !== null && shipmentAhead(view, me)) || view.phase === 'revival') ? play('richese-secret-ally') : null;
    }
    case 'guild:betrayal': {
      // A shipment paid for: worth taking when it cost something (the legal bot: any).
      const last = view.nexusCards?.lastPaid;
      return last?.for === 'shipment' && last.amount >= (pick === null ? 3 : 1) ? play('guild-betrayal') : null;
    }
    case 'richese:betrayal': {
      const last = view.nexusCards?.lastPaid;
      if (view.phase !== 'bidding' || last?.for !== 'card') return null;
      const paid = last.paidTo === 'richese' && last.amount >= (pick === null ? 2 : 0);
      return paid || last.payer === 'richese' ? play('richese-betrayal') : null;
    }
    case 'choam:cunning':
      // Asked its Worthless effects, with a card to spare: one effect more (its bot then fuels it).
      return (view.private?.decisions ?? []).some((d) => d.kind === 'choam-worthless') && (view.private?.hand.length ?? 0) >= (pick === null ? 2 : 1)
        ? play('choam-cunning')
        : null;
    case 'choam:secret-ally': {
      if (view.nexusCards?.lastWin?.winner === me) return play('choam-secret-ally');
      // At Collection: a Worthless card of its hand sold for 2 spice.
      const worthless = (view.private?.hand ?? []).find((c) => familyOf(c) === 'worthless');
      return worthless && (view.phase === 'spice-collection' || view.phase === 'mentat-pause')
        ? play('choam-secret-ally-worthless', { card: worthless })
        : null;
    }
    case 'ixians:secret-ally': {
      // The card it just bought is in its hand: swapped for the deck's next one (a thinking bot keeps a weapon or defense).
      const bought = view.private?.nexusBought ?? null;
      return view.phase === 'bidding' && bought !== null && (view.private?.hand ?? []).includes(bought) ? play('ixians-secret-ally') : null;
    }
    case 'bene-gesserit:cunning': {
      const round = view.round?.phase === 'shipment-movement' ? view.round : null;
      if (round?.acting !== me) return null;
      const at = view.forces.find((s) => s.faction === me && s.advisors > 0 && (pick !== null || isStronghold(s.territory)));
      return at ? play('bene-gesserit-cunning', { territory: at.territory }) : null;
    }
    default:
      return null;
  }
}

export const nexusThinkingPlugin = {
  name: 'nexus-cards',
  thinkers: { 'nexus-draw': answerDraw, 'nexus-traitors': answerTraitors },
  windowAnswer: answerWindow,
  freeAction,
} satisfies ThinkingPlugin;
