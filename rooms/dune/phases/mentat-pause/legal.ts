// Legal answers to mentat-pause decisions (see bots/legal.ts). None yet.
export const mentatAnswers = {};
