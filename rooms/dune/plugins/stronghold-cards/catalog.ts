// The Advanced Stronghold cards of CHOAM & Richese (`modules: ['stronghold-cards']`, Advanced game): one card for each
// stronghold of the board, named by its place's id; the Hidden Mobile Stronghold's (`hms`) is in play with the Ixians.
/** The cards with an advantage of their own: those the HMS card may copy. */
export const COPIABLE_CARDS = ['arrakeen', 'carthag', 'habbanya-sietch', 'sietch-tabr', 'tueks-sietch'] as const;
export type CopiableCard = (typeof COPIABLE_CARDS)[number];

export const STRONGHOLD_CARDS = [...COPIABLE_CARDS, 'hms'] as const;
export type StrongholdCard = (typeof STRONGHOLD_CARDS)[number];

/** SC.arrakeen: what the bank pays of the holder's spice for dialed forces in a battle there. */
export const ARRAKEEN_SUPPORT = 2;

/** SC.tueks-sietch: what the bank pays the holder for each Worthless card it plays in a battle there. */
export const TUEKS_PER_WORTHLESS = 2;

export const isStrongholdCard = (id: string): id is StrongholdCard => (STRONGHOLD_CARDS as readonly string[]).includes(id);
