// The beneficiary's answer to an Ambassador's effect (EC.ambassador.*): what it chose, checked against its token.
import type { ActionHandler, ActionOf, DecisionFor } from '../../../phases/handler.ts';
import { pay } from '../../../payments.ts';
import type { Draft, EngineError, Faction } from '../../../types.ts';
import { CHOAM_PRICE, RICHESE_PRICE, discardAll, drawFor, useEffect } from './effects.ts';
import { forcesProblem, land, revive } from './forces.ts';
import { resumePending } from '../../../interrupts.ts';
import { takeVidal } from '../vidal.ts';

type Decision = DecisionFor<'ambassador-effect'>;
type Choice = ActionOf<'ambassador-effect'>;

const isCount = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 20);

/** The fields a token reads; any other field set is refused. */
const FIELDS: Record<string, readonly (keyof Choice)[]> = {
  'bene-gesserit': ['copy'],
  fremen: ['from', 'to', 'regular', 'elite'],
  guild: ['to', 'regular', 'elite'],
  ixians: ['cards'],
  choam: ['cards'],
  tleilaxu: ['leader', 'regular', 'elite'],
  richese: ['buy'],
  ecaz: ['ally', 'vidal', 'lend'],
};

function cardsProblem(state: Draft, d: Decision, a: Choice): string | EngineError | null {
  const cards = a.cards ?? [];
  if (!Array.isArray(cards) || new Set(cards).size !== cards.length) return 'cards lists distinct cards of your hand';
  const hand = state.factions[d.seat as Faction]!.hand;
  if (cards.some((c) => !hand.includes(c))) return { code: 'NOT_HELD', message: 'a card named is not in your hand' };
  return d.token === 'ixians' && cards.length !== 1 ? 'EC.ambassador.ixians: discard exactly one card (or pass)' : null;
}

/** EC.ambassador.ecaz: Duke Vidal, or the alliance (with Vidal lent or not), as the decision offers. */
function ecazProblem(d: Decision, a: Choice): string | null {
  if (a.vidal === true) return d.vidal && a.ally === undefined && a.lend === undefined ? null : 'vidal: true takes Duke Vidal (when offered), alone';
  if (a.ally !== true || !d.alliance) return 'answer vidal: true, or ally: true when an alliance may be offered';
  return a.lend === true && !d.vidal ? 'Duke Vidal cannot be lent now' : null;
}

export const ambassadorEffect: ActionHandler<'ambassador-effect'> = {
  type: 'ambassador-effect',
  rule: 'EC.ambassador',
  check(state, d, a) {
    const allowed = FIELDS[d.token] ?? [];
    const set = (Object.keys(a) as (keyof Choice)[]).filter((k) => k !== 'type' && k !== 'event' && a[k] !== undefined);
    if (a.pass === true) return set.length === 1 ? null : 'a pass names nothing else';
    if (set.some((k) => !allowed.includes(k))) return `EC.ambassador.${d.token}: answer with ${allowed.join(', ')} (or pass: true)`;
    if (!isCount(a.regular) || !isCount(a.elite)) return 'regular and elite are whole numbers of forces';
    switch (d.token) {
      case 'bene-gesserit':
        return a.copy !== undefined && (d.copies ?? []).includes(a.copy) ? null : `copy one of ${(d.copies ?? []).join(', ')}`;
      case 'fremen':
      case 'guild':
      case 'tleilaxu':
        return forcesProblem(state, d, a);
      case 'ixians':
      case 'choam':
        return cardsProblem(state, d, a);
      case 'richese':
        return a.buy === true ? null : 'buy: true takes the top card for 3 spice';
      case 'ecaz':
        return ecazProblem(d, a);
      default:
        return 'this Ambassador asks nothing';
    }
  },
  apply(ctx, d, a) {
    ctx.close(d);
    const beneficiary = d.seat as Faction;
    const used = { type: 'ambassador-used', token: d.token, beneficiary, entrant: d.entrant } as const;
    if (a.pass === true) {
      ctx.emit({ ...used, passed: true });
      return resumePending(ctx.state);
    }
    switch (d.token) {
      case 'bene-gesserit':
        ctx.emit({ ...used, copy: a.copy! });
        return useEffect(ctx, { token: a.copy!, beneficiary, entrant: d.entrant, territory: d.territory });
      case 'fremen':
      case 'guild':
        land(ctx, d, a);
        return resumePending(ctx.state);
      case 'tleilaxu':
        revive(ctx, d, a);
        return resumePending(ctx.state);
      case 'ixians':
        discardAll(ctx, beneficiary, a.cards!);
        ctx.emit({ ...used, discarded: [...a.cards!] });
        drawFor(ctx, beneficiary);
        return resumePending(ctx.state);
      case 'choam': {
        discardAll(ctx, beneficiary, a.cards!);
        const spice = CHOAM_PRICE * a.cards!.length;
        ctx.ownFaction(beneficiary).spice += spice;
        ctx.emit({ ...used, discarded: [...a.cards!], spice });
        return resumePending(ctx.state);
      }
      case 'richese':
        ctx.ownFaction(beneficiary).spice -= RICHESE_PRICE;
        pay(ctx, beneficiary, 'bank', RICHESE_PRICE);
        ctx.emit({ ...used, spice: -RICHESE_PRICE, drew: 1 });
        drawFor(ctx, beneficiary);
        return resumePending(ctx.state);
      case 'ecaz':
        ctx.emit({ ...used });
        if (a.vidal) {
          takeVidal(ctx, beneficiary);
          return resumePending(ctx.state);
        }
        // EC.ambassador.ecaz: the entrant answers; the game stays held until it does.
        ctx.open({ kind: 'ambassador-alliance', seat: d.entrant, from: beneficiary, ...(a.lend ? { lend: true as const } : {}) });
        return;
    }
  },
};
