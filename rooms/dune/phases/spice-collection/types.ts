// 1.08 Spice Collection: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type CollectionDecision = never;
export type CollectionAction = never;
export type CollectionEvent = never;
export type CollectionRound = never;
export type CollectionRoundView = never;
