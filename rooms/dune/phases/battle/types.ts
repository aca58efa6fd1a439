// 1.07 Battle: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type BattleDecision = never;
export type BattleAction = never;
export type BattleEvent = never;
export type BattleRound = never;
export type BattleRoundView = never;
export type BattlePrivateRoundView = never;
