// HW.tupile.intelligence: while Tupile shows its low face and is not occupied, CHOAM may ask each opposing faction
// once a game, if CHOAM has forces on its homeworld or it has forces on Tupile, for its spice and how many weapons or
// defenses it holds. Whom CHOAM may ask is public (the view's quote); what CHOAM asked for and the answer reach CHOAM
// alone, in its Tupile intelligence row.
import { useState } from 'preact/hooks';
import type { Faction, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { factionName } from '../../names.ts';
import { ChoiceSelect } from '../../decisions/forms/choice-select.tsx';
import { FreePanel } from '../../table/free-actions/free-panel.tsx';
import { useFreeAction } from '../../table/free-actions/use-act.ts';

const CATEGORIES = ['weapons', 'defenses'] as const;

export function TupileRequest({ connection, view }: { connection: GameConnection; view: PlayerView }) {
  const state = useFreeAction(connection);
  const [target, setTarget] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('weapons');
  const quote = view.tupile;
  if (view.viewer !== 'choam' || !quote || quote.blocked || quote.targets.length === 0 || view.phase === 'setup' || view.victory || view.interrupted)
    return null;
  const asked: Faction = (quote.targets as string[]).includes(target) ? (target as Faction) : quote.targets[0]!;
  return (
    <FreePanel
      testid="tupile-request"
      title="Ask through Tupile"
      note="Once a game per faction. Everyone sees whom you asked; only you see what you asked for and the answer."
      state={state}
    >
      <form
        class="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          state.act({ type: 'tupile-intelligence', target: asked, category }, `The ${factionName(asked)} answered: see Tupile intelligence.`);
        }}
      >
        <ChoiceSelect label="Ask" testid="tupile-target" value={asked} choices={quote.targets} words={factionName} onChange={setTarget} />
        <ChoiceSelect label="for its spice and its" testid="tupile-category" value={category} choices={CATEGORIES} words={(c) => c} onChange={setCategory} />
        <button type="submit" disabled={state.busy} data-testid="ask">
          Ask
        </button>
      </form>
    </FreePanel>
  );
}
