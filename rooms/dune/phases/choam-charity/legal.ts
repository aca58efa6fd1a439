// Legal answers to choam-charity decisions (see bots/legal.ts). None yet.
export const choamAnswers = {};
