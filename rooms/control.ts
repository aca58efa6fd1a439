// Who controls each seat, as stored with the game: the autopilot options of this game and each seat's mode. New
// games take the server's defaults for what their create options leave out.
import type { Faction } from './dune/index.ts';
import type { BotProfile } from './dune/bots/index.ts';
import { Autopilot, type AutopilotOptions, type ControlState } from './autopilot.ts';
import type { GameDefaults } from './ports.ts';

/** Control data stored with the game: the autopilot options and who controls each seat. */
export interface StoredControl {
  options: AutopilotOptions;
  state: ControlState;
}

/** What a game's create options may say about control. */
export interface ControlRequest {
  bots?: Partial<Record<Faction, BotProfile>>;
  botDelayMs?: number;
  graceSeconds?: number;
  turnSeconds?: number | null;
  autopilotProfile?: BotProfile;
}

/** The control of a new game: bot seats as asked, every other seat human; unset options from `defaults`. */
export function newControl(seating: readonly Faction[], request: ControlRequest, defaults: GameDefaults): StoredControl {
  const autopilotProfile = request.autopilotProfile ?? defaults.autopilotProfile;
  return {
    options: {
      botDelayMs: request.botDelayMs ?? defaults.botDelayMs,
      graceSeconds: request.graceSeconds ?? defaults.graceSeconds,
      turnSeconds: request.turnSeconds === undefined ? defaults.turnSeconds : request.turnSeconds,
      autopilotProfile,
    },
    state: Autopilot.initialControl(seating, request.bots ?? {}, autopilotProfile),
  };
}

export function storedControl(autopilot: Autopilot): StoredControl {
  return { options: autopilot.options, state: autopilot.state };
}
