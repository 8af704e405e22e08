import { MenuItem, TextField } from '@mui/material';
import type { SearchSort } from '@/api/schemas/hotelSearch';
import { searchSorts } from '@/api/searchOptions';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type SortSelectProps = { value: SearchSort; onChange(value: SearchSort): void; /** Shares a phone's row: takes what room is left. */ compact?: boolean };

export function SortSelect({ value, onChange, compact }: SortSelectProps) {
  const { t } = usePageNamespace('search');
  return (
    <TextField select size="small" label={t('search:sort.label')} value={value} onChange={(e) => onChange(e.target.value as SearchSort)} sx={compact ? { flex: 1, minWidth: 0 } : { minWidth: 190 }} data-testid="sort-select">
      {searchSorts.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`search:sort.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
