import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { countryList, searchCountries } from '../country-list';
import type { PhoneCountry } from '../phone-country';
import '../auth.css';

interface CountryPickerProps {
  open: boolean;
  selected: string;
  onSelect(country: PhoneCountry): void;
  onOpenChange(open: boolean): void;
  /** Where the keyboard goes when the picker closes (it has no Radix trigger to return to). */
  onClosed(): void;
}

/** A searchable list of countries with flag and dialling code. Lazy-loaded with its data. */
export default function CountryPicker({ open, selected, onSelect, onOpenChange, onClosed }: CountryPickerProps) {
  const countries = useMemo(countryList, []);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchCountries(countries, query), [countries, query]);

  const choose = (country: PhoneCountry) => {
    onSelect(country);
    onOpenChange(false);
  };

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter picks the first match, so 'fra' + Enter is enough.
    if (e.key === 'Enter') {
      e.preventDefault();
      if (results[0]) choose(results[0]);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="auth-dialog-overlay" />
        <Dialog.Content
          className="auth-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onClosed();
          }}
        >
          <div className="auth-dialog-head">
            <Dialog.Title className="auth-dialog-title">Indicatif du pays</Dialog.Title>
            <Dialog.Close className="btn btn-ghost" aria-label="Fermer">
              ✕
            </Dialog.Close>
          </div>
          <input
            type="search"
            className="input"
            placeholder="Rechercher un pays ou un indicatif"
            aria-label="Rechercher un pays ou un indicatif"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onSearchKeyDown}
            autoComplete="off"
            autoFocus
          />
          {results.length === 0 ? (
            <p className="auth-dialog-empty">Aucun pays ne correspond à « {query} ».</p>
          ) : (
            <ul className="auth-country-list" aria-label="Pays">
              {results.map((c) => (
                <li key={c.code}>
                  <button
                    type="button"
                    className="auth-country"
                    aria-current={c.code === selected ? 'true' : undefined}
                    onClick={() => choose(c)}
                  >
                    <span aria-hidden="true">{c.flag}</span>
                    <span className="auth-country-name">{c.name}</span>
                    <span className="auth-country-dial">+{c.dialCode}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
