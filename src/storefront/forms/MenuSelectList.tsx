import { Checkbox, ListItemText, Menu, MenuItem } from '@mui/material';

export type MenuSelectListProps<V extends string | number> = {
  id: string;
  labelId: string;
  anchor: HTMLElement | null;
  options: { value: V; label: string }[];
  chosen: readonly V[];
  /** Several may be chosen: each option has a check box and the list stays open. */
  multiple: boolean;
  onPick(value: V): void;
  onClose(): void;
};

/** The options of a MenuSelect, loaded the first time it opens: MUI's Menu (Popover, Modal) is not on the first page. */
export function MenuSelectList<V extends string | number>({ id, labelId, anchor, options, chosen, multiple, onPick, onClose }: MenuSelectListProps<V>) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{
        list: { id, role: 'listbox', 'aria-labelledby': labelId, 'aria-multiselectable': multiple || undefined },
        paper: { style: { minWidth: anchor?.clientWidth } },
      }}
    >
      {options.map((o) => {
        const on = chosen.includes(o.value);
        return (
          <MenuItem key={o.value} role="option" aria-selected={on} selected={on} onClick={() => onPick(o.value)}>
            {multiple ? <Checkbox checked={on} size="small" sx={{ p: 0.5 }} tabIndex={-1} inputProps={{ 'aria-hidden': true }} /> : null}
            <ListItemText primary={o.label} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
