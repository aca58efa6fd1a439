// 1.07.04: the battle plan from the decision's options: a leader (or Cheap Hero), a dial up to maxDial, a weapon
// and a defense — only pairs the rules let this hand play here (legalPairs: card roles, Prescience, the Voice,
// Reinforcements' cost) — and in the Advanced game the spice dialed, the starred forces and the Kwisatz Haderach.
// Each living leader left out of the list says why; what the seat knows of the opponent stands beside the form.
import { useState } from 'preact/hooks';
import { seatLeaders, type LeaderId, type TreacheryCardId } from '@dune-rooms/sdk';
import { legalPairs } from '@dune-rooms/sdk/answers';
import { factionName, leaderName, territoryName, titled } from '../../names.ts';
import { moduleLeaderOut } from '../../modules/index.ts';
import { BattleIntel } from './battle-intel.tsx';
import { CardName } from '../../rules-text/hint.tsx';
import type { FormProps } from './types.ts';

/** Why a leader of this seat's cannot fight here (the decision lists those that can). */
function missingLeaders({ decision, view }: Pick<FormProps<'battle-plan'>, 'decision' | 'view'>): { leader: LeaderId; why: string }[] {
  const seat = view.seats.find((s) => s.faction === view.viewer);
  if (!seat) return [];
  return seatLeaders(seat, view.advanced).flatMap(({ leader: disc, at: status }) => {
    if (decision.leaders.includes(disc.id)) return [];
    if (status === 'captured') return [{ leader: disc.id, why: 'held captive by the Harkonnen' }];
    if (status !== 'pool') return [{ leader: disc.id, why: 'in the Tanks' }];
    return [{ leader: disc.id, why: moduleLeaderOut(view, disc.id) ?? 'already fought in another territory this turn (1.07.04.04)' }];
  });
}

const byPrescience = (decision: FormProps<'battle-plan'>['decision'], element: string) =>
  decision.prescience?.element === element ? decision.prescience.value : undefined;

export function BattlePlan({ decision, view, send, busy }: FormProps<'battle-plan'>) {
  const hand = view.private?.hand ?? [];
  const heroes = decision.cheapHeroes.map((c) => `hero:${c}`);
  const shownLeader = byPrescience(decision, 'leader');
  const firstLeader =
    typeof shownLeader === 'string' ? (heroes.includes(`hero:${shownLeader}`) ? `hero:${shownLeader}` : shownLeader) : (decision.leaders[0] ?? heroes[0] ?? '');
  const [leader, setLeader] = useState<string>(firstLeader);
  const shownDial = byPrescience(decision, 'dial');
  const [dial, setDial] = useState(typeof shownDial === 'number' ? shownDial : decision.maxDial);
  const [weapon, setWeapon] = useState('');
  const [defense, setDefense] = useState('');
  const [spice, setSpice] = useState(0);
  const [elite, setElite] = useState(0);
  const [kwisatz, setKwisatz] = useState(decision.kwisatzHaderach === true);
  const cheapHero = leader.startsWith('hero:') ? (leader.slice(5) as TreacheryCardId) : null;
  // No leader, no cards (1.07.04.06): then the only pair is none and none.
  const pairs = leader === '' ? [{ weapon: null, defense: null }] : legalPairs(decision, hand, cheapHero);
  const weapons: string[] = [...new Set(pairs.map((p) => p.weapon ?? ''))];
  const chosenWeapon = weapons.includes(weapon) ? weapon : (weapons[0] ?? '');
  const defenses: string[] = [...new Set(pairs.filter((p) => (p.weapon ?? '') === chosenWeapon).map((p) => p.defense ?? ''))];
  const chosenDefense = defenses.includes(defense) ? defense : (defenses[0] ?? '');
  const missing = missingLeaders({ decision, view });
  const options = (cards: string[]) =>
    cards.map((c) => (
      <option key={c} value={c}>
        {c ? titled(c) : 'none'}
      </option>
    ));
  return (
    <div class="plan-with-intel">
      <form
        class="plan"
        data-testid="battle-plan"
        onSubmit={(e) => {
          e.preventDefault();
          send({
            type: 'battle-plan',
            event: decision.id,
            karama: null,
            leader: leader.startsWith('hero:') || leader === '' ? null : (leader as LeaderId),
            cheapHero,
            dial,
            weapon: (chosenWeapon || null) as TreacheryCardId | null,
            defense: (chosenDefense || null) as TreacheryCardId | null,
            ...(decision.maxSpice ? { spice } : {}),
            ...(decision.maxElite ? { elite } : {}),
            ...(decision.kwisatzHaderach && kwisatz ? { kwisatzHaderach: true as const } : {}),
          });
        }}
      >
        <p>
          Battle in {territoryName(decision.territory)} against {factionName(decision.opponent)}
          {decision.voice ? ` — the Voice: ${decision.voice.play ? 'play' : 'do not play'} ${titled(decision.voice.subject)}` : ''}
          {decision.prescience
            ? ` — you revealed your ${decision.prescience.element}${decision.prescience.value !== null ? ` (${titled(String(decision.prescience.value))})` : ''}: the plan must keep it`
            : ''}
        </p>
        <div class="grid2">
          <label>
            Leader
            <select name="leader" value={leader} onChange={(e) => setLeader(e.currentTarget.value)}>
              {decision.leaders.length === 0 && heroes.length === 0 && <option value="">none available</option>}
              {decision.leaders.map((l) => (
                <option key={l} value={l}>
                  {leaderName(l)}
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
            <select name="weapon" value={chosenWeapon} onChange={(e) => setWeapon(e.currentTarget.value)}>
              {options(weapons)}
            </select>
          </label>
          <label>
            Defense
            <select name="defense" value={chosenDefense} onChange={(e) => setDefense(e.currentTarget.value)}>
              {options(defenses)}
            </select>
          </label>
          {decision.maxSpice !== undefined && decision.maxSpice > 0 && (
            <label>
              Spice (0–{decision.maxSpice})
              <input type="number" name="spice" min={0} max={decision.maxSpice} value={spice} onInput={(e) => setSpice(Number(e.currentTarget.value))} />
            </label>
          )}
          {decision.maxElite !== undefined && decision.maxElite > 0 && (
            <label>
              Starred forces (0–{decision.maxElite})
              <input type="number" name="elite" min={0} max={decision.maxElite} value={elite} onInput={(e) => setElite(Number(e.currentTarget.value))} />
            </label>
          )}
          {decision.kwisatzHaderach && (
            <label>
              <input type="checkbox" name="kwisatz" checked={kwisatz} onChange={(e) => setKwisatz(e.currentTarget.checked)} /> Kwisatz Haderach joins
            </label>
          )}
        </div>
        {(chosenWeapon || chosenDefense) && (
          // The cards chosen, with their rules text (a select's options cannot carry it).
          <p class="small" data-testid="plan-cards">
            {chosenWeapon && (
              <>
                Weapon: <CardName card={chosenWeapon} />
              </>
            )}
            {chosenWeapon && chosenDefense && ' · '}
            {chosenDefense && (
              <>
                Defense: <CardName card={chosenDefense} />
              </>
            )}
          </p>
        )}
        {missing.length > 0 && (
          <ul class="small muted" data-testid="missing-leaders">
            {missing.map((m) => (
              <li key={m.leader}>
                {leaderName(m.leader)}: {m.why}
              </li>
            ))}
          </ul>
        )}
        <button type="submit" disabled={busy} data-testid="submit">
          Submit plan
        </button>
      </form>
      <BattleIntel view={view} opponent={decision.opponent} kwisatz={decision.kwisatzHaderach === true} />
    </div>
  );
}
