import type { TAddressSuggestion } from '@rentwell/contracts/properties';
import { useQuery } from '@tanstack/react-query';
import { Building2, Hash, MapPin } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { addressSuggestionsQueryOptions } from '../api/property-queries.ts';

const SOURCE_ICONS = { organization: Building2, postal_code: Hash, city: MapPin, geocoder: MapPin } as const;

/** What to look up: the part after the last comma ("12 Oak St, Portl" → "Portl"), else the whole text. */
function suggestionQueryOf(text: string): string {
  const last = text.split(',').at(-1)?.trim() ?? '';
  return last.length >= 2 ? last : text.trim();
}

/** The street part a person typed before the city ("12 Oak St, Portl" → "12 Oak St"); '' without a comma. */
export function streetPartOf(text: string): string {
  const index = text.lastIndexOf(',');
  return index >= 0 ? text.slice(0, index).trim() : '';
}

export type TAddressAutocompleteProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen: fill the other address fields from it. */
  onSelectSuggestion: (suggestion: TAddressSuggestion, typedText: string) => void;
};

/**
 * The address input as an ARIA combobox over `/api/addresses/suggest`: ↓/↑ move through suggestions, Enter picks
 * one, Esc closes the list. Picking a suggestion fills city, state, ZIP code and country.
 */
export function AddressAutocomplete({
  value,
  onValueChange,
  onSelectSuggestion,
  id,
  className,
  onBlur,
  ...props
}: TAddressAutocompleteProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(suggestionQueryOf(value), 250);
  const suggestions = useQuery({ ...addressSuggestionsQueryOptions(query), enabled: isOpen && query.length >= 2 });
  const items = isOpen && query.length >= 2 ? (suggestions.data ?? []) : [];
  const isExpanded = items.length > 0;
  const listId = `${id ?? 'address'}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(suggestion: TAddressSuggestion) {
    onSelectSuggestion(suggestion, value);
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) setOpen(true);
      if (items.length > 0) setActiveIndex((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length > 0) setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const suggestion = isExpanded ? items[activeIndex] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape' && isExpanded) {
      // Closes the list only; a second Esc reaches the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div className="relative">
      <input
        {...props}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        className={cn(inputClassName, 'pe-9', className)}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActiveIndex(-1);
          onBlur?.(event);
        }}
      />
      {isOpen && suggestions.isFetching ? (
        <Spinner className="absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('properties.form.addressSuggestions')}
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((suggestion, index) => {
          const Icon = SOURCE_ICONS[suggestion.source];
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks options from the input (aria-activedescendant)
            <div
              key={`${suggestion.source}-${suggestion.label}`}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={cn(
                'flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm',
                index === activeIndex ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
              // Keeps focus in the input, so the blur above does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 leading-snug break-words">{suggestion.label}</span>
            </div>
          );
        })}
      </div>
      <span className="sr-only" aria-live="polite">
        {isExpanded ? t('properties.form.suggestionsAvailable', { total: items.length }) : ''}
      </span>
    </div>
  );
}
