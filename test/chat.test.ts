// Table talk's parts without a server: the log's bounds and durability mark, the channels' readers, the schemas.
import { expect } from 'chai';
import { CHAT_LIMIT, CHAT_TEXT_BUDGET, ChatLog, type ChatTrimmed } from '../rooms/chat-log.ts';
import { StoredControlSchema } from '../rooms/control.ts';
import { ChatMessageSchema, SayMessageSchema, type ChatMessage } from '../schema/chat.ts';
import type { Faction, Viewer } from '../rooms/dune/index.ts';
import { report } from './support/capture-logs.ts';

const said = (text: string): Omit<ChatMessage, 'id'> => ({ at: 1, channel: 'public', from: 'atreides', text });
const SEATS: Faction[] = ['atreides', 'harkonnen', 'fremen', 'emperor'];
const READERS: Viewer[] = [...SEATS, 'spectator'];
const newLog = (stored: readonly ChatMessage[] = [], trimmed: ChatTrimmed = {}) => new ChatLog(stored, trimmed, READERS);

/** Writes `messages` and commits them, as the room does. */
function writeAll(log: ChatLog, messages: readonly Omit<ChatMessage, 'id'>[]): void {
  for (const m of messages) log.write(m);
  log.committed(log.stored().upTo);
}

const ids = (messages: readonly ChatMessage[]) => messages.map((m) => m.id);
const texts = (messages: readonly ChatMessage[]) => messages.map((m) => m.text);
const numbered = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `c${from + i}`);

describe('chat log and schemas', () => {
  it('keeps the last CHAT_LIMIT messages within the text budget, and shows only what was committed', () => {
    const log = newLog();
    for (let i = 0; i < CHAT_LIMIT + 20; i++) log.write(said(`m${i}`));
    expect(log.visibleTo('spectator')).to.deep.equal([]);
    const { chat, upTo } = log.stored();
    expect(chat).to.have.length(CHAT_LIMIT);
    expect(chat[0]!.text).to.equal('m20');
    log.committed(upTo);
    expect(log.visibleTo('fremen')).to.have.length(CHAT_LIMIT);
    const long = newLog();
    for (let i = 0; i < 2 * (CHAT_TEXT_BUDGET / 500); i++) long.write(said('x'.repeat(500)));
    expect(long.stored().chat.reduce((n, m) => n + m.text.length, 0)).to.be.at.most(CHAT_TEXT_BUDGET);
    // Stored ids go on after a restore from the stored ones.
    expect(newLog(chat).write(said('next')).id).to.equal(`c${CHAT_LIMIT + 21}`);
  });

  it('stored control with and without chat passes its schema; a stored message that breaks a channel rule does not', () => {
    const control = { options: { botDelayMs: 0, graceSeconds: 60, turnSeconds: null, autopilotProfile: 'easy' }, state: { seats: {}, deadlines: {} } };
    expect(StoredControlSchema.safeParse(control).success).to.equal(true);
    const message: ChatMessage = { id: 'c1', at: 5, channel: 'private', from: 'atreides', to: 'fremen', text: 'hi' };
    expect(StoredControlSchema.safeParse({ ...control, chat: [message] }).success).to.equal(true);
    expect(ChatMessageSchema.safeParse({ ...message, to: undefined }).success, 'private without a recipient').to.equal(false);
    expect(ChatMessageSchema.safeParse({ ...message, channel: 'spectators' }).success, 'a seat on the spectators’ channel').to.equal(false);
    expect(StoredControlSchema.safeParse({ ...control, chat: [message, { ...message, id: 'c1' }] }).success, 'ids out of order').to.equal(false);
    expect(SayMessageSchema.parse({ rid: '1', channel: 'public', text: '  hi\n there ' }).text).to.equal('hi\n there');
    // Each reader's trimmed count (chat-log.ts): absent in control stored by earlier builds, known readers only.
    expect(StoredControlSchema.safeParse({ ...control, chat: [message], chatTrimmed: { atreides: 3, spectator: 1 } }).success).to.equal(true);
    expect(StoredControlSchema.safeParse({ ...control, chatTrimmed: { nobody: 3 } }).success, 'an unknown reader').to.equal(false);
    expect(StoredControlSchema.safeParse({ ...control, chatTrimmed: { fremen: -1 } }).success, 'a negative count').to.equal(false);
    // Turn-clock deadlines are keyed by decision (rooms/dune/ids.ts decisionKey): a public id, or a seat's own with its seat.
    const deadlines = (keys: string[]) => ({ ...control, state: { seats: {}, deadlines: Object.fromEntries(keys.map((k) => [k, 5])) } });
    expect(StoredControlSchema.safeParse(deadlines(['e12', 'harkonnen:e12.3', 'bene-gesserit:e0.1'])).success).to.equal(true);
    for (const bad of ['e12.3', 'nobody:e12.3', 'harkonnen:e12', 'x']) expect(StoredControlSchema.safeParse(deadlines([bad])).success, bad).to.equal(false);
  });

  it('each reader numbers the messages it may read c1, c2 … whatever the others write where it cannot read', () => {
    const mine = [said('public 1'), { ...said('to fremen'), channel: 'private' as const, to: 'fremen' as const }, said('public 2')];
    const unseen: Omit<ChatMessage, 'id'>[] = [
      { at: 1, channel: 'private', from: 'harkonnen', to: 'emperor', text: 'harkonnen to emperor' },
      { at: 1, channel: 'alliance', from: 'emperor', to: 'harkonnen', text: 'emperor to its ally' },
      { at: 1, channel: 'spectators', from: 'spectator', text: 'among spectators' },
    ];
    const quiet = newLog();
    writeAll(quiet, mine);
    const busy = newLog();
    writeAll(busy, [unseen[0]!, mine[0]!, unseen[1]!, unseen[2]!, mine[1]!, unseen[0]!, mine[2]!, unseen[2]!]);
    for (const reader of ['atreides', 'fremen'] as const) {
      expect(busy.visibleTo(reader), reader).to.deep.equal(quiet.visibleTo(reader));
      expect(ids(busy.visibleTo(reader)), reader).to.deep.equal(numbered(3));
    }
    expect(texts(busy.visibleTo('fremen'))).to.deep.equal(['public 1', 'to fremen', 'public 2']);
    expect(ids(busy.visibleTo('spectator'))).to.deep.equal(numbered(4));
    expect(ids(busy.visibleTo('harkonnen'))).to.deep.equal(numbered(5));
    // The stored ids stay the game's own numbering.
    expect(ids(busy.stored().chat)).to.deep.equal(numbered(8));
    // Live delivery numbers a new message as the history does.
    const next = busy.write(said('public 3'));
    busy.committed(busy.stored().upTo);
    expect(ids(busy.forReader('fremen', [next]))).to.deep.equal(['c4']);
    expect(busy.forReader('fremen', [busy.stored().chat[0]!]), 'a message fremen may not read').to.deep.equal([]);
  });

  it('a reader’s numbering goes on across trimming and a restore, without reuse or gap; chat stored before counts from what is kept', () => {
    const log = newLog();
    const spectators = (text: string): Omit<ChatMessage, 'id'> => ({ at: 1, channel: 'spectators', from: 'spectator', text });
    const whisper = (text: string): Omit<ChatMessage, 'id'> => ({ at: 1, channel: 'private', from: 'harkonnen', to: 'emperor', text });
    const seenBy = new Map<Viewer, ChatMessage[]>(READERS.map((r) => [r, []]));
    const show = (messages: readonly ChatMessage[]) => {
      for (const r of READERS) seenBy.get(r)!.push(...log.forReader(r, messages));
    };
    for (let i = 0; i < 2 * CHAT_LIMIT + 30; i++) {
      const m = log.write(i % 3 === 0 ? said(`p${i}`) : i % 3 === 1 ? spectators(`s${i}`) : whisper(`w${i}`));
      log.committed(log.stored().upTo);
      show([m]);
    }
    const stored = log.stored();
    expect(stored.chat).to.have.length(CHAT_LIMIT);
    // Every reader got c1..cN, one per message it may read, and its history (what is kept) ends on the same numbers.
    for (const r of READERS) {
      const got = seenBy.get(r)!;
      expect(ids(got), r).to.deep.equal(numbered(got.length));
      const history = log.visibleTo(r);
      expect(history, r).to.deep.equal(got.slice(got.length - history.length));
    }
    expect(stored.trimmed.atreides).to.equal(seenBy.get('atreides')!.length - log.visibleTo('atreides').length);
    // A restore from the stored chat and counts: the same history, and the next message takes the next number.
    const restored = newLog(stored.chat, stored.trimmed);
    for (const r of READERS) expect(restored.visibleTo(r), r).to.deep.equal(log.visibleTo(r));
    const after = restored.write(said('after'));
    restored.committed(restored.stored().upTo);
    for (const r of READERS.filter((x) => x !== 'spectator')) expect(ids(restored.forReader(r, [after])), r).to.deep.equal([`c${seenBy.get(r)!.length + 1}`]);
    // Chat stored by an earlier build has no counts: each reader's numbering starts at what is kept.
    const legacy = newLog(stored.chat);
    expect(ids(legacy.visibleTo('emperor'))).to.deep.equal(numbered(log.visibleTo('emperor').length));
  });

  it('measures what a message and a full chat add to each commit', () => {
    const message: ChatMessage = { id: 'c123', at: Date.now(), channel: 'alliance', from: 'harkonnen', to: 'atreides', text: 'x'.repeat(60) };
    const log = newLog();
    for (let i = 0; i < CHAT_LIMIT; i++) log.write({ ...message, text: 'x'.repeat(60) });
    const full = JSON.stringify(log.stored().chat).length;
    report(`a 60-character alliance message is ${JSON.stringify(message).length} bytes of JSON; ${CHAT_LIMIT} of them ${full} bytes`);
  });
});
