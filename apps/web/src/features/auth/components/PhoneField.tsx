import { lazy, Suspense, useRef, useState } from 'react';
import type { PhoneCountry } from '../phone-country';
import '../auth.css';

const loadPicker = () => import('./CountryPicker');
const CountryPicker = lazy(loadPicker);

interface PhoneFieldProps {
  id: string;
  value: string;
  country: PhoneCountry;
  error?: string;
  disabled?: boolean;
  onChange(value: string): void;
  onCountryChange(country: PhoneCountry): void;
}

/** An optional phone number with its country; the country list loads on first use. */
export function PhoneField({ id, value, country, error, disabled, onChange, onCountryChange }: PhoneFieldProps) {
  const [pickerRequested, setPickerRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const chose = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;

  return (
    <div className="field">
      <label htmlFor={id}>
        Téléphone <span className="auth-optional">(facultatif)</span>
      </label>
      <div className="auth-phone">
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-secondary auth-phone-country"
          aria-haspopup="dialog"
          aria-label={`Indicatif : ${country.name} (+${country.dialCode}). Changer de pays`}
          disabled={disabled}
          // Fetch the list as soon as the pointer or keyboard gets near, so it opens without a wait.
          onPointerEnter={() => void loadPicker()}
          onFocus={() => void loadPicker()}
          onClick={() => {
            chose.current = false;
            setPickerRequested(true);
            setOpen(true);
          }}
        >
          <span aria-hidden="true">{country.flag}</span>
          <span>+{country.dialCode}</span>
        </button>
        <input
          ref={inputRef}
          id={id}
          type="tel"
          className="input"
          inputMode="tel"
          autoComplete="tel-national"
          value={value}
          disabled={disabled}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {pickerRequested && (
        <Suspense fallback={null}>
          <CountryPicker
            open={open}
            selected={country.code}
            onOpenChange={setOpen}
            onSelect={(c) => {
              chose.current = true;
              onCountryChange(c);
            }}
            onClosed={() => (chose.current ? inputRef.current : buttonRef.current)?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
