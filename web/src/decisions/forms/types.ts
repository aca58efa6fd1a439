// What every specific decision form is given.
import type { Action, Decision, PlayerView } from '@dune-rooms/sdk';
import type { Place } from '../../board/offered.ts';

export interface FormProps<K extends Decision['kind'] = Decision['kind']> {
  decision: Extract<Decision, { kind: K }>;
  view: PlayerView;
  send: (action: Action) => void;
  busy: boolean;
  /** The place last tapped on the map, for forms that name a place. */
  picked: Place | null;
}

/** A yes/no window: the question (worded from the decision where it names something), and the action each answer sends. */
export interface YesNoEntry {
  question: string | ((decision: Decision) => string);
  answer: (event: string, yes: boolean) => Action;
}
