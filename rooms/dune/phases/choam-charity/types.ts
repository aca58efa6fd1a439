// 1.03 CHOAM Charity: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type ChoamDecision = never;
export type ChoamAction = never;
export type ChoamEvent = never;
export type ChoamRound = never;
export type ChoamRoundView = never;
