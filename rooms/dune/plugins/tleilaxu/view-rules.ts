// The Tleilaxu's rules a client applies too (view-rules.ts): Zoal's worth in battle.
import type { ViewRules } from '../../view-rules.ts';
import { leader } from '../../factions/leaders.ts';

const ZOAL = 'zoal';

export const tleilaxuViewRules = {
  name: 'tleilaxu',
  // TL.zoal: Zoal is worth the leader he faces (its strength in the totals, a traitor's pay and a bounty); facing
  // none (a Cheap Hero, or nobody), nothing.
  leaderWorth: (id, opponent) => (id !== ZOAL ? null : opponent === null ? 0 : leader(opponent).strength),
} satisfies ViewRules;
