// Imports an exported game (PUT /admin/games/<id>) from a file or pasted JSON, under the id given (a copy or a
// move to a new id). The server proves the import by replaying its log; its answer is shown whole, refusals too.
import { useState } from 'preact/hooks';
import { AdminError, errorText, importGame } from './admin-api.ts';

/** The game id the export names, to fill in the id when the operator has not given one. */
function exportedId(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { record?: { gameId?: unknown } }).record?.gameId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** A refused import as shown: its status with the server's JSON answer, or its text (a proxy's page, the network's error). */
function refusalShown(e: AdminError): object {
  return e.body && typeof e.body === 'object' ? { status: e.status, ...e.body } : { status: e.status, error: errorText(e.body) };
}

export function ImportForm({ token, onImported }: { token: string; onImported: () => void }) {
  const [gameId, setGameId] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; body: unknown } | null>(null);

  const take = (body: string) => {
    setText(body);
    if (!gameId) setGameId(exportedId(body) ?? '');
  };
  const submit = async () => {
    setBusy(true);
    try {
      setAnswer({ ok: true, body: await importGame(token, gameId.trim(), text) });
      onImported();
    } catch (e) {
      setAnswer({ ok: false, body: e instanceof AdminError ? refusalShown(e) : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel" data-testid="admin-import">
      <h3>Import a game</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p class="row wrap">
          <label>
            Exported file{' '}
            <input
              type="file"
              accept="application/json,.json"
              data-testid="import-file"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) void file.text().then(take);
              }}
            />
          </label>
        </p>
        <label class="chat-text-label" for="import-json">
          or paste its JSON (<code>{'{ record, log, stateHash }'}</code>)
        </label>
        <textarea id="import-json" rows={5} value={text} onInput={(e) => take(e.currentTarget.value)} data-testid="import-json" />
        <p class="row wrap">
          <label>
            Game id <input value={gameId} onInput={(e) => setGameId(e.currentTarget.value)} pattern="[A-Za-z0-9_\-]{1,64}" required data-testid="import-id" />
          </label>
          <button type="submit" disabled={busy || !text.trim()} data-testid="import">
            Import
          </button>
        </p>
      </form>
      {answer && (
        <pre class={answer.ok ? 'answer' : 'answer error'} role="status" data-testid="import-answer" data-ok={answer.ok ? 'yes' : 'no'}>
          {JSON.stringify(answer.body, null, 2)}
        </pre>
      )}
    </section>
  );
}
