// Table talk's parts without a server: the log's bounds and durability mark, the channels' readers, the schemas.
import { expect } from 'chai';
import { CHAT_LIMIT, CHAT_TEXT_BUDGET, ChatLog } from '../rooms/chat-log.ts';
import { StoredControlSchema } from '../rooms/control.ts';
import { ChatMessageSchema, SayMessageSchema, type ChatMessage } from '../schema/chat.ts';
import { report } from './support/capture-logs.ts';

const said = (text: string): Omit<ChatMessage, 'id'> => ({ at: 1, channel: 'public', from: 'atreides', text });

describe('chat log and schemas', () => {
  it('keeps the last CHAT_LIMIT messages within the text budget, and shows only what was committed', () => {
    const log = new ChatLog();
    for (let i = 0; i < CHAT_LIMIT + 20; i++) log.write(said(`m${i}`));
    expect(log.visibleTo('spectator')).to.deep.equal([]);
    const { chat, upTo } = log.stored();
    expect(chat).to.have.length(CHAT_LIMIT);
    expect(chat[0]!.text).to.equal('m20');
    log.committed(upTo);
    expect(log.visibleTo('fremen')).to.have.length(CHAT_LIMIT);
    const long = new ChatLog();
    for (let i = 0; i < 2 * (CHAT_TEXT_BUDGET / 500); i++) long.write(said('x'.repeat(500)));
    expect(long.stored().chat.reduce((n, m) => n + m.text.length, 0)).to.be.at.most(CHAT_TEXT_BUDGET);
    // Ids go on after a restore from the stored ones.
    expect(new ChatLog(chat).write(said('next')).id).to.equal(`c${CHAT_LIMIT + 21}`);
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
  });

  it('measures what a message and a full chat add to each commit', () => {
    const message: ChatMessage = { id: 'c123', at: Date.now(), channel: 'alliance', from: 'harkonnen', to: 'atreides', text: 'x'.repeat(60) };
    const log = new ChatLog();
    for (let i = 0; i < CHAT_LIMIT; i++) log.write({ ...message, text: 'x'.repeat(60) });
    const full = JSON.stringify(log.stored().chat).length;
    report(`a 60-character alliance message is ${JSON.stringify(message).length} bytes of JSON; ${CHAT_LIMIT} of them ${full} bytes`);
  });
});
