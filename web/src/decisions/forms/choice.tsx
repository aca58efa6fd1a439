// One answer of a window's form, as a button.
export const Choice = ({ label, onClick, busy, testid = 'choice' }: { label: string; onClick: () => void; busy: boolean; testid?: string }) => (
  <button type="button" disabled={busy} onClick={onClick} data-testid={testid}>
    {label}
  </button>
);
