// 1.06 Shipment and Movement: decisions, actions, events and round state. Not implemented yet: every type is empty.
export type ShipmentDecision = never;
export type ShipmentAction = never;
export type ShipmentEvent = never;
export type ShipmentRound = never;
export type ShipmentRoundView = never;
export type ShipmentPrivateRoundView = never;
