// The thinking bots' composition root: the third entry file of this folder (beside index.ts, the rules, and answers.ts,
// the legal answers). It lists the plug-ins' thinking parts (their bots' answers, free actions and what the core bots
// ask of them) in the rules' order and installs them (bots/extension-points.ts), after the answers. The engine's entry
// (index.ts) and the load tester import it; a game UI, which needs the legal answers only, does not (the thinking parts
// were about a twentieth of the web app).
import './answers.ts';
import { installThinking } from '../bots/extension-points.ts';
import { choamThinkingPlugin } from './choam/bots/thinking.ts';
import { homeworldThinkingPlugin } from './homeworlds/bots/thinking.ts';
import { techTokensThinkingPlugin } from './tech-tokens/bots/thinking.ts';
import { tleilaxuThinkingPlugin } from './tleilaxu/bots/thinking.ts';
import { ecazThinkingPlugin } from './ecaz/bots/thinking.ts';
import { moritaniThinkingPlugin } from './moritani/bots/thinking.ts';
import { discoveryThinkingPlugin } from './discovery/bots/thinking.ts';
import { ixiansThinkingPlugin } from './ixians/bots/thinking.ts';
import { richeseThinkingPlugin } from './richese/bots/thinking.ts';
import { skillThinkingPlugin } from './leader-skills/bots/thinking.ts';
import { distransThinkingPlugin } from './distrans/bots/thinking.ts';
import { nullentropyThinkingPlugin } from './nullentropy-box/bots/thinking.ts';
import { strongholdCardsThinkingPlugin } from './stronghold-cards/bots/thinking.ts';
import { nexusThinkingPlugin } from './nexus-cards/bots/thinking.ts';
import { portableSnooperThinkingPlugin } from './portable-snooper/bots/thinking.ts';

/** The plug-ins with a thinking part, in the rules' order (plugins/index.ts). */
export const THINKING_PLUGINS = [
  skillThinkingPlugin,
  choamThinkingPlugin,
  homeworldThinkingPlugin,
  techTokensThinkingPlugin,
  richeseThinkingPlugin,
  ixiansThinkingPlugin,
  tleilaxuThinkingPlugin,
  ecazThinkingPlugin,
  moritaniThinkingPlugin,
  discoveryThinkingPlugin,
  strongholdCardsThinkingPlugin,
  nexusThinkingPlugin,
  distransThinkingPlugin,
  nullentropyThinkingPlugin,
  portableSnooperThinkingPlugin,
] as const;

installThinking(THINKING_PLUGINS);
