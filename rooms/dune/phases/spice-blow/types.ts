// 1.02 Spice Blow and Nexus: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type SpiceBlowDecision = never;
export type SpiceBlowAction = never;
export type SpiceBlowEvent = never;
export type SpiceBlowRound = never;
export type SpiceBlowRoundView = never;
export type SpiceBlowPrivateRoundView = never;
