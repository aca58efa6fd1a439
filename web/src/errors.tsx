// A failure as the player sees it: a DuneError's code and message, and its details (which field, what is wrong).
import type { DuneError } from '@dune-rooms/sdk';

export function ErrorBox({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  const e = error as Partial<DuneError> & { message?: string };
  const code = typeof e.code === 'string' ? e.code : 'ERROR';
  const message = (e.message ?? String(error)).replace(new RegExp(`^${code}: `), '');
  return (
    <div class="error" role="alert" data-testid="error">
      <strong>{code}</strong> {message}
      {e.details && e.details.length > 0 && (
        <ul>
          {e.details.map((d) => (
            <li key={d.path + d.message}>
              <code>{d.path || '(action)'}</code> {d.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
