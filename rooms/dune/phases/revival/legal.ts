// Legal answers to revival decisions (see bots/legal.ts). None yet.
export const revivalAnswers = {};
