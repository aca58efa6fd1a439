// How many of the forces a shipment or a move takes are starred (Advanced: Sardaukar, Fedaykin), from the fewest the
// count demands (ordinary ones go first) to the most the stack or the reserves hold.
export function StarredInput({ min, max, value, onInput }: { min: number; max: number; value: number; onInput: (n: number) => void }) {
  return (
    <label>
      of them starred{' '}
      <input type="number" aria-label="Starred forces" name="elite" min={min} max={max} value={value} onInput={(e) => onInput(Number(e.currentTarget.value))} />
    </label>
  );
}
