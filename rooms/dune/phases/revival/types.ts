// 1.05 Revival: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type RevivalDecision = never;
export type RevivalAction = never;
export type RevivalEvent = never;
export type RevivalRound = never;
export type RevivalRoundView = never;
