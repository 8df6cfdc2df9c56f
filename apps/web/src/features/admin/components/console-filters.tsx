import { LabelledSelect, type TLabelledSelectProps } from '../../../components/labelled-select.tsx';
import { SearchFilter, type TSearchFilterProps } from '../../../components/search-filter.tsx';
import { cn } from '../../../lib/class-names.ts';

/** A labelled select above a console list, at the console's filter width. */
export function FilterSelect<TValue extends string>({ className, ...props }: TLabelledSelectProps<TValue>) {
  return <LabelledSelect className={cn('w-full sm:w-44', className)} {...props} />;
}

/** A search box above a console list, at the console's search width. */
export function SearchField({ className, ...props }: TSearchFilterProps) {
  return <SearchFilter className={cn('w-full sm:w-64', className)} {...props} />;
}
