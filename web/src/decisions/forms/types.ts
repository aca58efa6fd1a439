// What every specific decision form is given.
import type { Action, Decision, PlayerView, TerritoryId } from '@dune-rooms/sdk';

export interface FormProps<K extends Decision['kind'] = Decision['kind']> {
  decision: Extract<Decision, { kind: K }>;
  view: PlayerView;
  send: (action: Action) => void;
  busy: boolean;
  /** The territory last tapped on the map, for forms that name a place. */
  picked: TerritoryId | null;
}
