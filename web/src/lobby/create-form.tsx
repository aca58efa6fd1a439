// Creates a game: factions and who plays each (you, an open seat, a bot and its profile: seat-plan.ts keeps the
// plan from stranding a game), card sets, modules, Advanced, turn limit, bot pace, public or unlisted. The seat
// token is kept in this browser (seat-tokens.ts).
import { useState } from 'preact/hooks';
import type { CreateOptions, Faction } from '@dune-rooms/sdk';
import { client, handOver } from '../server.ts';
import { storeSeat } from '../seat-tokens.ts';
import { factionName } from '../names.ts';
import { ErrorBox } from '../errors.tsx';

import { PROFILES, setControl, summarise, tick, type Control, type PlanChange, type SeatPlan } from './seat-plan.ts';

const FACTIONS: Faction[] = [
  'atreides',
  'bene-gesserit',
  'emperor',
  'fremen',
  'harkonnen',
  'guild',
  'choam',
  'tleilaxu',
  'ixians',
  'richese',
  'ecaz',
  'moritani',
];
/** Factions offered before all of their rules are built, and what is missing (the rules tables list it too). */
const IN_PART: Partial<Record<Faction, string>> = {
  ecaz: 'Ambassadors and Duke Vidal: no Occupy or Karama power yet',
  moritani: 'Terror tokens only: no Duke Vidal, ally’s kept card or Advanced rules yet',
};
const CARD_SETS = [
  ['ixians', 'Ixians & Tleilaxu'],
  ['richese', 'CHOAM & Richese cache'],
  ['ecaz', 'Ecaz & Moritani'],
] as const;
const MODULES = [
  ['leader-skills', 'Leader Skills'],
  ['homeworlds', 'Homeworlds'],
  ['sandtrout', 'Sandtrout'],
  ['cheap-hero-traitor', 'Cheap Hero traitor'],
  ['tech-tokens', 'Tech tokens'],
  ['stronghold-cards', 'Stronghold cards (Advanced)'],
] as const;
/** Modules of the Advanced game only: offered once it is chosen. */
const ADVANCED_ONLY: readonly string[] = ['stronghold-cards'];

export function CreateForm() {
  const [seats, setSeats] = useState<SeatPlan>({
    atreides: 'you',
    'bene-gesserit': 'bot:medium',
    emperor: 'bot:medium',
    fremen: 'bot:medium',
    harkonnen: 'bot:medium',
    guild: 'bot:medium',
  });
  const [cards, setCards] = useState<string[]>([]);
  const [modules, setModules] = useState<string[]>([]);
  const [advanced, setAdvanced] = useState(false);
  const [maxTurns, setMaxTurns] = useState(10);
  const [botDelayMs, setBotDelayMs] = useState(800);
  const [visibility, setVisibility] = useState<'public' | 'unlisted'>('public');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);
  const change = ({ plan, note }: PlanChange) => {
    setSeats(plan);
    setNote(note);
  };
  const summary = summarise(seats, FACTIONS);
  const toggle = (list: string[], set: (l: string[]) => void, id: string, on: boolean) => set(on ? [...list, id] : list.filter((x) => x !== id));

  const chosenModules = modules.filter((m) => advanced || !ADVANCED_ONLY.includes(m));
  const create = async (e: Event) => {
    e.preventDefault();
    const { factions, mine, bots, problem } = summary;
    if (problem) return;
    const options: CreateOptions = {
      factions,
      maxTurns,
      advanced,
      botDelayMs,
      visibility,
      bots,
      cards: ['base', ...cards] as CreateOptions['cards'],
      ...(chosenModules.length > 0 ? { modules: chosenModules as CreateOptions['modules'] } : {}),
      ...(mine ? { faction: mine } : { spectator: true }),
    };
    setBusy(true);
    setError(null);
    try {
      const game = await client.create(options);
      if (game.seatToken && game.faction) storeSeat(game.gameId, { token: game.seatToken, faction: game.faction });
      handOver(game);
      location.hash = `#/game/${game.gameId}`;
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="panel create" onSubmit={(e) => void create(e)} data-testid="create-form">
      <h2>New game</h2>
      <fieldset>
        <legend>Factions (2–6) and who plays them</legend>
        {FACTIONS.map((f) => (
          <div class="row" key={f}>
            <label class="grow">
              <input
                type="checkbox"
                name={`faction-${f}`}
                checked={!!seats[f]}
                onChange={(e) => change(tick(seats, f, e.currentTarget.checked, factionName))}
              />{' '}
              {factionName(f)}
              {IN_PART[f] && (
                <small title={IN_PART[f]} data-testid="in-part">
                  {' '}
                  (in part)
                </small>
              )}
            </label>
            <select
              aria-label={`${factionName(f)} played by`}
              name={`control-${f}`}
              disabled={!seats[f]}
              value={seats[f] ?? 'bot:medium'}
              onChange={(e) => change(setControl(seats, f, e.currentTarget.value as Control, factionName))}
            >
              <option value="you">you</option>
              <option value="open">open seat (a human joins)</option>
              {PROFILES.map((p) => (
                <option key={p} value={`bot:${p}`}>
                  bot, {p}
                </option>
              ))}
            </select>
          </div>
        ))}
        <p class="small" data-testid="seat-summary" aria-live="polite">
          {summary.factions.length} factions · {summary.mine ? `you play ${factionName(summary.mine)}` : 'you watch'}
          {summary.open.length > 0 ? ` · open seats for humans who join by the share link: ${summary.open.map(factionName).join(', ')}` : ' · no open seat'}
        </p>
        {note && (
          <p class="small note" data-testid="seat-note">
            {note}
          </p>
        )}
        {summary.problem && (
          <p class="error small" role="alert" data-testid="seat-problem">
            {summary.problem}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>Treachery cards and modules</legend>
        <label>
          <input type="checkbox" checked disabled /> Base deck
        </label>
        {CARD_SETS.map(([id, label]) => (
          <label key={id}>
            <input type="checkbox" name={`cards-${id}`} checked={cards.includes(id)} onChange={(e) => toggle(cards, setCards, id, e.currentTarget.checked)} />{' '}
            {label}
          </label>
        ))}
        {MODULES.map(([id, label]) => (
          <label key={id}>
            <input
              type="checkbox"
              name={`module-${id}`}
              checked={chosenModules.includes(id)}
              disabled={!advanced && ADVANCED_ONLY.includes(id)}
              onChange={(e) => toggle(modules, setModules, id, e.currentTarget.checked)}
            />{' '}
            {label}
          </label>
        ))}
        <label>
          <input type="checkbox" name="advanced" checked={advanced} onChange={(e) => setAdvanced(e.currentTarget.checked)} /> Advanced game
        </label>
      </fieldset>
      <fieldset class="row wrap">
        <label>
          Turns <input type="number" name="maxTurns" min={1} max={99} value={maxTurns} onInput={(e) => setMaxTurns(Number(e.currentTarget.value))} />
        </label>
        <label>
          Bot pace (ms){' '}
          <input type="number" name="botDelayMs" min={0} max={60000} value={botDelayMs} onInput={(e) => setBotDelayMs(Number(e.currentTarget.value))} />
        </label>
        <label>
          <input type="radio" name="visibility" checked={visibility === 'public'} onChange={() => setVisibility('public')} /> public (listed)
        </label>
        <label>
          <input type="radio" name="visibility" checked={visibility === 'unlisted'} onChange={() => setVisibility('unlisted')} /> unlisted
        </label>
      </fieldset>
      <ErrorBox error={error} />
      <button type="submit" disabled={busy || summary.problem !== null} data-testid="create">
        {busy ? 'Creating…' : 'Create game'}
      </button>
    </form>
  );
}
