// The create form's seat plan (web/src/lobby/seat-plan.ts): the form cannot strand a game.
import { expect } from 'chai';
import { loadWebModule } from './web-module.ts';

type Faction = 'atreides' | 'bene-gesserit' | 'emperor' | 'fremen' | 'harkonnen' | 'guild' | 'choam';
type Plan = Partial<Record<Faction, string>>;
interface Change {
  plan: Plan;
  note: string | null;
}
interface SeatPlanModule {
  tick(plan: Plan, f: Faction, on: boolean, name: (f: Faction) => string): Change;
  setControl(plan: Plan, f: Faction, control: string | null, name: (f: Faction) => string): Change;
  summarise(plan: Plan, order: readonly Faction[]): { factions: Faction[]; mine: Faction | null; open: Faction[]; bots: Plan; problem: string | null };
}

const ORDER: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild', 'choam'];
const name = (f: Faction) => f.toUpperCase();

describe('web: the create form’s seat plan', function () {
  this.timeout(30_000);
  let m: SeatPlanModule;
  before(async () => {
    m = await loadWebModule<SeatPlanModule>('web/src/lobby/seat-plan.ts');
  });

  it('a ticked faction (CHOAM too) joins as a bot, never as an open seat', () => {
    const { plan, note } = m.tick({ atreides: 'you', harkonnen: 'bot:easy' }, 'choam', true, name);
    expect(plan.choam).to.equal('bot:medium');
    expect(note).to.equal(null);
    expect(m.summarise(plan, ORDER).open).to.deep.equal([]);
  });

  it('choosing "you" for another faction hands the one left to a bot and says so; no open seat appears', () => {
    const { plan, note } = m.setControl({ atreides: 'you', fremen: 'bot:hard' }, 'fremen', 'you', name);
    expect(plan).to.deep.equal({ atreides: 'bot:medium', fremen: 'you' });
    expect(note).to.include('ATREIDES').and.include('bot');
    expect(m.summarise(plan, ORDER)).to.deep.include({ mine: 'fremen', open: [] });
  });

  it('open seats are those chosen by hand, named in the summary; bots keep their profiles', () => {
    const s = m.summarise({ atreides: 'you', emperor: 'open', guild: 'bot:brutal' }, ORDER);
    expect(s).to.deep.include({ factions: ['atreides', 'emperor', 'guild'], mine: 'atreides', open: ['emperor'], problem: null });
    expect(s.bots).to.deep.equal({ guild: 'brutal' });
  });

  it('fewer than 2 or more than 6 factions cannot be sent', () => {
    expect(m.summarise({ atreides: 'you' }, ORDER).problem).to.match(/at least 2/);
    const seven = Object.fromEntries(ORDER.map((f) => [f, 'bot:easy'])) as Plan;
    expect(m.summarise(seven, ORDER).problem).to.match(/at most 6/);
    delete seven.choam;
    expect(m.summarise(seven, ORDER).problem).to.equal(null);
  });
});
