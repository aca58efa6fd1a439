// Ecaz & Moritani expansion: three treachery cards added to the deck. Harass and Withdraw and Reinforcements go in
// a battle plan in place of a weapon or defense but count as neither (Ecaz & Moritani rulebook p11).
import { buildSet } from './build.ts';

export const ECAZ_CARDS = buildSet('ecaz', [
  ['harass-and-withdraw', 'Harass and Withdraw', 'special', 1],
  ['recruits', 'Recruits', 'special', 1],
  ['reinforcements', 'Reinforcements', 'special', 1],
]);
