import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { KITCHEN_MESSAGES, countOf } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { failureMessage } from '../../../shared/http/failure-message';
import type { NewShoppingItem } from '../api';
import { matchSuggestions, readQuickLine, splitQuickLine } from '../quick-add';

interface QuickAddFieldProps {
  /** Names to suggest as the user types, most likely first. */
  names: readonly string[];
  onAdd: (item: NewShoppingItem) => Promise<unknown>;
}

/**
 * The list's one-line add field, a combobox (WAI-ARIA 1.2 pattern): typing filters suggestions,
 * the arrows move through them (aria-activedescendant, the focus stays in the field), Enter adds
 * the highlighted suggestion or the typed line, Escape closes the list. After an add the field
 * is empty and keeps the focus for the next item.
 */
export function QuickAddField({ names, onAdd }: QuickAddFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const { prefix, name } = useMemo(() => splitQuickLine(text), [text]);
  const options = useMemo(() => matchSuggestions(names, name), [names, name]);
  const expanded = open && options.length > 0;

  async function add(line: string) {
    const item = readQuickLine(line);
    if (!item) {
      setError(KITCHEN_MESSAGES.itemNameRequired);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onAdd(item);
      setText('');
      setOpen(false);
      setActive(-1);
    } catch (err) {
      const failure = failureMessage(err, KITCHEN_MESSAGES.itemAddFailed);
      setError(Object.values(failure.fields)[0] ?? failure.message);
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  const pick = (option: string) => void add(`${prefix}${option}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (expanded && active >= 0) pick(options[active]!);
    else void add(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the typed text itself: past either end, the arrows come back to it.
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <form className="sh-quick" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        Ajouter un article
      </label>
      <div className="sh-quick-row">
        <div className="sh-quick-box">
          <input
            id={inputId}
            ref={inputRef}
            className="input sh-quick-input"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? errorId : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            maxLength={140}
            autoComplete="off"
            enterKeyHint="enter"
            placeholder="Ex. : 2 kg pommes de terre, 6 oeufs, lait"
          />
          <ul id={listId} role="listbox" aria-label="Suggestions" className="sh-quick-list card" hidden={!expanded}>
            {expanded &&
              options.map((option, index) => (
                <li
                  key={option}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'sh-quick-option is-active' : 'sh-quick-option'}
                  // Keep the focus in the field: a click must not blur it first.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {prefix}
                  {option}
                </li>
              ))}
          </ul>
        </div>
        <button type="submit" className="btn btn-primary sh-quick-submit" disabled={busy} aria-label="Ajouter à la liste">
          {busy ? <span className="spinner" aria-hidden="true" /> : <AppIcon name="plus" size={20} />}
          <span className="sh-quick-submit-text" aria-hidden="true">
            Ajouter
          </span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? `${countOf(options.length, 'suggestion', 'suggestions')}, flèches haut et bas pour choisir` : ''}
      </p>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </form>
  );
}
