// This player's settings, kept in this browser's localStorage (not per game: they are the player's habits): whether
// the Karama and card windows it could act on are asked or passed unless it chooses, and the turn nudges (a sound,
// a browser notification) when the seat must act while the tab is hidden.
import { useEffect, useState } from 'preact/hooks';

export type WindowHabit = 'ask' | 'pass';

export interface Settings {
  /** Karama windows (and a module's windows that answer a Karama) when the seat holds a Karama. */
  karama: WindowHabit;
  /** Card windows (Amal, Harvester …, Weather Control, Family Atomics, Truthtrance, Portable Snooper) when it holds the card. */
  cards: WindowHabit;
  sound: boolean;
  notify: boolean;
}

const KEY = 'dune-rooms:settings';
const DEFAULTS: Settings = { karama: 'ask', cards: 'ask', sound: false, notify: false };
const listeners = new Set<(s: Settings) => void>();

export function settings(): Settings {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    return {
      karama: raw.karama === 'pass' ? 'pass' : 'ask',
      cards: raw.cards === 'pass' ? 'pass' : 'ask',
      sound: raw.sound === true,
      notify: raw.notify === true,
    };
  } catch {
    return DEFAULTS;
  }
}

export function changeSettings(change: Partial<Settings>): void {
  const next = { ...settings(), ...change };
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const l of listeners) l(next);
}

export function useSettings(): Settings {
  const [value, setValue] = useState(settings);
  useEffect(() => {
    listeners.add(setValue);
    return () => void listeners.delete(setValue);
  }, []);
  return value;
}
