// Legal answers to spice-collection decisions (see bots/legal.ts). None yet.
export const collectionAnswers = {};
