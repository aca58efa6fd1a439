// Windows every seat is asked alike (Karama, card play, Weather Control, Truthtrance, traitor calls …) answered by
// the page without asking: at once when the seat cannot act on them (its own hand and traitors say so:
// GameConnection.passWhenUnplayable), and, by the player's settings, those it could act on unless it chose to be
// asked at the next one. The pass goes at once either way; the room holds a human's quick answer to its timing
// floor, so how soon a window closes tells nothing of the seat's hand.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Decision, GameConnection, PlayerView } from '@dune-rooms/sdk';
import { settings, type Settings } from '../settings.ts';
import { isModuleKaramaWindow } from '../modules/index.ts';

/** Which setting governs a window the seat could act on; null: always asked (a traitor call it holds). */
function habitOf(d: Decision): keyof Pick<Settings, 'karama' | 'cards'> | null {
  if (d.kind === 'karama-window' || isModuleKaramaWindow(d.kind)) return 'karama';
  if (d.kind === 'call-traitor') return null;
  return 'cards';
}

export interface QuietWindows {
  /** The decisions the player is asked. */
  shown: Decision[];
  /** Windows passed under "pass unless I choose", by setting. */
  passed: { karama: number; cards: number };
  /** The next window of that kind is asked (the player chose to act). */
  askNext(habit: 'karama' | 'cards'): void;
  armed: { karama: boolean; cards: boolean };
}

export function useQuietWindows(connection: GameConnection, view: PlayerView): QuietWindows {
  const sent = useRef(new Set<string>());
  /** Windows kept for the player: asked once, they stay asked until answered. */
  const asked = useRef(new Set<string>());
  const [armed, setArmed] = useState({ karama: false, cards: false });
  const [passed, setPassed] = useState({ karama: 0, cards: 0 });
  const habits = settings();
  const shown: Decision[] = [];
  const passes: [Decision, NonNullable<ReturnType<GameConnection['windowPass']>>, 'karama' | 'cards' | null][] = [];
  for (const d of connection.decisions) {
    const pass = connection.windowPass(d);
    if (pass === null || asked.current.has(d.id)) {
      shown.push(d);
      continue;
    }
    const unplayable = connection.passWhenUnplayable(d);
    if (unplayable) {
      passes.push([d, unplayable, null]);
      continue;
    }
    const habit = habitOf(d);
    if (habit === null || habits[habit] === 'ask' || armed[habit]) {
      asked.current.add(d.id);
      shown.push(d);
    } else passes.push([d, pass, habit]);
  }
  // An armed habit is spent on the window it let through.
  const spent = shown.some((d) => asked.current.has(d.id) && habitOf(d) !== null && armed[habitOf(d)!]);
  useEffect(() => {
    if (spent) setArmed({ karama: false, cards: false });
    for (const [d, pass, habit] of passes) {
      if (sent.current.has(d.id)) continue;
      sent.current.add(d.id);
      if (habit) setPassed((p) => ({ ...p, [habit]: p[habit] + 1 }));
      // A pass that failed (the window closed meanwhile, or the connection dropped) may be sent again while open.
      connection.act(pass).catch(() => sent.current.delete(d.id));
    }
  }, [view, spent]);
  return { shown, passed, armed, askNext: (habit) => setArmed((a) => ({ ...a, [habit]: true })) };
}
