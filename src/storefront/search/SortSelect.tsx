import type { SearchSort } from '@/api/schemas/hotelSearch';
import { searchSorts } from '@/api/searchOptions';
import { MenuSelect } from '../forms/MenuSelect';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type SortSelectProps = { value: SearchSort; onChange(value: SearchSort): void; /** Shares a phone's row: takes what room is left. */ compact?: boolean };

export function SortSelect({ value, onChange, compact }: SortSelectProps) {
  const { t } = usePageNamespace('search');
  return (
    <MenuSelect
      size="small"
      label={t('search:sort.label')}
      value={value}
      options={searchSorts.map((s) => ({ value: s, label: t(`search:sort.${s}`) }))}
      onChange={onChange}
      sx={compact ? { flex: 1, minWidth: 0 } : { minWidth: 190 }}
      data-testid="sort-select"
    />
  );
}
