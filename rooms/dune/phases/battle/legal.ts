// Legal answers to battle decisions (see bots/legal.ts). None yet.
export const battleAnswers = {};
