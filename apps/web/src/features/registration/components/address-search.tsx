import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AddressSuggestion } from '@lintel/domain/reference-data/address-suggestion';
import { ErrorMessage, fieldId } from '../../../components/form/form-field.tsx';
import { addressTypeaheadQueryOptions, typeaheadText } from '../api/address-typeahead.ts';
import { useDebounced } from './use-debounced.ts';

const TYPEAHEAD_DEBOUNCE_MS = 200;
export const ADDRESS_NOT_LISTED = 'Address not listed';

interface AddressSearchProps {
  /** The field the search stands for while no address is shown (the error summary links here). */
  name: string;
  label: string;
  error?: string | undefined;
  onSelect: (address: AddressSuggestion) => void;
  onNotListed: () => void;
}

export function formatSuggestion(address: AddressSuggestion): string {
  const street = address.street2 ? `${address.street1} ${address.street2}` : address.street1;
  return `${street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** Spec 001 §2: address search with typeahead and an 'Address not listed' choice (ARIA combobox pattern). */
export function AddressSearch({ name, label, error, onSelect, onNotListed }: AddressSearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const id = fieldId(name);
  const query = typeaheadText(useDebounced(text, TYPEAHEAD_DEBOUNCE_MS));
  const suggestions = useQuery({ ...addressTypeaheadQueryOptions(query ?? ''), enabled: query !== null });
  const options: (AddressSuggestion | null)[] = [...(suggestions.data ?? []), null];
  const showList = open && query !== null && !suggestions.isPending;

  function choose(option: AddressSuggestion | null) {
    setOpen(false);
    setActive(-1);
    if (option) {
      setText(formatSuggestion(option));
      onSelect(option);
    } else onNotListed();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(options[active] ?? null);
    } else if (event.key === 'Escape') setOpen(false);
  }

  return (
    <div className={error ? 'form-group form-group--error address-search' : 'form-group address-search'}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="hint">
        Start typing your street address, then choose it from the list
      </div>
      <ErrorMessage id={`${id}-error`} error={error} />
      <input
        id={id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        className="address-search__list"
        hidden={!showList}
      >
        {showList
          ? options.map((option, index) => (
              <li
                key={option ? formatSuggestion(option) : ADDRESS_NOT_LISTED}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'address-search__option is-active' : 'address-search__option'}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option ? formatSuggestion(option) : ADDRESS_NOT_LISTED}
              </li>
            ))
          : null}
      </ul>
      <button type="button" className="link-button" onClick={() => choose(null)}>
        {ADDRESS_NOT_LISTED}? Enter it yourself
      </button>
    </div>
  );
}
