import { useId } from 'react';
import { PathIcon } from './Icon';
import './search-field.css';

// Kept here rather than in the shared icon set, which the landing page bundles.
const MAGNIFIER = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';

interface SearchFieldProps {
  /** The accessible name (the field shows only its placeholder). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A page's filter box: magnifier, placeholder, and a label for screen readers. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className ? `search-field ${className}` : 'search-field'}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <PathIcon d={MAGNIFIER} size={18} className="search-field-icon" />
      <input
        id={id}
        className="input search-field-input"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
