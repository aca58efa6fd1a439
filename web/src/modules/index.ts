// The optional modules' web pieces, one folder each, composed here (the web's one composition root): the shared
// panels, the log, the rules texts and the decision forms ask these for the modules' parts, in this list's order.
// The later factions' parts (later.ts) are a chunk of their own, loaded when a game seats one of them
// (useLaterModules): until then the page goes without them, and the table re-renders once they are in.
import { useEffect, useState } from 'preact/hooks';
import { choam } from './choam/index.tsx';
import { homeworlds } from './homeworlds/index.tsx';
import { leaderSkills } from './leader-skills/index.tsx';
import { distrans } from './distrans/index.tsx';
import { nullentropyBox } from './nullentropy-box/index.tsx';
import { amal } from './amal/index.ts';
import { harvester } from './harvester/index.ts';
import { residualPoison } from './residual-poison/index.ts';
import { juiceOfSapho } from './juice-of-sapho/index.ts';
import { semutaDrug } from './semuta-drug/index.ts';
import { portableSnooper } from './portable-snooper/index.tsx';
import { sandtrout } from './sandtrout/index.tsx';
import { techTokens } from './tech-tokens/index.tsx';
import { strongholdCards } from './stronghold-cards/index.tsx';
import { discovery } from './discovery/index.tsx';
import type { LATER } from './later.ts';
import type { Decision, Faction, LeaderId, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { titled } from '../names.ts';
import type { Sentences } from '../log/sentence-types.ts';
import type { YesNoEntry } from '../decisions/forms/types.ts';
import type { CardWindowDecision, RevealedPlan, WebModule, WindowUse } from './module.ts';

/** The modules loaded with the page: those listed before the later factions' parts, and those after. */
const FIRST = [choam, homeworlds, sandtrout, techTokens, strongholdCards, discovery] as const;
const LAST = [leaderSkills, distrans, nullentropyBox, amal, harvester, residualPoison, juiceOfSapho, semutaDrug, portableSnooper] as const;
type Listed = (typeof FIRST)[number] | (typeof LATER)[number] | (typeof LAST)[number];
/** The modules the page has: the later factions' parts join in their place once loaded. */
let MODULES: readonly WebModule[] = [...FIRST, ...LAST];

/** The keys of a member every module that has it gives as a table (its event kinds, its rules topics). */
type KeysOf<M, K extends keyof WebModule> = M extends { [P in K]: infer T } ? keyof T : never;
/** The event kinds the modules word (the core's log words every other kind). */
export type ModuleEventKind = KeysOf<Listed, 'sentences'>;
/** The rules topics the modules add to the core's. */
export type ModuleRulesTopic = KeysOf<Listed, 'rulesTexts'>;

/**
 * The event kinds the later factions word, known before their chunk is in (the log counts them as worded, their
 * sentences on their way): the type holds this list to their sentences' kinds exactly.
 */
const LATER_KINDS: Record<KeysOf<(typeof LATER)[number], 'sentences'>, 0> = {
  'cache-position-declared': 0,
  'black-market-offered': 0,
  'black-market-card-seen': 0,
  'black-market-sold': 0,
  'black-market-unsold': 0,
  'cache-lot-cancelled': 0,
  'cache-income-shared': 0,
  'cache-lot-offered': 0,
  'cache-bid-made': 0,
  'cache-bids-revealed': 0,
  'cache-card-sold': 0,
  'cache-card-taken': 0,
  'cache-card-taken-card': 0,
  'richese-card-given': 0,
  'richese-card-given-card': 0,
  'no-field-revealed': 0,
  'ally-no-field-allowed': 0,
  'cache-card-unsold': 0,
  'ambassadors-drawn': 0,
  'ambassador-placed': 0,
  'ambassador-triggered': 0,
  'ambassador-declined': 0,
  'ambassador-used': 0,
  'ambassador-seen': 0,
  'ambassador-drawn-card': 0,
  'ambassador-returned': 0,
  'vidal-taken': 0,
  'ecaz-karama-dial': 0,
  'occupy-fighter-chosen': 0,
  'occupy-collection-split': 0,
  'vidal-set-aside': 0,
  'ecaz-poison-income': 0,
  'ambassador-alliance-declined': 0,
  'terror-placed': 0,
  'terror-token-placed': 0,
  'terror-declined': 0,
  'terror-revealed': 0,
  'terror-effect': 0,
  'terror-card-drawn': 0,
  'terror-card-given': 0,
  'terror-alliance-offered': 0,
  'terror-alliance-refused': 0,
  'alliances-broken': 0,
  'extortion-paid': 0,
  'extortion-returned': 0,
  'hand-limit-discard': 0,
  'terror-returned': 0,
  'grumman-terror-removed': 0,
  'vidal-gained': 0,
  'moritani-ally-kept': 0,
  'leader-assassinated': 0,
  'assassins-replaced': 0,
  'assassins-drawn': 0,
  'moritani-karama-forced': 0,
  'moritani-karama-returned': 0,
  'terror-robbed': 0,
  'terror-forces-destroyed': 0,
  'hms-placed': 0,
  'hms-moved': 0,
  'ixian-pool-drawn': 0,
  'ixian-pool-seen': 0,
  'ixian-card-kept': 0,
  'ixian-extra-drawn': 0,
  'ixian-selection-seen': 0,
  'ixian-card-returned': 0,
  'technology-used': 0,
  'technology-swapped': 0,
  'ally-card-swapped': 0,
  'ally-swap-drawn': 0,
  'cyborgs-replaced': 0,
  'ixian-card-placed': 0,
  'face-dancers-drawn': 0,
  'face-dancers-seen': 0,
  'revival-paid-to-tleilaxu': 0,
  'free-revival-income': 0,
  'face-dancer-revealed': 0,
  'face-dancer-replaced': 0,
  'face-dancers-renewed': 0,
  'revival-limits-raised': 0,
  'early-leader-revival-allowed': 0,
  'revival-stopped': 0,
  'face-dancer-swapped': 0,
  'nexus-card-drawn': 0,
  'nexus-card-drawn-card': 0,
  'nexus-card-discarded': 0,
  'nexus-deck-shuffled': 0,
  'nexus-card-played': 0,
  'nexus-choam-discard': 0,
  'nexus-terror-removed': 0,
  'nexus-forces-home': 0,
  'nexus-traitor-answer': 0,
  'nexus-traitors-drawn': 0,
  'nexus-traitors-returned': 0,
  'nexus-face-dancers-replaced': 0,
  'nexus-card-seen': 0,
  'nexus-card-seen-card': 0,
  'nexus-card-replaced': 0,
  'nexus-card-replaced-card': 0,
  'nexus-payment-taken': 0,
  'nexus-sale-lost': 0,
  'nexus-extra-shipment': 0,
  'nexus-traitor-call-cancelled': 0,
  'nexus-face-dancer-cancelled': 0,
  'nexus-plan-look': 0,
  'nexus-plan-seen': 0,
  'nexus-ride-added': 0,
  'nexus-purchase-free': 0,
  'nexus-purchase-covered': 0,
  'nexus-worthless-sold': 0,
  'nexus-purchase-discarded': 0,
};

/** The event kinds the modules word: the later factions' among them before their chunk is in. */
export const MODULE_EVENT_KINDS: readonly string[] = [...MODULES.flatMap((m) => Object.keys(m.sentences ?? {})), ...Object.keys(LATER_KINDS)];

/** The forms of every module's decisions, for the decision panel (the later factions' added when they come). */
export const MODULE_FORMS: NonNullable<WebModule['forms']> = {};
/** The modules' yes/no decisions, for the yes/no form. */
export const MODULE_YES_NO: Partial<Record<Decision['kind'], YesNoEntry>> = {};
/** The log's sentences of the modules' events. */
export const MODULE_SENTENCES: Partial<Sentences> = {};

/** Adds modules' tables to the lookups above. */
function install(modules: readonly WebModule[]): void {
  for (const m of modules) {
    Object.assign(MODULE_FORMS, m.forms);
    Object.assign(MODULE_YES_NO, m.yesNo);
    Object.assign(MODULE_SENTENCES, m.sentences);
  }
}
install(MODULES);

/** The later factions, whose parts the chunk holds. */
const LATER_FACTIONS: readonly Faction[] = ['richese', 'ecaz', 'moritani', 'ixians', 'tleilaxu'];
/** A view whose game needs the chunk: one of those factions is seated, or a part of the view their modules show is there. */
const needsLater = (view: PlayerView): boolean =>
  view.seats.some((s) => LATER_FACTIONS.includes(s.faction)) ||
  [view.richese, view.ecaz, view.moritani, view.ixians, view.tleilaxu, view.nexusCards].some((p) => p !== null);

let laterIn = false;
let later: Promise<void> | null = null;

/** Loads the chunk once and puts its modules in their place (a failed load is tried again when next asked). */
function loadLater(): Promise<void> {
  later ??= import('./later.ts').then(
    ({ LATER: parts }) => {
      MODULES = [...FIRST, ...parts, ...LAST];
      install(parts);
      laterIn = true;
    },
    (error: unknown) => {
      later = null;
      throw error;
    },
  );
  return later;
}

/**
 * Loads the later factions' parts when the view's game needs them; true once they are in. The caller (the table)
 * re-renders then, and with it every panel, form, rules text and log line that asks for them. A failed load (a
 * dropped connection) is tried again with the next view.
 */
export function useLaterModules(view: PlayerView): boolean {
  const [ready, setReady] = useState(laterIn);
  const wanted = !ready && needsLater(view);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadLater().then(
      () => live && setReady(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, view]);
  return ready;
}

export const modulesInPlay = (view: PlayerView): WebModule[] => MODULES.filter((m) => m.inPlay(view));

/** The pieces the modules in play stand on the board. */
export const modulePieces = (view: PlayerView) => modulesInPlay(view).flatMap((m) => m.boardPieces?.(view) ?? []);

/** The ways to play a held card in a card window: its module's (a use named, a card taken), else one plain play. */
export function windowPlays(decision: CardWindowDecision, card: TreacheryCardId): { label: string; use: WindowUse }[] {
  const windowCard = MODULES.find((m) => m.windowCard?.family === familyOf(card))?.windowCard;
  return windowCard ? windowCard.plays(decision, card) : [{ label: `Play ${titled(card)}`, use: {} }];
}

/** The modules' ways to answer a Karama window with a card of their own (a Nexus card's Betrayal). */
export const karamaWindowPlays = (decision: Extract<Decision, { kind: 'karama-window' }>, view: PlayerView) =>
  modulesInPlay(view).flatMap((m) => m.karamaWindowPlays?.(decision, view) ?? []);

/** Whether the player's Karama setting governs a module's window. */
export const isModuleKaramaWindow = (kind: Decision['kind']): boolean => MODULES.some((m) => m.karamaWindows?.includes(kind));

/** A module's power a Karama may cancel, in words (undefined for one no module words). */
export function moduleAbility(id: string): string | undefined {
  for (const m of MODULES) {
    const words = m.abilities?.[id];
    if (words !== undefined) return words;
  }
  return undefined;
}

/** A module's rules texts of a topic (undefined for a topic no module adds). */
export function moduleRulesTexts(topic: string): Readonly<Record<string, string>> | undefined {
  for (const m of MODULES) {
    const texts = m.rulesTexts?.[topic];
    if (texts !== undefined) return texts;
  }
  return undefined;
}

/** The seat panel shows a seat's skills before its worlds, an order of its own. */
const SEAT_ORDER: readonly WebModule[] = [leaderSkills, homeworlds, choam];
export const seatPartsInPlay = (view: PlayerView): WebModule[] => SEAT_ORDER.filter((m) => m.SeatPart && m.inPlay(view));

/** Why a module keeps a living leader of the viewer's out of its battle plan (null when none does). */
export const moduleLeaderOut = (view: PlayerView, leader: LeaderId): string | null =>
  modulesInPlay(view).reduce<string | null>((why, m) => why ?? m.leaderOut?.(view, leader) ?? null, null);

/** The modules' words after a revealed plan's spice, and their rows after it. */
export const revealSpiceNote = (plan: RevealedPlan): string => MODULES.map((m) => m.revealSpiceNote?.(plan) ?? '').join('');
export const revealRows = (plan: RevealedPlan): [string, string][] => MODULES.flatMap((m) => m.revealRows?.(plan) ?? []);
