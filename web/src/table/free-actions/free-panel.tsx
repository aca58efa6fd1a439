// The frame of one free action: a panel that opens on demand, its form, a note on the rules, and the outcome.
import type { ComponentChildren } from 'preact';
import { ErrorBox } from '../../errors.tsx';
import type { FreeActionState } from './use-act.ts';

export function FreePanel(props: { testid: string; title: string; note?: string; state: FreeActionState; children: ComponentChildren }) {
  const { testid, title, note, state, children } = props;
  return (
    <details class="panel" data-testid={testid}>
      <summary>{title}</summary>
      {children}
      {note && <p class="small muted">{note}</p>}
      {state.done && (
        <p class="small" data-testid="done">
          {state.done}
        </p>
      )}
      <ErrorBox error={state.error} />
    </details>
  );
}
