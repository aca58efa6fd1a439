// Legal answers to spice-blow decisions (see bots/legal.ts). None yet.
export const spiceBlowAnswers = {};
