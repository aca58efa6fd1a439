// The optional modules' web pieces, one folder each, composed here (the web's one composition root): the shared
// panels, the log, the rules texts and the decision forms ask these for the modules' parts, in this list's order.
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
import { tleilaxu } from './tleilaxu/index.tsx';
import { ixians } from './ixians/index.tsx';
import { strongholdCards } from './stronghold-cards/index.tsx';
import { richese } from './richese/index.tsx';
import { ecaz } from './ecaz/index.tsx';
import type { Decision, LeaderId, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import { familyOf } from '@dune-rooms/sdk/answers';
import { titled } from '../names.ts';
import type { Sentences } from '../log/sentence-types.ts';
import type { YesNoEntry } from '../decisions/forms/types.ts';
import type { CardWindowDecision, RevealedPlan, WebModule, WindowUse } from './module.ts';

const LISTED = [
  choam,
  homeworlds,
  sandtrout,
  techTokens,
  strongholdCards,
  richese,
  ecaz,
  ixians,
  tleilaxu,
  leaderSkills,
  distrans,
  nullentropyBox,
  amal,
  harvester,
  residualPoison,
  juiceOfSapho,
  semutaDrug,
  portableSnooper,
] as const;
const MODULES: readonly WebModule[] = LISTED;

/** The keys of a member every module that has it gives as a table (its event kinds, its rules topics). */
type KeysOf<M, K extends keyof WebModule> = M extends { [P in K]: infer T } ? keyof T : never;
/** The event kinds the modules word (the core's log words every other kind). */
export type ModuleEventKind = KeysOf<(typeof LISTED)[number], 'sentences'>;
/** The rules topics the modules add to the core's. */
export type ModuleRulesTopic = KeysOf<(typeof LISTED)[number], 'rulesTexts'>;

export const modulesInPlay = (view: PlayerView): WebModule[] => MODULES.filter((m) => m.inPlay(view));

/** The pieces the modules in play stand on the board. */
export const modulePieces = (view: PlayerView) => modulesInPlay(view).flatMap((m) => m.boardPieces?.(view) ?? []);

/** The forms of every module's decisions, for the decision panel. */
export const MODULE_FORMS: NonNullable<WebModule['forms']> = Object.assign({}, ...MODULES.map((m) => m.forms ?? {}));

/** The ways to play a held card in a card window: its module's (a use named, a card taken), else one plain play. */
export function windowPlays(decision: CardWindowDecision, card: TreacheryCardId): { label: string; use: WindowUse }[] {
  const windowCard = MODULES.find((m) => m.windowCard?.family === familyOf(card))?.windowCard;
  return windowCard ? windowCard.plays(decision, card) : [{ label: `Play ${titled(card)}`, use: {} }];
}

/** The modules' yes/no decisions, for the yes/no form. */
export const MODULE_YES_NO: Partial<Record<Decision['kind'], YesNoEntry>> = Object.assign({}, ...MODULES.map((m) => m.yesNo ?? {}));

/** Whether the player's Karama setting governs a module's window. */
export const isModuleKaramaWindow = (kind: Decision['kind']): boolean => MODULES.some((m) => m.karamaWindows?.includes(kind));

/** The log's sentences of the modules' events. */
export const MODULE_SENTENCES: Partial<Sentences> = Object.assign({}, ...MODULES.map((m) => m.sentences ?? {}));

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
