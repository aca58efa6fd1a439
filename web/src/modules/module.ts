// The shape of an optional module's web pieces, as the engine's plug-ins will have them: whether a game plays it,
// the rows it adds behind the seat's shield (private panel), the public panel it adds beside the board and its
// pieces on it, its decision forms, and its words (log sentences, rules texts) and parts of shared panels (a seat, a
// battle), so that no shared file names a module's events, fields or texts.
import type { ComponentType, JSX } from 'preact';
import type { Action, Decision, Faction, GameConnection, LeaderId, PlayerView, TreacheryCardId } from '@dune-rooms/sdk';
import type { FormProps, YesNoEntry } from '../decisions/forms/types.ts';
import type { EventOf, Sentences } from '../log/sentence-types.ts';

export type Private = NonNullable<PlayerView['private']>;
export type BattlePrivate = Extract<NonNullable<Private['round']>, { phase: 'battle' }>;
/** One side's plan as the reveal shows it. */
export type RevealedPlan = NonNullable<EventOf<'plans-revealed'>['plans'][keyof EventOf<'plans-revealed'>['plans']]>;

/** A card window's decision. */
export type CardWindowDecision = Extract<Decision, { kind: 'card-window' }>;
/** What an answer playing a window card names beside it: a use, a card it takes. */
export type WindowUse = Pick<Extract<Action, { type: 'card-window' }>, 'mode' | 'take'>;

export interface WebModule {
  id:
    | 'choam'
    | 'homeworlds'
    | 'sandtrout'
    | 'tech-tokens'
    | 'stronghold-cards'
    | 'tleilaxu'
    | 'ixians'
    | 'richese'
    | 'ecaz'
    | 'moritani'
    | 'leader-skills'
    | 'distrans'
    | 'nullentropy-box'
    | 'amal'
    | 'harvester'
    | 'residual-poison'
    | 'juice-of-sapho'
    | 'semuta-drug'
    | 'portable-snooper'
    | 'nexus-cards'
    | 'discovery';
  inPlay: (view: PlayerView) => boolean;
  /** `<dt>`/`<dd>` rows for the private panel's list (nothing when the seat has nothing of the module to see). */
  Private?: ComponentType<{ view: PlayerView; mine: Private }>;
  /** A public panel under the board. */
  Public?: ComponentType<{ view: PlayerView }>;
  /** Its pieces on the board, each drawn about the origin (a key of its own) among the pieces of its place. */
  boardPieces?: (view: PlayerView) => { territory: string; sector: number; piece: JSX.Element }[];
  /** Panels for the free actions the module adds (shown to a seat, outside any decision). */
  Actions?: ComponentType<{ connection: GameConnection; view: PlayerView }>;
  /** Forms for the decisions the module adds, by kind. */
  forms?: Partial<Record<Decision['kind'], ComponentType<FormProps<never>>>>;
  /** Its window card: the ways to play a held one in a card window (without it, one plain "Play …"). */
  windowCard?: { family: string; plays: (decision: CardWindowDecision, card: TreacheryCardId) => { label: string; use: WindowUse }[] };
  /** Its decisions answered by yes or no: the question and the action each answer sends. */
  yesNo?: Partial<Record<Decision['kind'], YesNoEntry>>;
  /** Its windows that answer a Karama: the player's Karama setting governs them, as it does Karama windows. */
  karamaWindows?: readonly Decision['kind'][];
  /** The log's sentence for each event kind the module adds. */
  sentences?: Partial<Sentences>;
  /** Its ways to answer a Karama window with a card of its own (NX.betrayal): a label and the action each sends. */
  karamaWindowPlays?: (decision: Extract<Decision, { kind: 'karama-window' }>, view: PlayerView) => { label: string; action: Action }[];
  /** Its powers a Karama may cancel, in words, by the wire's ability id. */
  abilities?: Readonly<Record<string, string>>;
  /** Its rules texts at hand: by topic (a hint's `topic`), then by the wire's id. */
  rulesTexts?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Lines under a seat's leaders in the seat panel (nothing when the seat has none of the module's). */
  SeatPart?: ComponentType<{ view: PlayerView; faction: Faction }>;
  /** Why a living leader of the viewer's is left out of its battle plan, when the module keeps it out. */
  leaderOut?: (view: PlayerView, leader: LeaderId) => string | null;
  /** `<dt>`/`<dd>` rows for the private panel's battle in progress, after the core's. */
  BattleRows?: ComponentType<{ battle: BattlePrivate }>;
  /** `<li>` items beside the battle plan, among what the seat knows of the fight. */
  BattleIntel?: ComponentType<{ battle: BattlePrivate }>;
  /** Words after the spice dialled in a revealed plan: who else paid part of it (empty when nobody did). */
  revealSpiceNote?: (plan: RevealedPlan) => string;
  /** Label/value rows a revealed plan shows after its spice. */
  revealRows?: (plan: RevealedPlan) => [string, string][];
}

/** The battle part of the seat's private round view, when a battle round is on. */
export const battlePrivate = (mine: Private): BattlePrivate | null =>
  mine.round && 'phase' in mine.round && mine.round.phase === 'battle' ? mine.round : null;
