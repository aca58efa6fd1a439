// Errors the stores throw for misuse (a conflict is a normal result, never an error).

export class InvalidGameIdError extends Error {
  constructor(gameId: string) {
    super(`invalid gameId ${JSON.stringify(gameId).slice(0, 80)}: use 1–64 of A-Z a-z 0-9 _ -`);
  }
}

export class GameExistsError extends Error {
  constructor(gameId: string) {
    super(`game ${gameId} already exists`);
  }
}

/** The caller broke the contract (wrong next version, mismatched ids, bad ttl): a bug, not a race. */
export class StoreMisuseError extends Error {}
