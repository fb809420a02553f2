import { useId } from 'react';
import { AppIcon } from './AppIcon';
import './search-field.css';

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
      <AppIcon name="search" size={18} className="search-field-icon" />
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
