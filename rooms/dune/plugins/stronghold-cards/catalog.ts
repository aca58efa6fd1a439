// The Advanced Stronghold cards of CHOAM & Richese (`modules: ['stronghold-cards']`, Advanced game): one card for each
// stronghold of the board, named by its territory's id. The Hidden Mobile Stronghold's card is not built yet
// (docs/rules/richese.tsv, SC.hms).
export const STRONGHOLD_CARDS = ['arrakeen', 'carthag', 'habbanya-sietch', 'sietch-tabr', 'tueks-sietch'] as const;
export type StrongholdCard = (typeof STRONGHOLD_CARDS)[number];

/** SC.arrakeen: what the bank pays of the holder's spice for dialed forces in a battle there. */
export const ARRAKEEN_SUPPORT = 2;

/** SC.tueks-sietch: what the bank pays the holder for each Worthless card it plays in a battle there. */
export const TUEKS_PER_WORTHLESS = 2;

export const isStrongholdCard = (id: string): id is StrongholdCard => (STRONGHOLD_CARDS as readonly string[]).includes(id);
