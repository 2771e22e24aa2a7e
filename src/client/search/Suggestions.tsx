/** When a query finds nothing: the nearest queries that find something, each a button that searches for it. */
import { searchDialogStrings } from '../../shared/lazy-strings';

export function Suggestions({
  suggestions,
  onPick,
}: {
  suggestions: readonly string[];
  onPick: (query: string) => void;
}): React.JSX.Element {
  return (
    <p className="search-dialog__suggest">
      <span>{searchDialogStrings.suggest}</span>
      {suggestions.map((suggestion) => (
        <button key={suggestion} type="button" className="search-dialog__suggestion" onClick={() => onPick(suggestion)}>
          {suggestion}
        </button>
      ))}
    </p>
  );
}
