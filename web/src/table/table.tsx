// A game's table: the board, the turn, a battle's reveal, the seats, this seat's private panel and decisions, table talk, the log,
// and the victory screen. Re-renders on every change of the view (GameConnection.onChange).
import { useEffect, useState } from 'preact/hooks';
import type { GameConnection, GameEvent, PlayerView } from '@dune-rooms/sdk';
import { factionName, phaseName } from '../names.ts';
import { Board } from '../board/board.tsx';
import { placesOffered, type Place } from '../board/offered.ts';
import { Seats } from './seats.tsx';
import { Clock } from './clock.tsx';
import { PrivatePanel } from './private-panel.tsx';
import { FreeActions } from './free-actions/index.tsx';
import { DecisionPanel } from '../decisions/decision-panel.tsx';
import { Log } from '../log/log.tsx';
import { Victory } from './victory.tsx';
import { ChatPanel } from '../chat/chat-panel.tsx';
import { AutopilotToggle } from './autopilot.tsx';
import { ShareLink } from './share.tsx';
import { ForgetSeat } from './forget-seat.tsx';
import { BattleReveal } from './battle-reveal.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { WaitingForPlayers } from './waiting.tsx';
import { MoveSeat, SeatMovedNotice } from './move-seat.tsx';
import { KnownCardsContext, useKnownCards } from './known-cards.ts';
import { useLaterModules } from '../modules/index.ts';

export function Table({ connection }: { connection: GameConnection }) {
  const [view, setView] = useState<PlayerView>(connection.view);
  const [events, setEvents] = useState<readonly GameEvent[]>(connection.events);
  const [picked, setPicked] = useState<Place | null>(null);
  useEffect(() => {
    const stops = [
      connection.onChange((v) => setView(v)),
      connection.onReconnect((v) => setView(v)),
      connection.onEvents(() => setEvents([...connection.events]), { past: true }),
    ];
    setView(connection.view);
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection]);

  const me = connection.faction;
  const known = useKnownCards(connection.gameId, view, events);
  // The later factions' parts load with the first view that needs them: the whole table, its log too, re-renders then.
  useLaterModules(view);
  return (
    <div class="table" data-testid="table" data-phase={view.phase}>
      <div class="status panel">
        <span data-testid="turn">
          Turn {view.turn}/{view.maxTurns}
        </span>{' '}
        · <strong data-testid="phase">{phaseName(view.phase)}</strong> {view.step && <span class="muted">({view.step})</span>}
        {' · '}
        {me ? (
          <span>
            you are <strong>{factionName(me)}</strong>
          </span>
        ) : (
          <span>watching</span>
        )}
        {view.storm.sector !== null && <span> · storm in sector {view.storm.sector}</span>}
        {me && !view.victory && (
          <>
            {' '}
            <Clock until={connection.myClock} label="Your clock" />
          </>
        )}
        <WaitingForPlayers gameId={connection.gameId} control={connection.control} connected={connection.connected} />
        <div class="row wrap">
          {me && <AutopilotToggle connection={connection} view={view} />}
          <ShareLink gameId={connection.gameId} />
          {me && <ForgetSeat gameId={connection.gameId} />}
          {me && <SettingsPanel />}
          {me && <MoveSeat connection={connection} />}
        </div>
        <SeatMovedNotice connection={connection} />
      </div>
      {view.victory && <Victory victory={view.victory} />}
      <BattleReveal events={events} />
      <div class="board-area">
        <Board view={view} picked={picked} onPick={setPicked} offered={placesOffered(me && !view.victory ? connection.decisions : [])} />
      </div>
      <KnownCardsContext.Provider value={known}>
        <div class="side">
          {me && !view.victory && <DecisionPanel connection={connection} view={view} picked={picked} />}
          {view.private && <PrivatePanel view={view} />}
          {me && view.private && <FreeActions connection={connection} view={view} picked={picked} />}
          <Seats view={view} control={connection.control} clocks={connection.clocks} />
          <ChatPanel connection={connection} view={view} />
        </div>
      </KnownCardsContext.Provider>
      <div class="log-area">
        <Log events={events} />
      </div>
    </div>
  );
}
