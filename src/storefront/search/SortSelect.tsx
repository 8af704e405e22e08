import type { SxProps, Theme } from '@mui/material';
import type { SearchSort } from '@/api/schemas/hotelSearch';
import { searchSorts } from '@/api/searchOptions';
import { MenuSelect } from '../forms/MenuSelect';
import { usePageNamespace } from '../i18n/usePageNamespace';

/** `sx`: its place in the row (on a phone it shares the row and takes what room is left). */
export type SortSelectProps = { value: SearchSort; onChange(value: SearchSort): void; sx?: SxProps<Theme> };

export function SortSelect({ value, onChange, sx = { minWidth: 190 } }: SortSelectProps) {
  const { t } = usePageNamespace('search');
  return (
    <MenuSelect
      size="small"
      label={t('search:sort.label')}
      value={value}
      options={searchSorts.map((s) => ({ value: s, label: t(`search:sort.${s}`) }))}
      onChange={onChange}
      sx={sx}
      data-testid="sort-select"
    />
  );
}
