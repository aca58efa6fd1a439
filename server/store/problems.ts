// What a failing store tells the outside (/health): what kind of failure it is, never where. Paths, hosts and the
// system's own wording stay in the server's log; a probe or a proxy in front reads only the kind and its errno code.

const SENTENCES: Record<string, string> = {
  ENOSPC: 'no space left on the store’s disk',
  EDQUOT: 'the store’s disk quota is used up',
  EROFS: 'the store’s disk is read-only',
  EACCES: 'the store’s folder may not be written',
  EPERM: 'the store’s folder may not be written',
  EIO: 'the store’s disk failed (I/O error)',
  ECONNREFUSED: 'Redis refused the connection',
  ETIMEDOUT: 'Redis did not answer in time',
};

/** Redis's own refusals of a write, by the word its error starts with. */
const REDIS_REFUSALS: Record<string, string> = {
  OOM: 'Redis refuses writes: its memory limit is reached',
  READONLY: 'Redis refuses writes: it is a read-only replica',
  MISCONF: 'Redis refuses writes: it cannot save to its disk',
};

/** A sentence for `/health` about `error`, without paths, addresses or the raw message. */
export function publicProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code && SENTENCES[code]) return `${SENTENCES[code]} (${code})`;
  const name = (error as Error | null)?.name;
  const refusal = name === 'ReplyError' ? /^([A-Z]+) /.exec((error as Error).message)?.[1] : undefined;
  if (refusal && REDIS_REFUSALS[refusal]) return `${REDIS_REFUSALS[refusal]} (${refusal})`;
  if (name === 'MaxRetriesPerRequestError') return 'Redis is unreachable';
  return code ? `the store failed (${code})` : 'the store failed';
}
