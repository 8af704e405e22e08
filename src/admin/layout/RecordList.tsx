import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Typography } from '@mui/material';
import { List, useListContext, useTranslate, type ListProps } from 'react-admin';

/**
 * A line above the rows while filters are on: lists keep their filters between visits, so a list reopened with an old
 * filter must say so, with a way out. When nothing matches, react-admin's own "No … found using the current filters"
 * with its Clear filters button says it instead (both said it twice).
 */
export function FiltersApplied() {
  const translate = useTranslate();
  const { filterValues, setFilters, total, isPending } = useListContext();
  const count = Object.values(filterValues ?? {}).filter((v) => v !== undefined && v !== '' && v !== null).length;
  if (!count || isPending || total === 0) return null;
  return (
    <Box role="status" data-testid="filters-applied" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'action.hover' }}>
      <Typography variant="body2">{translate('filtersApplied.some', { smart_count: count })}</Typography>
      <Button size="small" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])}>
        {translate('filtersApplied.clear')}
      </Button>
    </Box>
  );
}

/**
 * A table wider than a phone scrolls inside its list: the page keeps the screen's width, so the toolbar's actions
 * (Create, Export) stay in reach. `minWidth: 0` lets the list's flex column shrink below the table's width. The table's
 * own wrapper scrolls, not the list's card: react-admin draws the bulk actions above the table, outside the card's box.
 */
const scrollWideTables = { '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

/** react-admin's List with the filters-applied line every back-office list shows. */
export function RecordList({ children, sx, ...props }: ListProps) {
  return (
    <List sx={[scrollWideTables, ...(Array.isArray(sx) ? sx : [sx])]} {...props}>
      <FiltersApplied />
      {children}
    </List>
  );
}
