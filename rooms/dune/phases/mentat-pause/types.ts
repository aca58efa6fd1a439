// 1.09 Mentat Pause: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type MentatDecision = never;
export type MentatAction = never;
export type MentatEvent = never;
export type MentatRound = never;
export type MentatRoundView = never;
