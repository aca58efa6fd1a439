// The shapes shared by every phase module: the module itself, its steps, and handlers that answer decisions.
import type { Context } from '../context.ts';
import type { AbilityUse } from '../karama/types.ts';
import type { Action, ActionType, Decision, EngineError, Faction, Draft, Phase, PrivateRoundView, RoundView, SpiceCardId, TreacheryCardId } from '../types.ts';

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
/** Action types are named after the decision kind they answer. */
export type DecisionFor<T extends ActionType> = Extract<Decision, { kind: T }>;

export interface ActionHandler<T extends ActionType> {
  type: T;
  /** Rule id this action implements, for readers and errors. */
  rule: string;
  /** Returns why the choice is illegal (a message, or a specific code and message), or null. Must not mutate. */
  check(state: Draft, decision: DecisionFor<T>, action: ActionOf<T>): string | EngineError | null;
  /** Applies a checked action to the context's private copy of the state, closing the decision it answers. */
  apply(ctx: Context, decision: DecisionFor<T>, action: ActionOf<T>): void;
  /** For actions that may use ✷ abilities a Karama can cancel (3.01.11.01, 3.04); see karama/window.ts. */
  karama?: StarredAction<T>;
}

export interface StarredAction<T extends ActionType> {
  /** The ✷ abilities this checked action would use; a window opens for them before it is applied. */
  uses(state: Draft, decision: DecisionFor<T>, action: ActionOf<T>): AbilityUse[];
  /** What is applied instead when a use is cancelled and no other choice would be left (default: the retake). */
  fallback?(decision: DecisionFor<T>, action: ActionOf<T>): ActionOf<T>;
  /** 3.04: the decision opened again without the cancelled abilities (default: the same, marked `karamaCancelled`). */
  retake?(state: Draft, decision: DecisionFor<T>): DecisionFor<T>;
  /**
   * The action's fields are its seat's secret (a card put back, given or offered face down; or, asked of the action, a
   * No-Field's value): from rules edition 7 the window shows no attempt, only the ability used.
   */
  readonly secret?: true | ((action: ActionOf<T>) => boolean);
}

/** A step of a phase: entering it performs automatic work and/or opens decisions. */
export interface StepDef<S extends string> {
  step: S;
  rule: string;
  enter(ctx: Context): void;
}

/** Returned by PhaseModule.proceed: go on inside the phase, or the phase is over. */
export type Progress = 'continue' | 'done';

/**
 * One phase of the turn (or set-up). The runner (phases/turn.ts) calls `enter` when the phase starts and `proceed`
 * whenever no decision is pending; `proceed` does the next piece of work (possibly opening decisions) and says
 * whether the phase is over. Handlers answer the phase's decisions.
 */
export interface PhaseModule {
  phase: Phase;
  rule: string;
  enter(ctx: Context): void;
  proceed(ctx: Context): Progress;
  /** What everyone sees of this phase's round (null when nothing). */
  roundView?(state: Draft): RoundView | null;
  /** What one seat alone sees of this phase's round. */
  privateRoundView?(state: Draft, faction: Faction): PrivateRoundView | null;
  /** Cards the round holds outside decks and hands (cards up for bid, worms set aside …), for custody checks. */
  heldCards?(state: Draft): { treachery: TreacheryCardId[]; spice: SpiceCardId[] };
}

/**
 * Runs a list of steps: `proceed` enters the next one until the list is exhausted. `list` gives the steps (the
 * core's with the plug-ins' inserted, phases/plugin-steps.ts), asked for once the plug-ins are installed.
 */
export function stepRunner<S extends string>(list: () => readonly StepDef<S>[]): Pick<PhaseModule, 'enter' | 'proceed'> {
  let known: readonly StepDef<S>[] | null = null;
  const stepsOf = (): readonly StepDef<S>[] => (known ??= list());
  return {
    enter(ctx) {
      const steps = stepsOf();
      const first = steps[0]!;
      ctx.state.step = first.step;
      first.enter(ctx);
    },
    proceed(ctx) {
      const steps = stepsOf();
      const at = steps.findIndex((s) => s.step === ctx.state.step);
      const next = steps[at + 1];
      if (!next) return 'done';
      ctx.state.step = next.step;
      next.enter(ctx);
      return 'continue';
    },
  };
}
