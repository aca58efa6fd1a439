// The Homeworlds variant's view-level rules (view-rules.ts): one object, spread into both the plug-in (plugin.ts) and
// its answers (bots/answers.ts), so that the handlers and the answers apply the same functions.
import type { ViewRules } from '../../view-rules.ts';
import { homeworldQuote, homeworldShipmentProblem } from './shipping.ts';

export const homeworldViewRules = {
  // HW.shipping, HW.junction.high: the price of a shipment to a homeworld, and its checks.
  shipmentQuote: homeworldQuote,
  homeworldShipmentProblem,
} satisfies Omit<ViewRules, 'name'>;
