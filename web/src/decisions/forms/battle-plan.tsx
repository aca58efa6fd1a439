// 1.07.04: the battle plan from the decision's options: a leader (or Cheap Hero), a dial up to maxDial, a weapon
// and a defense from the hand, and in the Advanced game the spice dialed and the starred forces.
import { useState } from 'preact/hooks';
import type { LeaderId, TreacheryCardId } from '@dune-rooms/sdk';
import { factionName, territoryName, titled } from '../../names.ts';
import type { FormProps } from './types.ts';

export function BattlePlan({ decision, view, send, busy }: FormProps<'battle-plan'>) {
  const hand = view.private?.hand ?? [];
  const heroes = decision.cheapHeroes.map((c) => `hero:${c}`);
  const [leader, setLeader] = useState<string>(decision.leaders[0] ?? heroes[0] ?? '');
  const [dial, setDial] = useState(decision.maxDial);
  const [weapon, setWeapon] = useState('');
  const [defense, setDefense] = useState('');
  const [spice, setSpice] = useState(0);
  const [elite, setElite] = useState(0);
  const cards = (picked: string) =>
    ['', ...hand.filter((c) => c !== picked && !heroes.includes(`hero:${c}`))].map((c) => (
      <option key={c} value={c}>
        {c ? titled(c) : 'none'}
      </option>
    ));
  return (
    <form
      class="plan"
      onSubmit={(e) => {
        e.preventDefault();
        send({
          type: 'battle-plan',
          event: decision.id,
          karama: null,
          leader: leader.startsWith('hero:') || leader === '' ? null : (leader as LeaderId),
          cheapHero: leader.startsWith('hero:') ? (leader.slice(5) as TreacheryCardId) : null,
          dial,
          weapon: (weapon || null) as TreacheryCardId | null,
          defense: (defense || null) as TreacheryCardId | null,
          ...(decision.maxSpice ? { spice } : {}),
          ...(decision.maxElite ? { elite } : {}),
        });
      }}
    >
      <p>
        Battle in {territoryName(decision.territory)} against {factionName(decision.opponent)}
        {decision.voice ? ` — the Voice: ${decision.voice.play ? 'play' : 'do not play'} ${titled(decision.voice.subject)}` : ''}
        {decision.prescience ? ` — you revealed your ${decision.prescience.element}` : ''}
      </p>
      <div class="grid2">
        <label>
          Leader
          <select name="leader" value={leader} onChange={(e) => setLeader(e.currentTarget.value)}>
            <option value="">none</option>
            {decision.leaders.map((l) => (
              <option key={l} value={l}>
                {titled(l)}
              </option>
            ))}
            {heroes.map((h) => (
              <option key={h} value={h}>
                {titled(h.slice(5))} (Cheap Hero)
              </option>
            ))}
          </select>
        </label>
        <label>
          Dial (0–{decision.maxDial})
          <input type="number" name="dial" min={0} max={decision.maxDial} value={dial} onInput={(e) => setDial(Number(e.currentTarget.value))} />
        </label>
        <label>
          Weapon
          <select name="weapon" value={weapon} onChange={(e) => setWeapon(e.currentTarget.value)}>
            {cards(defense)}
          </select>
        </label>
        <label>
          Defense
          <select name="defense" value={defense} onChange={(e) => setDefense(e.currentTarget.value)}>
            {cards(weapon)}
          </select>
        </label>
        {decision.maxSpice !== undefined && decision.maxSpice > 0 && (
          <label>
            Spice (0–{decision.maxSpice})
            <input type="number" min={0} max={decision.maxSpice} value={spice} onInput={(e) => setSpice(Number(e.currentTarget.value))} />
          </label>
        )}
        {decision.maxElite !== undefined && decision.maxElite > 0 && (
          <label>
            Starred forces (0–{decision.maxElite})
            <input type="number" min={0} max={decision.maxElite} value={elite} onInput={(e) => setElite(Number(e.currentTarget.value))} />
          </label>
        )}
      </div>
      <button type="submit" disabled={busy} data-testid="submit">
        Submit plan
      </button>
    </form>
  );
}
