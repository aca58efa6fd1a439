// 1.13.06, 1.14.01–1.14.05: in the Advanced game a faction may spend a Karama card, once a game, on its own power. The
// panel shows while the power is unused, the seat holds a card it may play as a Karama, and the phase is the power's;
// the targets it offers are read from public facts, and the engine judges the rest (a refusal shows and changes
// nothing). The Emperor's power is part of the revival form (1.14.02); CHOAM's is in its module's folder.
import { useState } from 'preact/hooks';
import { TERRITORIES, type Action, type Faction, type GameConnection, type PlayerView, type TreacheryCardId } from '@dune-rooms/sdk';
import { karamaCardsIn } from '@dune-rooms/sdk/answers';
import type { Place } from '../../board/offered.ts';
import { factionName, territoryName, titled } from '../../names.ts';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import { FreePanel } from './free-panel.tsx';
import { useFreeAction } from './use-act.ts';

const SAND = TERRITORIES.filter((t) => t.kind === 'sand').map((t) => t.id);

/** A power's form: who or where it is aimed at, in words, and the action for each choice. */
interface Power {
  title: string;
  note: string;
  choices: { value: string; label: string }[];
  action: (card: TreacheryCardId, choice: string) => Action;
  done: (choice: string) => string;
}

const others = (view: PlayerView, me: Faction) => view.seats.map((s) => s.faction).filter((f) => f !== me);
const asFactions = (fs: Faction[]) => fs.map((f) => ({ value: f, label: factionName(f) }));

/** The seat's power when it may be aimed now, else null. */
function powerOf(view: PlayerView, me: Faction): Power | null {
  const round = view.round;
  if (me === 'atreides') {
    const battle = round?.phase === 'battle' ? round.battle : null;
    if (battle?.stage !== 'reveal' || battle.plans !== null) return null;
    return {
      title: 'Karama: see a battle plan (1.14.01)',
      note: 'You see the whole plan of one side of this battle as soon as it is sealed. Everyone learns whose plan you looked at.',
      choices: asFactions([battle.aggressor, battle.defender].filter((f) => f !== me)),
      action: (card, target) => ({ type: 'karama-power', power: 'atreides-plan', card, target: target as Faction }),
      done: (target) => `You will see the ${factionName(target)} plan once it is sealed.`,
    };
  }
  if (me === 'harkonnen') {
    if (round?.phase !== 'bidding' || view.karama.window !== null || view.cardWindow !== null) return null;
    const targets = view.seats.filter((s) => s.faction !== me && s.handSize > 0 && s.faction !== round.highBidder).map((s) => s.faction);
    return {
      title: "Karama: take a player's hand (1.14.04)",
      note: 'You take their whole hand, then give back as many cards of your choice. Not the top bidder’s hand.',
      choices: asFactions(targets),
      action: (card, target) => ({ type: 'karama-power', power: 'harkonnen-hand', card, target: target as Faction }),
      done: (target) => `You took the ${factionName(target)} hand: choose the cards to give back.`,
    };
  }
  if (me === 'guild') {
    if (round?.phase !== 'shipment-movement') return null;
    const targets = others(view, me).filter((f) => f !== 'fremen' && !round.done.includes(f) && (round.acting !== f || round.stage === 'ship'));
    return {
      title: "Karama: stop a player's shipment (1.14.05)",
      note: 'They may not ship from off-planet this phase; they may still move.',
      choices: asFactions(targets),
      action: (card, target) => ({ type: 'karama-power', power: 'guild-shipment', card, target: target as Faction }),
      done: (target) => `The ${factionName(target)} may not ship from off-planet this phase.`,
    };
  }
  if (me === 'fremen') {
    if (round?.phase !== 'spice-blow' || view.turn <= 1) return null;
    return {
      title: 'Karama: call a sandworm (1.14.03)',
      note: 'It devours what stands in the sand territory you name (your forces excepted) once the blow in progress is over, and a Nexus follows.',
      choices: SAND.map((t) => ({ value: t, label: territoryName(t) })),
      action: (card, territory) => ({ type: 'karama-power', power: 'fremen-worm', card, territory: territory as (typeof SAND)[number] }),
      done: (territory) => `A sandworm is called to ${territoryName(territory)}.`,
    };
  }
  return null;
}

export function KaramaPower({ connection, view, picked }: { connection: GameConnection; view: PlayerView; picked: Place | null }) {
  const state = useFreeAction(connection);
  const [choice, setChoice] = useState('');
  const me = view.viewer;
  if (me === 'spectator' || !view.advanced || view.victory || view.interrupted || view.karama.powersUsed.includes(me)) return null;
  const card = karamaCardsIn(view, me)[0];
  const power = card && powerOf(view, me);
  if (!card || !power || power.choices.length === 0) return null;
  const values = power.choices.map((c) => c.value);
  const labels = new Map(power.choices.map((c) => [c.value, c.label]));
  // A place tapped on the map is the default choice when the power is aimed at a place.
  const chosen = values.includes(choice) ? choice : picked && values.includes(picked.territory) ? picked.territory : values[0]!;
  return (
    <FreePanel testid="karama-power" title={power.title} note={power.note} state={state}>
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          state.act(power.action(card, chosen), power.done(chosen));
        }}
      >
        <ChoiceSelect ariaLabel="Aimed at" testid="power-target" value={chosen} choices={values} words={(v) => labels.get(v) ?? v} onChange={setChoice} />
        <button type="submit" disabled={state.busy} data-testid="play-power">
          Spend {titled(card)}
        </button>
      </form>
    </FreePanel>
  );
}
