// The shape of an optional module's web pieces, as the engine's plug-ins will have them: whether a game plays it,
// the rows it adds behind the seat's shield (private panel) and the public panel it adds beside the board.
import type { ComponentType } from 'preact';
import type { Decision, PlayerView } from '@dune-rooms/sdk';
import type { FormProps } from '../decisions/forms/types.ts';

export type Private = NonNullable<PlayerView['private']>;
export type BattlePrivate = Extract<NonNullable<Private['round']>, { phase: 'battle' }>;

export interface WebModule {
  id: 'choam' | 'homeworlds' | 'leader-skills';
  inPlay: (view: PlayerView) => boolean;
  /** `<dt>`/`<dd>` rows for the private panel's list (nothing when the seat has nothing of the module to see). */
  Private?: ComponentType<{ view: PlayerView; mine: Private }>;
  /** A public panel under the board. */
  Public?: ComponentType<{ view: PlayerView }>;
  /** Forms for the decisions the module adds, by kind. */
  forms?: Partial<Record<Decision['kind'], ComponentType<FormProps<never>>>>;
}

/** The battle part of the seat's private round view, when a battle round is on. */
export const battlePrivate = (mine: Private): BattlePrivate | null =>
  mine.round && 'phase' in mine.round && mine.round.phase === 'battle' ? mine.round : null;
