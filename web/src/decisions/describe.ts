// An action in words, for the answer buttons: the common kinds say what they do; any other lists its fields.
import type { Action } from '@dune-rooms/sdk';
import { factionName, place, territoryName, titled } from '../names.ts';

function value(key: string, v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return key === 'to' || key === 'from' || key === 'territory' ? territoryName(v) : titled(v);
  if (Array.isArray(v)) return v.length === 0 ? 'none' : v.map((x) => value(key, x)).join(', ');
  if (typeof v === 'object' && 'territory' in v && 'sector' in v) return place(v as { territory: string; sector: number });
  return Object.entries(v as Record<string, unknown>)
    .filter(([, x]) => x !== undefined)
    .map(([k, x]) => `${k} ${value(k, x)}`)
    .join(', ');
}

function generic(action: Record<string, unknown>): string {
  const fields = Object.entries(action).filter(([k, v]) => k !== 'type' && k !== 'event' && v !== undefined);
  return `${titled(String(action.type))}${fields.length > 0 ? ': ' : ''}${fields.map(([k, v]) => `${k} ${value(k, v)}`).join('; ')}`;
}

export function describeAction(action: Action): string {
  switch (action.type) {
    case 'dial-storm':
      return `Dial ${action.value}`;
    case 'pick-traitor':
      return `Keep ${titled(action.leader)} as traitor`;
    case 'bid':
      return action.amount === 0 ? 'Pass' : `Bid ${action.amount}${action.karama ? ' (with Karama)' : ''}`;
    case 'ship':
      if (action.mode === 'pass') return 'Do not ship';
      return `Ship ${action.count ?? 0}${action.elite ? ` (${action.elite}★)` : ''} ${action.mode === 'off-planet' ? `from ${place(action.from)} back to reserves` : `to ${place(action.to)}`}${action.mode === 'cross' ? ` from ${place(action.from)}` : ''}`;
    case 'move': {
      if (!action.from || !action.to) return 'Do not move';
      const n = (action.groups ?? []).reduce((s, g) => s + g.count, 0);
      return `Move ${n} from ${territoryName(action.from)} to ${place(action.to)}`;
    }
    case 'battle-plan':
      return `Plan: ${action.leader ? titled(action.leader) : action.cheapHero ? titled(action.cheapHero) : 'no leader'}, dial ${action.dial}, weapon ${action.weapon ? titled(action.weapon) : 'none'}, defense ${action.defense ? titled(action.defense) : 'none'}${action.spice ? `, spice ${action.spice}` : ''}`;
    case 'predict':
      return `Predict ${factionName(action.faction)} on turn ${action.turn}`;
    case 'choose-battle':
      return `Fight ${factionName(action.opponent)} in ${territoryName(action.territory)}`;
    case 'call-traitor':
      return action.call ? 'Call traitor!' : 'No traitor call';
    case 'revive':
      return generic(action as unknown as Record<string, unknown>).replace(/^Revive: ?$/, 'Revive nothing');
    default:
      return generic(action as unknown as Record<string, unknown>);
  }
}
