import { useQueries, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { chosenPropertyQueryOptions, propertyChoicesQueryOptions } from '../api/portfolio-queries.ts';

export type TPropertyMultiSelectProps = {
  value: readonly string[];
  onChange: (propertyIds: string[]) => void;
  /** Names the group (the form field's label). */
  label: string;
  'aria-describedby'?: string | undefined;
};

/**
 * Choose some of the organization's properties: a server-side search over a checkbox list, and the chosen ones as
 * removable chips. Works the same with five properties or thousands.
 */
export function PropertyMultiSelect({ value, onChange, label, ...props }: TPropertyMultiSelectProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 250);
  const choices = useQuery(propertyChoicesQueryOptions(search));
  const items = choices.data?.items ?? [];
  const names = new Map(items.map((item) => [item.id, item.name]));
  const missing = value.filter((id) => !names.has(id));
  const chosenDetails = useQueries({
    queries: missing.map((id) => ({ ...chosenPropertyQueryOptions(id), enabled: choices.isSuccess })),
  });
  for (const detail of chosenDetails) {
    if (detail.data) names.set(detail.data.id, detail.data.name);
  }
  const selected = new Set(value);

  function toggle(propertyId: string, isChecked: boolean) {
    onChange(isChecked ? [...value, propertyId] : value.filter((id) => id !== propertyId));
  }

  return (
    <fieldset className="grid min-w-0 gap-2" {...props}>
      <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('portfolios.form.chosenProperties')}>
          {value.map((id) => {
            const name = names.get(id) ?? t('common.loading');
            return (
              <li
                key={id}
                className="inline-flex max-w-full items-center gap-1 rounded-full border bg-brand-soft py-0.5 ps-2.5 pe-0.5 text-xs font-medium text-brand"
              >
                <span className="truncate">{name}</span>
                <button
                  type="button"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => toggle(id, false)}
                  aria-label={t('portfolios.form.removeProperty', { name })}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">{t('portfolios.form.noPropertiesChosen')}</p>
      )}
      <SearchInput
        id={searchId}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        placeholder={t('portfolios.form.searchProperties')}
        aria-label={t('portfolios.form.searchProperties')}
      >
        {choices.isFetching ? (
          <Spinner className="absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
        ) : null}
      </SearchInput>
      <div className="max-h-56 overflow-y-auto rounded-lg border bg-background">
        {choices.isPending ? (
          <p className="px-3 py-3 text-sm text-muted-foreground">{t('common.loading')}</p>
        ) : choices.isError ? (
          <p className="px-3 py-3 text-sm text-destructive dark:text-danger">{t('portfolios.form.choicesFailed')}</p>
        ) : items.length === 0 ? (
          <p className="px-3 py-3 text-sm text-muted-foreground">
            {search ? t('portfolios.form.noPropertyMatches') : t('portfolios.form.noProperties')}
          </p>
        ) : (
          <ul className="divide-y">
            {items.map((property) => (
              <li key={property.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm hover:bg-accent/60">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={selected.has(property.id)}
                    onChange={(event) => toggle(property.id, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{property.name}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[property.city, t(`properties.types.${property.type}`)].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {choices.data && choices.data.total > items.length ? (
        <p className="text-xs text-muted-foreground">{t('portfolios.form.refineSearch')}</p>
      ) : null}
    </fieldset>
  );
}
