// The rules engine's public API. Pure: no I/O, no clock, no randomness outside the seeded rng.ts.
import './plugins/index.ts';
// The thinking root (which loads the answers' root) beside the rules' root: every engine user (the room's autopilot,
// the simulator) has the bots and the legal answers installed too.
import './plugins/thinking.ts';
export { createGame, pendingDecisions, applyAction, stateHash } from './engine.ts';
export { viewFor, privateView } from './view.ts';
export { ConfigError, DEFAULT_MAX_TURNS, MIN_PLAYERS, MAX_PLAYERS } from './config.ts';
export * from './types.ts';
export { upgradeState, STATE_FORMAT } from './upgrade.ts';
export { compareIds, decisionKey, idOrder, replayConfig, sameDecision } from './ids.ts';
