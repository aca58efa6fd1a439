// 1.04 Bidding: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type BiddingDecision = never;
export type BiddingAction = never;
export type BiddingEvent = never;
export type BiddingRound = never;
export type BiddingRoundView = never;
export type BiddingPrivateRoundView = never;
