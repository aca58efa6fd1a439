// Under "pass unless I choose", how many windows the page passed, and the way to be asked at the next one.
import type { QuietWindows } from './quiet-windows.ts';

const LABEL = { karama: 'Karama', cards: 'card' } as const;

export function QuietNote({ quiet }: { quiet: QuietWindows }) {
  const habits = (['karama', 'cards'] as const).filter((h) => quiet.passed[h] > 0 || quiet.armed[h]);
  if (habits.length === 0) return null;
  return (
    <p class="small muted" data-testid="quiet-note">
      {habits.map((h) => (
        <span key={h}>
          {quiet.passed[h]} {LABEL[h]} windows passed for you.{' '}
          {quiet.armed[h] ? (
            <em>You will be asked at the next one.</em>
          ) : (
            <button type="button" onClick={() => quiet.askNext(h)} data-testid={`ask-next-${h}`}>
              Ask me at the next {LABEL[h]} window
            </button>
          )}{' '}
        </span>
      ))}
    </p>
  );
}
