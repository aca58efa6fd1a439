// The shape shared by every phase module: steps that open decisions, and handlers that answer them.
import type { Context } from '../context.ts';
import type { Action, ActionType, Decision, GameState } from '../types.ts';

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
/** Action types are named after the decision kind they answer. */
export type DecisionFor<T extends ActionType> = Extract<Decision, { kind: T }>;

export interface ActionHandler<T extends ActionType> {
  type: T;
  /** Rule id this action implements, for readers and errors. */
  rule: string;
  /** Returns why the choice is illegal, or null. Must not mutate. */
  check(state: GameState, decision: DecisionFor<T>, action: ActionOf<T>): string | null;
  /** Applies a checked action to the context's private copy of the state. */
  apply(ctx: Context, decision: DecisionFor<T>, action: ActionOf<T>): void;
}

export type HandlerTable = { [T in ActionType]: ActionHandler<T> };

/** A step of a phase: entering it performs automatic work and/or opens decisions. */
export interface StepDef<S extends string> {
  step: S;
  rule: string;
  enter(ctx: Context): void;
}
