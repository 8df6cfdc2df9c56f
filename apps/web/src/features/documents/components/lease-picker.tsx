import { useTranslation } from 'react-i18next';
import { SearchPicker, type TSearchPickerFieldProps } from '../../../components/search-picker/search-picker.tsx';
import { leaseChoiceQueryOptions, leaseChoicesQueryOptions, type TLeaseChoice } from '../api/document-queries.ts';

/** Choose a current or upcoming lease, searched by tenant, email, property or unit on the server. */
export function LeasePicker(props: TSearchPickerFieldProps<TLeaseChoice>) {
  const { t } = useTranslation();
  return (
    <SearchPicker
      {...props}
      texts={{
        search: t('documents.leasePicker.search'),
        noMatches: t('documents.leasePicker.noMatches'),
        none: t('documents.leasePicker.none'),
        failed: t('documents.leasePicker.failed'),
        refine: (shown, total) => t('documents.leasePicker.refine', { shown, total }),
      }}
      choicesQuery={leaseChoicesQueryOptions}
      chosenQuery={leaseChoiceQueryOptions}
    />
  );
}
