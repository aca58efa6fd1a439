// This seat's open decisions, each answerable: a specific form for the common kinds, and for every kind the
// suggested answers and the JSON editor (candidates.tsx). A refused answer shows the DuneError.
import { useEffect, useState } from 'preact/hooks';
import type { Action, Decision, GameConnection, PlayerView } from '@dune-rooms/sdk';
import type { Place } from '../board/offered.ts';
import type { ComponentType } from 'preact';
import { ErrorBox } from '../errors.tsx';
import { titled } from '../names.ts';
import { Candidates } from './candidates.tsx';
import { BattlePlan } from './forms/battle-plan.tsx';
import { Bid } from './forms/bid.tsx';
import { Move } from './forms/move.tsx';
import { Ship } from './forms/ship.tsx';
import { BattleChoice, ChooseBattle, isYesNo, PickTraitor, Predict, StormDial, YesNo } from './forms/simple.tsx';
import type { FormProps } from './forms/types.ts';
import { useQuietWindows } from './quiet-windows.ts';
import { QuietNote } from './quiet-note.tsx';
import { useTurnNudge } from '../table/turn-nudge.ts';
import * as windows from './forms/windows.tsx';
import { PlaceAdvisor, Voice, Wartime } from './forms/bene-gesserit.tsx';
import { MODULE_FORMS } from '../modules/index.ts';
import { PrescienceAnswer } from './forms/prescience-answer.tsx';
import { CaptureLeader, KaramaSandworm, PlaceFremen, PlaceWorm } from './forms/faction-powers.tsx';
import { HarkonnenReturn } from './forms/card-returns.tsx';

const FORMS: Partial<Record<Decision['kind'], ComponentType<FormProps<never>>>> = {
  'dial-storm': StormDial,
  'pick-traitor': PickTraitor,
  predict: Predict,
  'choose-battle': ChooseBattle,
  bid: Bid,
  ship: Ship,
  move: Move,
  'battle-plan': BattlePlan,
  'claim-charity': windows.ClaimCharity,
  revive: windows.Revive,
  prescience: windows.AskPrescience,
  'battle-cards': windows.BattleCards,
  'karama-window': windows.KaramaWindow,
  'card-window': windows.CardWindow,
  truthtrance: windows.Truthtrance,
  'weather-control': windows.WeatherControl,
  'nexus-turn': windows.NexusTurn,
  'alliance-offer': windows.AllianceOffer,
  'protect-ally': windows.ProtectAlly,
  'offer-bid-support': windows.AllySupport,
  'offer-shipment-support': windows.AllySupport,
  'pay-ally-revival': windows.AllySupport,
  'place-advisor': PlaceAdvisor,
  voice: Voice,
  wartime: Wartime,
  'battle-choice': BattleChoice,
  'prescience-answer': PrescienceAnswer,
  'place-fremen': PlaceFremen,
  'place-worm': PlaceWorm,
  'karama-sandworm': KaramaSandworm,
  'capture-leader': CaptureLeader,
  'harkonnen-return': HarkonnenReturn,
};

/**
 * The form answering a decision kind, if the page has one (else only the suggested answers and the JSON editor); a
 * module's is looked up when asked, as a later faction's comes with its chunk (modules/index.ts).
 */
export const formOf = (kind: Decision['kind']): ComponentType<FormProps> | undefined =>
  (isYesNo(kind) ? YesNo : (MODULE_FORMS[kind] ?? FORMS[kind])) as ComponentType<FormProps> | undefined;

export function DecisionPanel({ connection, view, picked }: { connection: GameConnection; view: PlayerView; picked: Place | null }) {
  // Read after each view change (the view is a prop): the windows passed without asking are left out.
  const quiet = useQuietWindows(connection, view);
  const decisions = quiet.shown;
  useTurnNudge(connection.gameId, decisions.length);
  return (
    <section class="panel decisions" data-testid="decisions" aria-live="polite">
      <h3>Your decisions</h3>
      <QuietNote quiet={quiet} />
      {decisions.length === 0 && (
        <p class="muted" data-testid="no-decision">
          Nothing to decide now
          {view.awaiting.length > 0 ? `; waiting for ${[...new Set(view.awaiting.map((a) => titled(a.seat)))].join(', ')}` : ''}.
        </p>
      )}
      {decisions.map((d) => (
        <DecisionCard key={d.id} connection={connection} decision={d} view={view} picked={picked} />
      ))}
    </section>
  );
}

function DecisionCard({ connection, decision, view, picked }: { connection: GameConnection; decision: Decision; view: PlayerView; picked: Place | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => setError(null), [decision.id]);
  const send = (action: Action) => {
    setBusy(true);
    setError(null);
    connection.act(action).then(
      () => setBusy(false),
      (e: unknown) => {
        setBusy(false);
        setError(e);
      },
    );
  };
  const Form = formOf(decision.kind);
  return (
    <article class="decision" data-testid="decision" data-kind={decision.kind} data-event={decision.id}>
      <h4>
        {titled(decision.kind)} {decision.secret && <span class="muted small">(secret)</span>}
      </h4>
      {Form && <Form decision={decision} view={view} send={send} busy={busy} picked={picked} />}
      <ErrorBox error={error} />
      <Candidates decision={decision} view={view} send={send} busy={busy} />
    </article>
  );
}
