// bidding actions. None yet.
export const biddingActionSchemas = [] as const;
