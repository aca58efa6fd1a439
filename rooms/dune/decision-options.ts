// Decisions carry their options (PROTOCOL.md, Decision options): the places a client may name, listed in the seat's
// own view so that nothing is guessed. They are computed when the view is projected, never stored (the state hash,
// stored games and replays stay as they are), from what that seat may see: the public board and its own reserves,
// spice, hand and ally's offer. Each phase lists its own kinds (phases/<phase>/options.ts; CHOAM's Worthless plays
// in a plug-in's Plugin.decisionOptions, as CHOAM's Worthless plays), merged here like the answerers (bots/legal.ts), and each list is made by running the handler's own check, so it is exactly what the
// engine accepts.
import type { Decision, DecisionAction, DecisionKind, Draft } from './types.ts';
import { setupOptions } from './phases/setup/options.ts';
import { spiceBlowOptions } from './phases/spice-blow/options.ts';
import { shipmentOptions } from './phases/shipment-movement/options.ts';
import { plugins } from './extension-points.ts';

type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;

export interface DecisionOptions<K extends DecisionKind> {
  /** The fields to add to the decision in its seat's view. */
  fill(state: Draft, decision: DecisionOf<K>): Partial<DecisionOf<K>>;
  /** For an answer refused because it names a place not offered: the places allowed (`territory:sector,…`), else null. */
  allowed(state: Draft, decision: DecisionOf<K>, action: Extract<DecisionAction, { type: K }>): string[] | null;
}

export type OptionsTable = { [K in DecisionKind]?: DecisionOptions<K> };

const CORE_OPTIONS: OptionsTable = { ...setupOptions, ...spiceBlowOptions, ...shipmentOptions };
let options: OptionsTable | null = null;

/** The core's options and the plug-ins' (Plugin.decisionOptions), joined once the plug-ins are installed. */
const table = (): OptionsTable => (options ??= Object.assign({}, CORE_OPTIONS, ...plugins().map((p) => p.decisionOptions)));

const entry = (kind: DecisionKind): DecisionOptions<DecisionKind> | undefined => table()[kind] as DecisionOptions<DecisionKind> | undefined;

/** The decision (a private copy) with its options filled in, for its seat's view. */
export function withOptions(state: Draft, decision: Decision): Decision {
  const options = entry(decision.kind);
  return options ? Object.assign(decision, options.fill(state, decision as never)) : decision;
}

/** The places allowed, when `action` was refused for naming a place the decision does not offer (EngineError.allowed). */
export function allowedFor(state: Draft, decision: Decision, action: DecisionAction): string[] | undefined {
  return entry(decision.kind)?.allowed(state, decision as never, action as never) ?? undefined;
}
