// The composition root of the rules: it installs the rule set (rules.ts: the plug-ins in their order and the handler
// tables) in the core (extension-points.ts), and composes the engine's types from the plug-ins' declarations.
import { installPlugins } from '../extension-points.ts';
import { FREE_HANDLERS, HANDLERS, PLUGINS } from './rules.ts';
import { installViewRules } from '../view-rules.ts';
import type { DistransAction, DistransEvent } from './distrans/types.ts';
import type { AmalEvent } from './amal/types.ts';
import type { ResidualPoisonEvent } from './residual-poison/types.ts';
import type { JuiceStatePart } from './juice-of-sapho/types.ts';
import type { SandtroutEvent, SandtroutStatePart, SandtroutViewPart } from './sandtrout/types.ts';
import type { TleilaxuAction, TleilaxuDecision, TleilaxuEvent, TleilaxuPrivateViewPart, TleilaxuStatePart, TleilaxuViewPart } from './tleilaxu/types.ts';
import type { IxianKaramaAction, IxiansAction, IxiansDecision, IxiansEvent, IxiansStatePart, IxiansViewPart } from './ixians/types.ts';
import type { HmsId } from '../board/hms.ts';
import type { DiscoveredPlace } from '../board/discoveries.ts';
import type { DiscoveryAction, DiscoveryDecision, DiscoveryEvent, DiscoveryPrivateViewPart, DiscoveryStatePart, DiscoveryViewPart } from './discovery/types.ts';
import type { TakeTechTokenAction, TakeTechTokenDecision, TechTokenEvent, TechTokensStatePart, TechTokensViewPart } from './tech-tokens/types.ts';
import type { HarvesterEvent } from './harvester/types.ts';
import type {
  HmsCardCopyAction,
  HmsCardCopyDecision,
  StrongholdCardEvent,
  StrongholdCardsStatePart,
  StrongholdCardsViewPart,
} from './stronghold-cards/types.ts';
import type {
  RicheseAction,
  RicheseDecision,
  RicheseFreeAction,
  RicheseEvent,
  RichesePrivateViewPart,
  RicheseStatePart,
  RicheseViewPart,
} from './richese/types.ts';
import type { EcazAction, EcazDecision, EcazEvent, EcazStatePart, EcazViewPart } from './ecaz/types.ts';
import type {
  NexusAction,
  NexusCardsPrivateViewPart,
  NexusCardsStatePart,
  NexusCardsViewPart,
  NexusDecision,
  NexusEvent,
  NexusFreeAction,
} from './nexus-cards/types.ts';
import type { MoritaniAction, MoritaniDecision, MoritaniEvent, MoritaniPrivateViewPart, MoritaniStatePart, MoritaniViewPart } from './moritani/types.ts';
import type { PortableSnooperAction, PortableSnooperDecision, PortableSnooperEvent } from './portable-snooper/types.ts';
import type { SemutaEvent } from './semuta-drug/types.ts';
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

export { PLUGINS };
// The Nexus card uses built (simulate counts those no game played).
export { BUILT_USES as NEXUS_BUILT_USES } from './nexus-cards/effects.ts';
installPlugins(PLUGINS, { handlers: HANDLERS, freeHandlers: FREE_HANDLERS });
// The plug-ins' view-level rules, which the answers' root (answers.ts) installs too: either root alone has them.
installViewRules(PLUGINS);

// ---------------------------------------------------------------- the engine's types, composed
// What the plug-ins add to the engine's unions and structures (the core's types.ts alone imports them, joins them to
// its own and passes the rest on to the deals' and the battle's types), each plug-in's part in the root's order. They are declared without `export` and exported in
// one list at the end because the protocol's schema generator gives every type declared `export` a definition of its
// own: unexported, these stay inlined in the engine's types and the published protocol keeps its shape.

// Decisions, the actions that answer them, and events.
type PluginDecision =
  | SkillDecision
  | ChoamFactionDecision
  | HomeworldDecision
  | TakeTechTokenDecision
  | IxiansDecision
  | TleilaxuDecision
  | RicheseDecision
  | EcazDecision
  | NexusDecision
  | MoritaniDecision
  | NullentropyDecision
  | PortableSnooperDecision
  | HmsCardCopyDecision
  | DiscoveryDecision;
type PluginAction =
  | SkillAction
  | ChoamFactionAction
  | HomeworldAction
  | TakeTechTokenAction
  | IxiansAction
  | TleilaxuAction
  | RicheseAction
  | EcazAction
  | NexusAction
  | MoritaniAction
  | NullentropySelectAction
  | PortableSnooperAction
  | HmsCardCopyAction
  | DiscoveryAction;
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
  | PortableSnooperEvent
  | SandtroutEvent
  | TechTokenEvent
  | IxiansEvent
  | TleilaxuEvent
  | RicheseEvent
  | EcazEvent
  | NexusEvent
  | MoritaniEvent
  | StrongholdCardEvent
  | DiscoveryEvent;
// Actions a seat may take at any time the plug-in's rules allow (deals/free.ts).
type PluginFreeAction = TupileIntelligenceAction | DistransAction | NullentropyBeginAction | IxianKaramaAction | RicheseFreeAction | NexusFreeAction;
// The optional parts of GameState, each present only in a game that plays its plug-in.
type PluginStateParts = SkillsStatePart &
  ChoamStatePart &
  HomeworldsStatePart &
  NullentropyStatePart &
  JuiceStatePart &
  SandtroutStatePart &
  TechTokensStatePart &
  IxiansStatePart &
  TleilaxuStatePart &
  RicheseStatePart &
  EcazStatePart &
  NexusCardsStatePart &
  MoritaniStatePart &
  StrongholdCardsStatePart &
  DiscoveryStatePart;
// Fields of every viewer's view and of a seat's private view.
type PluginViewParts = SkillsViewPart &
  ChoamViewPart &
  HomeworldsViewPart &
  SandtroutViewPart &
  TechTokensViewPart &
  IxiansViewPart &
  TleilaxuViewPart &
  RicheseViewPart &
  EcazViewPart &
  NexusCardsViewPart &
  MoritaniViewPart &
  StrongholdCardsViewPart &
  DiscoveryViewPart;
type PluginPrivateViewParts = SkillsPrivateViewPart &
  ChoamPrivateViewPart &
  HomeworldsPrivateViewPart &
  TleilaxuPrivateViewPart &
  RichesePrivateViewPart &
  MoritaniPrivateViewPart &
  NexusCardsPrivateViewPart &
  DiscoveryPrivateViewPart;
// Places forces can stand beside the territories of Arrakis (the homeworlds, the Ixians' HMS, the discovered places).
type PluginTerritoryId = World | HmsId | DiscoveredPlace;
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
