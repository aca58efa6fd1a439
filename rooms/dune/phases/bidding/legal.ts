// Legal answers to bidding decisions (see bots/legal.ts). None yet.
export const biddingAnswers = {};
