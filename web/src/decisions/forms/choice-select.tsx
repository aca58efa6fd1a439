// A labelled drop-down of a few choices, each shown in words: the forms' one way to pick a card, a faction or a place.
export function ChoiceSelect<T extends string>(props: {
  /** Words before the list (inside its label); none: `ariaLabel` names it. */
  label?: string;
  ariaLabel?: string;
  name?: string;
  testid?: string;
  value: T;
  choices: readonly T[];
  words: (choice: T) => string;
  onChange: (choice: T) => void;
}) {
  const { label, ariaLabel, name, testid, value, choices, words, onChange } = props;
  return (
    <label>
      {label ? `${label} ` : ''}
      <select
        name={name}
        aria-label={ariaLabel}
        value={value}
        data-testid={testid}
        // The value read back is one of `choices`: the options are made from them alone.
        onChange={(e) => onChange(choices.find((c) => c === e.currentTarget.value) ?? value)}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {words(c)}
          </option>
        ))}
      </select>
    </label>
  );
}
