// The composition root: the one file outside the plug-in folders that imports them. It lists the plug-ins in their
// order (set-up draws in this order, so it is part of every seed's game), composes the handler table (the compiler
// checks that every action type has exactly its handler) and installs both in the core (extension-points.ts).
import { CORE_HANDLERS } from '../core-handlers.ts';
import { CORE_FREE_HANDLERS, type FreeHandlerTable } from '../deals/free.ts';
import { installPlugins, type HandlerTable } from '../extension-points.ts';
import { installViewRules } from '../view-rules.ts';
import { choam } from './choam/plugin.ts';
import { homeworlds } from './homeworlds/plugin.ts';
import { leaderSkills } from './leader-skills/plugin.ts';
import { distrans } from './distrans/plugin.ts';
import type { DistransAction, DistransEvent } from './distrans/types.ts';
import { mirrorWeapon } from './mirror-weapon/plugin.ts';
import { amal } from './amal/plugin.ts';
import type { AmalEvent } from './amal/types.ts';
import { thumper } from './thumper/plugin.ts';
import { recruits } from './recruits/plugin.ts';
import { residualPoison } from './residual-poison/plugin.ts';
import type { ResidualPoisonEvent } from './residual-poison/types.ts';
import { juiceOfSapho } from './juice-of-sapho/plugin.ts';
import type { JuiceStatePart } from './juice-of-sapho/types.ts';
import { harvester } from './harvester/plugin.ts';
import type { HarvesterEvent } from './harvester/types.ts';
import { semutaDrug } from './semuta-drug/plugin.ts';
import { portableSnooper } from './portable-snooper/plugin.ts';
import { ornithopter } from './ornithopter/plugin.ts';
import type { PortableSnooperAction, PortableSnooperDecision, PortableSnooperEvent } from './portable-snooper/types.ts';
import type { SemutaEvent } from './semuta-drug/types.ts';
import { nullentropyBox } from './nullentropy-box/plugin.ts';
import type { NullentropyBeginAction, NullentropyDecision, NullentropyEvent, NullentropySelectAction, NullentropyStatePart } from './nullentropy-box/types.ts';
import type { SkillId } from './leader-skills/catalog.ts';
import type { SkillAction, SkillDecision, SkillEvent, SkillsPrivateViewPart, SkillsStatePart, SkillsViewPart } from './leader-skills/types.ts';
import type { ChoamFactionAction, ChoamFactionDecision, ChoamFactionEvent, ChoamPrivateViewPart, ChoamStatePart, ChoamViewPart } from './choam/types.ts';
import type { World } from './homeworlds/catalog.ts';
import type {
  HomeworldAction,
  HomeworldDecision,
  HomeworldEvent,
  HomeworldsPrivateViewPart,
  HomeworldsStatePart,
  HomeworldsViewPart,
  TupileIntelligenceAction,
} from './homeworlds/types.ts';

// The window cards last, in the order their windows offer them (a window's families are part of every game's state).
export const PLUGINS = [
  leaderSkills,
  choam,
  homeworlds,
  distrans,
  nullentropyBox,
  mirrorWeapon,
  amal,
  thumper,
  recruits,
  residualPoison,
  juiceOfSapho,
  harvester,
  semutaDrug,
  portableSnooper,
  ornithopter,
] as const;

const HANDLERS: HandlerTable = {
  ...CORE_HANDLERS,
  ...leaderSkills.handlers,
  ...choam.handlers,
  ...homeworlds.handlers,
  ...nullentropyBox.handlers,
  ...portableSnooper.handlers,
};

const FREE_HANDLERS: FreeHandlerTable = {
  ...CORE_FREE_HANDLERS,
  ...homeworlds.freeActions,
  ...distrans.freeActions,
  ...nullentropyBox.freeActions,
};

installPlugins(PLUGINS, { handlers: HANDLERS, freeHandlers: FREE_HANDLERS });
// The plug-ins' view-level rules, which the answers' root (answers.ts) installs too: either root alone has them.
installViewRules(PLUGINS);

// ---------------------------------------------------------------- the engine's types, composed
// What the plug-ins add to the engine's unions and structures (the core's types.ts alone imports them, joins them to
// its own and passes the rest on to the deals' and the battle's types), each plug-in's part in the root's order. They are declared without `export` and exported in
// one list at the end because the protocol's schema generator gives every type declared `export` a definition of its
// own: unexported, these stay inlined in the engine's types and the published protocol keeps its shape.

// Decisions, the actions that answer them, and events.
type PluginDecision = SkillDecision | ChoamFactionDecision | HomeworldDecision | NullentropyDecision | PortableSnooperDecision;
type PluginAction = SkillAction | ChoamFactionAction | HomeworldAction | NullentropySelectAction | PortableSnooperAction;
type PluginEvent =
  | SkillEvent
  | ChoamFactionEvent
  | HomeworldEvent
  | DistransEvent
  | NullentropyEvent
  | AmalEvent
  | ResidualPoisonEvent
  | HarvesterEvent
  | SemutaEvent
  | PortableSnooperEvent;
// Actions a seat may take at any time the plug-in's rules allow (deals/free.ts).
type PluginFreeAction = TupileIntelligenceAction | DistransAction | NullentropyBeginAction;
// The optional parts of GameState, each present only in a game that plays its plug-in.
type PluginStateParts = SkillsStatePart & ChoamStatePart & HomeworldsStatePart & NullentropyStatePart & JuiceStatePart;
// Fields of every viewer's view and of a seat's private view.
type PluginViewParts = SkillsViewPart & ChoamViewPart & HomeworldsViewPart;
type PluginPrivateViewParts = SkillsPrivateViewPart & ChoamPrivateViewPart & HomeworldsPrivateViewPart;
// Places forces can stand beside the territories of Arrakis (the homeworlds).
type PluginTerritoryId = World;
// A leader skill card, as a battle plan carries it into the fight.
type PluginSkillId = SkillId;

export type {
  PluginAction,
  PluginDecision,
  PluginEvent,
  PluginFreeAction,
  PluginPrivateViewParts,
  PluginSkillId,
  PluginStateParts,
  PluginTerritoryId,
  PluginViewParts,
};
