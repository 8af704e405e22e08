import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  ClickAwayListener,
  InputAdornment,
  InputBase,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Popper,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useBasename, useNavigate, useTranslate } from 'react-admin';
import type { AdminSearchSlug } from '@/api';
import { useAppDataProvider } from '@/dataProvider';
import type { AdminResource } from '../declaration';
import { isSearchable, isSearchShortcut, SEARCH_RESULTS_MAX_HEIGHT, searchResultPath, searchResultText } from './searchModel';

const DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export type GlobalSearchProps = { resources: readonly AdminResource[] };

/** The toolbar's search over countries, states, cities, users, roles (desktop only, Shift+/). */
export function GlobalSearch({ resources }: GlobalSearchProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useAppDataProvider();
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  // The result the arrow keys are on (its place among the results that open a page), -1 for none.
  const [active, setActive] = useState(-1);
  const query = useDebounced(q.trim(), DEBOUNCE_MS);
  const enabled = isSearchable(query) && isSearchable(q);

  const { data, isFetching } = useQuery({
    queryKey: ['adminSearch', query],
    queryFn: ({ signal }) => dataProvider.search(query, signal),
    enabled,
    staleTime: 30_000,
  });

  useEffect(() => {
    if (!isDesktop) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, event.target)) return;
      event.preventDefault();
      inputRef.current?.focus();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDesktop]);

  useEffect(() => setActive(-1), [query, data]);

  if (!isDesktop) return null;

  const groups = enabled ? (data?.data ?? []) : [];
  const openable = groups.flatMap((group) => group.data.filter((record) => searchResultPath(resources, group.slug, record.id)).map((record) => ({ slug: group.slug, id: record.id })));
  const optionId = (slug: string, id: string | number | null | undefined) => `global-search-${slug}-${String(id)}`;
  const activeResult = open && isSearchable(q) ? openable[active] : undefined;
  const handleOpen = (slug: AdminSearchSlug, id: string | number | null | undefined) => {
    const path = searchResultPath(resources, slug, id);
    if (!path) return;
    setOpen(false);
    setQ('');
    navigate(`${basename}${path}`);
  };
  // Up and Down move through the results that open a page, Enter opens the one reached (or the first).
  const handleKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.blur();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && openable.length) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : openable.length - 1) : (i + step + openable.length) % openable.length));
    } else if (event.key === 'Enter' && open && openable.length) {
      event.preventDefault();
      const chosen = openable[active] ?? openable[0]!;
      handleOpen(chosen.slug, chosen.id);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box ref={anchorRef} sx={{ mx: 2, flex: '0 1 360px' }}>
        <InputBase
          inputRef={inputRef}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          placeholder={translate('globalSearch.placeholder')}
          inputProps={{ 'aria-label': translate('globalSearch.label'), role: 'searchbox', 'aria-activedescendant': activeResult ? optionId(activeResult.slug, activeResult.id) : undefined }}
          startAdornment={
            <InputAdornment position="start" sx={{ color: 'inherit' }}>
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            <Typography component="kbd" variant="caption" sx={{ opacity: 0.7, border: 1, borderRadius: 1, px: 0.5, whiteSpace: 'nowrap' }}>
              Shift + /
            </Typography>
          }
          sx={(theme) => ({
            color: 'inherit',
            width: '100%',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.common.white, 0.15),
            '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.25) },
          })}
        />
        <Popper open={open && isSearchable(q)} anchorEl={anchorRef.current} placement="bottom-start" sx={{ zIndex: (t) => t.zIndex.modal }}>
          <Paper
            elevation={8}
            data-testid="global-search-results"
            sx={{ mt: 0.5, width: anchorRef.current?.offsetWidth ?? 360, minWidth: 320, maxHeight: SEARCH_RESULTS_MAX_HEIGHT, overflowY: 'auto' }}
          >
            {groups.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary" variant="body2">
                {isFetching || !enabled ? translate('ra.page.loading') : translate('noMatches')}
              </Typography>
            ) : (
              groups.map((group) => (
                <List key={group.slug} dense subheader={<ListSubheader>{translate(`globalSearch.groups.${group.slug}`, { _: group.name })}</ListSubheader>}>
                  {group.data.map((record) => {
                    const { primary, secondary } = searchResultText(record);
                    const path = searchResultPath(resources, group.slug, record.id);
                    const selected = activeResult?.slug === group.slug && activeResult.id === record.id;
                    return (
                      <ListItemButton
                        key={String(record.id)}
                        id={optionId(group.slug, record.id)}
                        disabled={!path}
                        selected={selected}
                        ref={selected ? (el: HTMLDivElement | null) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
                        onClick={() => handleOpen(group.slug, record.id)}
                      >
                        <ListItemText primary={primary} secondary={secondary || undefined} />
                      </ListItemButton>
                    );
                  })}
                </List>
              ))
            )}
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}
