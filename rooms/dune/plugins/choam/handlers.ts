// The CHOAM faction's action handlers (its decisions are opened by the phases' hooks).
import { choamMarket } from './market.ts';
import { choamTrade } from './trade.ts';
import { choamInflation } from './inflation.ts';
import { choamWorthless } from './worthless.ts';
import { auditPayoff, choamAudit } from './audit.ts';
import { choamBattleSupport } from './battle-funding.ts';
import { kullWahadAnswer } from './kull-wahad.ts';

export const choamFactionHandlers = {
  'choam-market': choamMarket,
  'choam-trade': choamTrade,
  'choam-inflation': choamInflation,
  'choam-worthless': choamWorthless,
  'choam-audit': choamAudit,
  'audit-payoff': auditPayoff,
  'choam-battle-support': choamBattleSupport,
  'kull-wahad': kullWahadAnswer,
};
