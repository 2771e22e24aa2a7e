/** Tabs as the ARIA pattern has them: arrow keys, Home and End move between tabs; one panel shows. */
import { useId, useRef, type ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: Tab<K>[];
  current: K;
  onChange: (key: K) => void;
}): React.JSX.Element {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  const active = tabs.find((tab) => tab.key === current) ?? tabs[0];
  // The arrow keys move between the tabs, Home and End to the first and the last.
  const onKeyDown = (event: React.KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key === current);
    if (event.key === 'ArrowRight') move(at + 1);
    else if (event.key === 'ArrowLeft') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="playground__tabs">
      <div role="tablist" aria-label={label} className="playground__tablist">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${id}-${active.key}-panel`}
          aria-labelledby={`${id}-${active.key}-tab`}
          className="playground__tabpanel"
          data-tab={active.key}
        >
          {active.panel}
        </div>
      ) : null}
    </div>
  );
}
