// Creates a game: factions and who plays each (you, an open seat, a bot and its profile), card sets, modules,
// Advanced, turn limit, bot pace, public or unlisted. The seat token is kept in this browser (seat-tokens.ts).
import { useState } from 'preact/hooks';
import type { CreateOptions, Faction } from '@dune-rooms/sdk';
import { client, handOver } from '../server.ts';
import { storeSeat } from '../seat-tokens.ts';
import { factionName } from '../names.ts';
import { ErrorBox } from '../errors.tsx';

const FACTIONS: Faction[] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild', 'choam'];
const PROFILES = ['easy', 'medium', 'hard', 'brutal'] as const;
type Profile = (typeof PROFILES)[number];
/** Who plays a faction: this browser, a human who joins later, or a bot. */
type Control = 'you' | 'open' | `bot:${Profile}`;
const CARD_SETS = [
  ['ixians', 'Ixians & Tleilaxu'],
  ['richese', 'CHOAM & Richese cache'],
  ['ecaz', 'Ecaz & Moritani'],
] as const;
const MODULES = [
  ['leader-skills', 'Leader Skills'],
  ['homeworlds', 'Homeworlds'],
] as const;

export function CreateForm() {
  const [seats, setSeats] = useState<Partial<Record<Faction, Control>>>({
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

  const setControl = (f: Faction, c: Control | null) =>
    setSeats((old) => {
      const next = { ...old };
      // One seat is yours at most: choosing another releases the first to an open seat.
      if (c === 'you') for (const k of Object.keys(next) as Faction[]) if (next[k] === 'you') next[k] = 'open';
      if (c === null) delete next[f];
      else next[f] = c;
      return next;
    });
  const toggle = (list: string[], set: (l: string[]) => void, id: string, on: boolean) => set(on ? [...list, id] : list.filter((x) => x !== id));

  const create = async (e: Event) => {
    e.preventDefault();
    const factions = FACTIONS.filter((f) => seats[f]);
    const mine = factions.find((f) => seats[f] === 'you');
    const bots = Object.fromEntries(factions.flatMap((f) => (seats[f]?.startsWith('bot:') ? [[f, seats[f]!.slice(4) as Profile]] : [])));
    const options: CreateOptions = {
      factions,
      maxTurns,
      advanced,
      botDelayMs,
      visibility,
      bots,
      cards: ['base', ...cards] as CreateOptions['cards'],
      ...(modules.length > 0 ? { modules: modules as CreateOptions['modules'] } : {}),
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
              <input type="checkbox" name={`faction-${f}`} checked={!!seats[f]} onChange={(e) => setControl(f, e.currentTarget.checked ? 'open' : null)} />{' '}
              {factionName(f)}
            </label>
            <select
              aria-label={`${factionName(f)} played by`}
              name={`control-${f}`}
              disabled={!seats[f]}
              value={seats[f] ?? 'open'}
              onChange={(e) => setControl(f, e.currentTarget.value as Control)}
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
              checked={modules.includes(id)}
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
      <button type="submit" disabled={busy} data-testid="create">
        {busy ? 'Creating…' : 'Create game'}
      </button>
    </form>
  );
}
