// The share link names the game only: whoever opens it may join a free seat or watch. The seat token stays here.
import { useState } from 'preact/hooks';

export function ShareLink({ gameId }: { gameId: string }) {
  const [copied, setCopied] = useState(false);
  const link = `${location.origin}${location.pathname}#/game/${gameId}`;
  return (
    <span class="share">
      <input readOnly value={link} aria-label="Share link" data-testid="share-link" size={Math.min(link.length, 40)} />
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Copied' : 'Copy share link'}
      </button>
    </span>
  );
}
