import { type QueryKey, skipToken, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SearchInput } from '../search-input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { Spinner } from '../ui/spinner.tsx';

type TSearchChoice = { id: string; label: string };

/** One page of choices from the server and how many match in all. */
type TSearchChoices<TChoice> = { items: TChoice[]; total: number };

/** What the picker says: its search box's name and the notes under the list. */
type TSearchPickerTexts = {
  search: string;
  noMatches: string;
  none: string;
  failed: string;
  refine: (shown: number, total: number) => string;
};

/** The picker's props that its wrappers (a property picker, a tenant picker) pass through. */
export type TSearchPickerFieldProps<TChoice extends TSearchChoice> = {
  /** The chosen id, one of `leadingOptions`' values, or undefined for none (or 'all'). */
  value: string | undefined;
  onChange: (value: string | undefined, choice: TChoice | undefined) => void;
  /** Listed before the choices: 'All properties' (value undefined) or a special choice such as 'Portfolio-wide'. */
  leadingOptions?: readonly { value: string | undefined; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
  /** Set by a `<Label htmlFor>` or `FormField`: they land on the trigger. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type TSearchPickerProps<
  TChoice extends TSearchChoice,
  TPageData,
  TChosenData,
  TChoicesKey extends QueryKey,
  TChosenKey extends QueryKey,
> = TSearchPickerFieldProps<TChoice> & {
  texts: TSearchPickerTexts;
  /** The choices matching a search: one page, searched by the server. */
  choicesQuery: (search: string) => UseQueryOptions<TPageData, Error, TSearchChoices<TChoice>, TChoicesKey>;
  /**
   * The chosen one, when neither the page of choices nor the last choice made here shows it (a value given from
   * outside). Without it such a value shows as loading.
   */
  chosenQuery?: (id: string) => UseQueryOptions<TChosenData, Error, TChoice, TChosenKey>;
};

/**
 * Choose one of many (properties, tenants, leases): a button that opens a server-side search over them, so it works
 * the same with five or thousands. Past one page, the list says so and asks the user to type.
 */
export function SearchPicker<
  TChoice extends TSearchChoice,
  TPageData,
  TChosenData,
  TChoicesKey extends QueryKey,
  TChosenKey extends QueryKey,
>({
  value,
  onChange,
  texts,
  choicesQuery,
  chosenQuery,
  leadingOptions = [],
  placeholder,
  disabled,
  className,
  onBlur,
  ref,
  ...aria
}: TSearchPickerProps<TChoice, TPageData, TChosenData, TChoicesKey, TChosenKey>) {
  const { t } = useTranslation();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 250);
  const choices = useQuery(choicesQuery(search));
  const items = choices.data?.items ?? [];
  const leading = leadingOptions.find((option) => option.value === value);
  const listed = items.find((item) => item.id === value);
  // The last one chosen here: the page of choices for another search may not show it.
  const [picked, setPicked] = useState<TChoice>();
  const known = listed ?? (picked?.id === value ? picked : undefined);
  const noLookUp: UseQueryOptions<TChosenData, Error, TChoice, TChosenKey> = {
    // Without `chosenQuery` there is nothing to ask: this key is never fetched.
    queryKey: ['search-picker', 'no-look-up'] as QueryKey as TChosenKey,
    queryFn: skipToken,
  };
  const chosen = useQuery({
    ...(chosenQuery?.(value ?? '') ?? noLookUp),
    enabled: value !== undefined && !leading && !known && choices.isSuccess,
  });
  const chosenLabel = leading?.label ?? known?.label ?? (value === undefined ? undefined : chosen.data?.label);

  function close() {
    setIsOpen(false);
    setSearchText('');
  }

  function choose(next: string | undefined, choice: TChoice | undefined) {
    setPicked(choice);
    onChange(next, choice);
    close();
  }

  // Arrow keys move between the search box and the options, like a native list.
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const at = options.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : at - 1;
    event.preventDefault();
    if (next < 0) event.currentTarget.querySelector<HTMLElement>('input')?.focus();
    else options[next]?.focus();
  }

  const optionClass =
    'flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus-visible:bg-accent';

  return (
    <Popover open={isOpen} onOpenChange={(open) => (open ? setIsOpen(true) : close())}>
      <PopoverTrigger asChild>
        <button
          ref={ref}
          type="button"
          role="combobox"
          aria-expanded={isOpen}
          aria-haspopup="listbox"
          aria-controls={isOpen ? listId : undefined}
          disabled={disabled}
          onBlur={onBlur}
          className={cn(
            'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs',
            'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
            'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
            className,
          )}
          {...aria}
        >
          <span className={cn('truncate', chosenLabel === undefined && 'text-muted-foreground')}>
            {chosenLabel ?? (value === undefined ? placeholder : t('common.loading'))}
          </span>
          <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-1" onKeyDown={moveFocus}>
        <SearchInput
          wrapperClassName="p-1"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={texts.search}
          aria-label={texts.search}
          aria-controls={listId}
          className="ps-8"
        >
          {choices.isFetching ? (
            <Spinner className="absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
          ) : null}
        </SearchInput>
        <div id={listId} role="listbox" className="max-h-64 overflow-y-auto p-1">
          {leadingOptions.map((option) => (
            <button
              key={option.value ?? ''}
              type="button"
              role="option"
              aria-selected={option.value === value}
              className={optionClass}
              onClick={() => choose(option.value, undefined)}
            >
              {option.label}
              {option.value === value ? <Check className="size-4" aria-hidden="true" /> : null}
            </button>
          ))}
          {items.map((choice) => (
            <button
              key={choice.id}
              type="button"
              role="option"
              aria-selected={choice.id === value}
              className={optionClass}
              onClick={() => choose(choice.id, choice)}
            >
              <span className="truncate">{choice.label}</span>
              {choice.id === value ? <Check className="size-4 shrink-0" aria-hidden="true" /> : null}
            </button>
          ))}
        </div>
        <p className="px-2 pb-1.5 text-xs text-muted-foreground" aria-live="polite">
          {choices.isPending
            ? t('common.loading')
            : choices.isError
              ? texts.failed
              : items.length === 0
                ? search
                  ? texts.noMatches
                  : texts.none
                : (choices.data?.total ?? 0) > items.length
                  ? texts.refine(items.length, choices.data?.total ?? 0)
                  : null}
        </p>
      </PopoverContent>
    </Popover>
  );
}
