import { useTranslation } from 'react-i18next';
import { SearchPicker, type TSearchPickerFieldProps } from '../search-picker/search-picker.tsx';
import {
  chosenPropertyOptionQueryOptions,
  propertyOptionsQueryOptions,
  type TPropertyOption,
} from './property-options-query.ts';

export type TPropertyPickerProps = Omit<TSearchPickerFieldProps<TPropertyOption & { label: string }>, 'onChange'> & {
  onChange: (value: string | undefined, property: TPropertyOption | undefined) => void;
};

/** Choose one of the organization's properties, searched by name or address on the server. */
export function PropertyPicker({ onChange, ...props }: TPropertyPickerProps) {
  const { t } = useTranslation();
  return (
    <SearchPicker
      {...props}
      onChange={(value, choice) =>
        onChange(value, choice ? { id: choice.id, name: choice.name, currency: choice.currency } : undefined)
      }
      texts={{
        search: t('propertyPicker.search'),
        noMatches: t('propertyPicker.noMatches'),
        none: t('propertyPicker.none'),
        failed: t('propertyPicker.failed'),
        refine: (shown, total) => t('propertyPicker.refine', { shown, total }),
      }}
      choicesQuery={propertyOptionsQueryOptions}
      chosenQuery={chosenPropertyOptionQueryOptions}
    />
  );
}
