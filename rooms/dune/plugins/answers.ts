// The answers' composition root: the other entry file of this folder (beside index.ts, which composes the rules). It
// lists the plug-ins' answers in the rules' order, composes the table of legal answers (the compiler checks that every
// decision kind has its answerer) and installs them (bots/extension-points.ts), with the plug-ins' view-level rules
// (view-rules.ts). The SDK imports it where it needs answers, and the thinking root (thinking.ts, which the engine's
// entry loads beside the rules), so that every engine user has both; the bots' own parts are installed by that root. It never imports a plug-in's rules entry (plugin.ts) nor the rules' root: a
// browser loads it without the rules' registry (importing that root was measured at +27% of the web app).
import type { AnswerTable } from '../answerer.ts';
import { CORE_ANSWERS } from '../bots/core-answers.ts';
import { installAnswers } from '../bots/extension-points.ts';
import { installViewRules } from '../view-rules.ts';
import { choamAnswerPlugin } from './choam/bots/answers.ts';
import { homeworldAnswerPlugin } from './homeworlds/bots/answers.ts';
import { sandtroutAnswerPlugin } from './sandtrout/bots/answers.ts';
import { cheapHeroTraitorAnswerPlugin } from './cheap-hero-traitor/bots/answers.ts';
import { techTokensAnswerPlugin } from './tech-tokens/bots/answers.ts';
import { tleilaxuAnswerPlugin } from './tleilaxu/bots/answers.ts';
import { ixiansAnswerPlugin } from './ixians/bots/answers.ts';
import { richeseAnswerPlugin } from './richese/bots/answers.ts';
import { skillAnswerPlugin } from './leader-skills/bots/answers.ts';
import { distransAnswerPlugin } from './distrans/bots/answers.ts';
import { mirrorAnswerPlugin } from './mirror-weapon/bots/answers.ts';
import { nullentropyAnswerPlugin } from './nullentropy-box/bots/answers.ts';
import { amalAnswerPlugin } from './amal/bots/answers.ts';
import { thumperAnswerPlugin } from './thumper/bots/answers.ts';
import { ecazCardsAnswerPlugin } from './ecaz-cards/bots/answers.ts';
import { residualPoisonAnswerPlugin } from './residual-poison/bots/answers.ts';
import { juiceAnswerPlugin } from './juice-of-sapho/bots/answers.ts';
import { harvesterAnswerPlugin } from './harvester/bots/answers.ts';
import { semutaAnswerPlugin } from './semuta-drug/bots/answers.ts';
import { portableSnooperAnswerPlugin } from './portable-snooper/bots/answers.ts';
import { ornithopterAnswerPlugin } from './ornithopter/bots/answers.ts';
import { strongholdCardsAnswerPlugin } from './stronghold-cards/bots/answers.ts';
import { ecazAnswerPlugin } from './ecaz/bots/answers.ts';
import { nexusAnswerPlugin } from './nexus-cards/bots/answers.ts';
import { moritaniAnswerPlugin } from './moritani/bots/answers.ts';
import { discoveryAnswerPlugin } from './discovery/bots/answers.ts';
import { HIEREG_TOKENS, SMUGGLER_TOKENS } from './discovery/types.ts';

export const ANSWER_PLUGINS = [
  skillAnswerPlugin,
  choamAnswerPlugin,
  homeworldAnswerPlugin,
  sandtroutAnswerPlugin,
  cheapHeroTraitorAnswerPlugin,
  techTokensAnswerPlugin,
  richeseAnswerPlugin,
  ixiansAnswerPlugin,
  tleilaxuAnswerPlugin,
  ecazAnswerPlugin,
  moritaniAnswerPlugin,
  discoveryAnswerPlugin,
  strongholdCardsAnswerPlugin,
  nexusAnswerPlugin,
  distransAnswerPlugin,
  nullentropyAnswerPlugin,
  mirrorAnswerPlugin,
  amalAnswerPlugin,
  thumperAnswerPlugin,
  ecazCardsAnswerPlugin,
  residualPoisonAnswerPlugin,
  juiceAnswerPlugin,
  harvesterAnswerPlugin,
  semutaAnswerPlugin,
  portableSnooperAnswerPlugin,
  ornithopterAnswerPlugin,
] as const;

const ANSWERS: AnswerTable = {
  ...CORE_ANSWERS,
  ...skillAnswerPlugin.answers,
  ...choamAnswerPlugin.answers,
  ...homeworldAnswerPlugin.answers,
  ...techTokensAnswerPlugin.answers,
  ...strongholdCardsAnswerPlugin.answers,
  ...ixiansAnswerPlugin.answers,
  ...tleilaxuAnswerPlugin.answers,
  ...richeseAnswerPlugin.answers,
  ...ecazAnswerPlugin.answers,
  ...nexusAnswerPlugin.answers,
  ...moritaniAnswerPlugin.answers,
  ...discoveryAnswerPlugin.answers,
  ...nullentropyAnswerPlugin.answers,
  ...portableSnooperAnswerPlugin.answers,
};

installViewRules(ANSWER_PLUGINS);
installAnswers(ANSWER_PLUGINS, { answers: ANSWERS });

/** The plug-ins' types a client names (the SDK re-exports them). */
export type { WorthlessPlay } from './choam/types.ts';

/** The plug-ins' catalogs and view types that clients, the wire schema and the tools name (the homeworlds, the skills). */
export { HOMEWORLDS, WORLDS, type Homeworld, type World } from './homeworlds/catalog.ts';
export { SKILLS, type SkillId } from './leader-skills/catalog.ts';
export { TECH_TOKENS, type TechToken } from './tech-tokens/catalog.ts';
export { COPIABLE_CARDS, STRONGHOLD_CARDS, type StrongholdCard } from './stronghold-cards/catalog.ts';
/** EC.ambassadors: the eleven Ambassador tokens; MO.terror: the six Terror tokens. */
export { AMBASSADORS } from './ecaz/types.ts';
export { TERRORS } from './moritani/types.ts';
/** DS.tokens: the eight Discovery tokens. */
export const DISCOVERY_TOKENS = [...HIEREG_TOKENS, ...SMUGGLER_TOKENS] as const;
/** NX: the Nexus card effects played as free actions. */
export { NEXUS_EFFECTS } from './nexus-cards/types.ts';
// NX.betrayal: which Nexus card cancels which ability in a Karama window (the SDK's window passes, the web table).
export { BETRAYED as NEXUS_BETRAYED, betraysUse } from './nexus-cards/betrayed.ts';
/** The Tleilaxu's Face Dancers not yet revealed, from their own view (their forms offer only those). */
export { unrevealedFaceDancers } from './tleilaxu/legal.ts';
/** IX.hms.movement: the places the HMS may enter next from a place, with the storm where it is (its form offers those). */
export { hmsSteps, KARAMA_HMS_RANGE } from './ixians/hms.ts';
/** RI.karama, RI.ally.cards: the price of Richese's Karama purchase, and which cards it may give its ally. */
export { isRicheseCard, KARAMA_CACHE_PRICE } from './richese/catalog.ts';
/** RI.no-field.reveal: the phases in which Richese may reveal its No-Field at will (its panel offers it then). */
export { BEFORE_BATTLE as NO_FIELD_REVEAL_PHASES } from './richese/no-field/timing.ts';
export type { PublicSkill } from './leader-skills/types.ts';
export type { ChoamView, TradeOffer } from './choam/types.ts';
export type { HomeworldView, IntelReceipt, TupileQuote } from './homeworlds/types.ts';
