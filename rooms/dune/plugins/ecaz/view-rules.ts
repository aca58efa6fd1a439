// Ecaz's rules a client applies too (view-rules.ts): Ecaz and its ally share territories and count as one side where
// they do (EC.occupy), which the shipment and movement options read from a seat's view.
import type { ViewRules } from '../../view-rules.ts';
import { ecazPair } from './occupy/sides.ts';

export const ecazViewRules = {
  name: 'ecaz',
  sharesTerritories: ecazPair,
} satisfies ViewRules;
