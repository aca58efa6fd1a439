// Moritani's rules a client applies too (view-rules.ts): after the Atomics nobody ships into their territory (the
// Aftermath), and Moritani's hand limit and its ally's (whoever it is now) fall by one.
import { allyOf } from '../../alliances.ts';
import type { ViewRules } from '../../view-rules.ts';

const MORITANI = 'moritani';

export const moritaniViewRules = {
  name: 'moritani',
  closedToShipment: (board, _faction, territory) =>
    board.moritani?.aftermath === territory ? 'MO.terror.atomics: nobody ships into the Atomics Aftermath' : null,
  handLimitChange: (board, faction) => (board.moritani?.aftermath && (faction === MORITANI || allyOf(board, MORITANI) === faction) ? -1 : 0),
} satisfies ViewRules;
