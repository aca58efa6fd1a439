// A name with its rules text at hand: shown while the pointer is over it, while it has the keyboard's focus, and
// toggled by a tap (Escape closes it). Screen readers get the text as the name's description. The text is in the
// page only while shown, so the name reads as itself everywhere else.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { titled } from '../names.ts';
import { rulesText, type RulesTopic } from './index.ts';

export function Hint({ topic, id, children }: { topic: RulesTopic; id: string; children: ComponentChildren }) {
  const [open, setOpen] = useState(false);
  const text = rulesText(topic, id);
  if (!text) return <>{children}</>;
  return (
    <span class="hint">
      <button
        type="button"
        class="hint-name"
        aria-expanded={open}
        {...{ 'aria-description': text }}
        data-testid="hint"
        data-topic={topic}
        data-id={id}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        {children}
      </button>
      {open && (
        <span role="tooltip" class="hint-text" data-testid="hint-text">
          {text}
        </span>
      )}
    </span>
  );
}

/** Names joined by ", ", each with its text. */
export function Hints({ topic, ids, name, none = 'none' }: { topic: RulesTopic; ids: readonly string[]; name: (id: string) => string; none?: string }) {
  if (ids.length === 0) return <>{none}</>;
  return (
    <>
      {ids.map((id, i) => (
        <span key={`${id}-${i}`}>
          {i > 0 && ', '}
          <Hint topic={topic} id={id}>
            {name(id)}
          </Hint>
        </span>
      ))}
    </>
  );
}

/** A treachery card's name with its text, wherever a card is named outside a control. */
export function CardName({ card }: { card: string }) {
  return (
    <Hint topic="card" id={card}>
      {titled(card)}
    </Hint>
  );
}
