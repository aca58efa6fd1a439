// Spice Collection (1.08) is automatic: there are no decisions to answer.
export const collectionAnswers = {};
