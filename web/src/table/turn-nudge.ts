// "Your turn": the tab's title counts the decisions waiting for this seat, and when one arrives while the tab is
// hidden the page may play a short tone (made with WebAudio, no sound file) and show a browser notification — both
// opt-in (settings.ts), the notification only once the browser granted it.
import { useEffect, useRef } from 'preact/hooks';
import { settings } from '../settings.ts';

const TITLE = 'Dune — table';

/** Two short rising notes: enough to be heard from another tab, quiet enough not to startle. */
function chime(): void {
  const Audio = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Audio) return;
  const audio = new Audio();
  const gain = audio.createGain();
  gain.gain.value = 0.08;
  gain.connect(audio.destination);
  [660, 880].forEach((hz, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = hz;
    tone.connect(gain);
    const at = audio.currentTime + i * 0.18;
    tone.start(at);
    tone.stop(at + 0.15);
  });
  setTimeout(() => void audio.close(), 800);
}

function notify(gameId: string, count: number): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const note = new Notification('Dune: your turn', {
    body: `Game ${gameId}: ${count === 1 ? 'a decision waits' : `${count} decisions wait`} for you.`,
    tag: `dune-${gameId}`,
  });
  note.onclick = () => {
    window.focus();
    note.close();
  };
}

/** Asks the browser for notifications (a click's answer, as browsers require); whether they are allowed. */
export async function allowNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  return (await Notification.requestPermission()) === 'granted';
}

export function useTurnNudge(gameId: string, waiting: number): void {
  const before = useRef(0);
  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) Your turn — Dune` : TITLE;
    if (waiting > before.current && document.hidden) {
      const s = settings();
      if (s.sound) chime();
      if (s.notify) notify(gameId, waiting);
    }
    before.current = waiting;
  }, [waiting]);
  useEffect(
    () => () => {
      document.title = TITLE;
    },
    [],
  );
}
