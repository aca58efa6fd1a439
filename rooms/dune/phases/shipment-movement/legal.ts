// Legal answers to shipment-movement decisions (see bots/legal.ts). None yet.
export const shipmentAnswers = {};
