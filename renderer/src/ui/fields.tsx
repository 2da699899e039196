/** A choice among values, each with its words: a labelled select. */
export function ChoiceField<V extends string>({
  label,
  testId,
  value,
  choices,
  onChoose,
  ariaLabel,
}: {
  readonly label: string;
  readonly testId: string;
  readonly value: V;
  /** Each value with its words, and the language they are in when it is not the page's (a language's own name). */
  readonly choices: readonly (readonly [value: V, words: string, lang?: string])[];
  readonly onChoose: (value: V) => void;
  readonly ariaLabel?: string;
}): React.JSX.Element {
  return (
    <label className="field">
      {label}
      <select
        data-testid={testId}
        value={value}
        aria-label={ariaLabel}
        // Only the values listed are offered, so the one chosen is one of them.
        onChange={(e) => onChoose(e.target.value as V)}
      >
        {choices.map(([choice, words, lang]) => (
          <option key={choice} value={choice} lang={lang}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A setting that is on or off: a labelled checkbox. */
export function CheckField({
  label,
  testId,
  checked,
  onToggle,
  className = 'check',
}: {
  readonly label: string;
  readonly testId: string;
  readonly checked: boolean;
  readonly onToggle: (checked: boolean) => void;
  readonly className?: string;
}): React.JSX.Element {
  return (
    <label className={className}>
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => onToggle(e.target.checked)} />{' '}
      {label}
    </label>
  );
}
