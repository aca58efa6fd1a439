// A log line with the cards it names carrying their rules text: every treachery card id among the event's own fields
// (at any depth) whose printed name the sentence shows becomes a CardName there. The event is the viewer's own (its
// view of the game), so a hint adds nothing the line did not already say.
import type { ComponentChildren } from 'preact';
import { titled } from '../names.ts';
import { CardName } from '../rules-text/hint.tsx';
import { rulesText } from '../rules-text/index.ts';

/** The treachery card ids among `value`'s strings, at any depth (a string with a card's rules text is a card id). */
function cardsIn(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (rulesText('card', value) !== null) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) cardsIn(v, out);
  return out;
}

export function WithCardHints({ text, event }: { text: string; event: object }): ComponentChildren {
  // By name, longest first, so that "Shield Snooper" is found before "Shield".
  const byName = new Map([...cardsIn(event, new Set())].map((id) => [titled(id), id] as const).filter(([name]) => text.includes(name)));
  if (byName.size === 0) return text;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(pattern).map((part, i) => (byName.has(part) ? <CardName key={i} card={byName.get(part)!} /> : part));
}
