import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { FormControl, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { forwardRef, Suspense, useId, useState, type ComponentType, type CSSProperties, type FocusEventHandler, type KeyboardEvent } from 'react';
import { lazyOnDemand } from '../layout/lazyOnDemand';
import type { MenuSelectListProps } from './MenuSelectList';

const { Component: MenuSelectList, preload: preloadList } = lazyOnDemand(() => import('./MenuSelectList').then((m) => m.MenuSelectList as ComponentType<MenuSelectListProps<string | number>>));

type Common<V extends string | number> = {
  label: string;
  options: { value: V; label: string }[];
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  disabled?: boolean;
  'data-testid'?: string;
};

export type MenuSelectProps<V extends string | number> = Common<V> &
  ({ multiple?: false; value: V; onChange(value: V): void } | { multiple: true; value: readonly V[]; onChange(value: V[]): void; /** Shown when none is chosen. */ emptyText: string });

const OPEN_KEYS = [' ', 'Enter', 'ArrowDown', 'ArrowUp'];
// What MUI's Select gives its display: one line, room for the arrow, a pointer.
const DISPLAY_STYLE: CSSProperties = { cursor: 'pointer', userSelect: 'none', height: 'auto', minHeight: '1.4375em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', paddingInlineEnd: 32 };

type DisplayProps = {
  className?: string;
  id?: string;
  value?: unknown;
  disabled?: boolean;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  expanded: boolean;
  listId: string;
  labelId: string;
  /** Opens the list at the outlined box around the display. */
  onOpen(box: HTMLElement): void;
};

/** The closed select's face, in the outlined box's input slot (as MUI's Select puts its own there). */
const SelectDisplay = forwardRef<HTMLDivElement, DisplayProps>(function SelectDisplay({ className, id, value, disabled, onFocus, onBlur, expanded, listId, labelId, onOpen }, ref) {
  const open = (display: HTMLElement) => {
    if (!disabled) onOpen(display.parentElement ?? display);
  };
  return (
    <div
      ref={ref}
      id={id}
      className={className}
      style={DISPLAY_STYLE}
      role="combobox"
      tabIndex={disabled ? undefined : 0}
      aria-haspopup="listbox"
      aria-expanded={expanded}
      aria-controls={expanded ? listId : undefined}
      aria-labelledby={`${labelId} ${id}`}
      aria-disabled={disabled || undefined}
      onFocus={(e) => {
        preloadList();
        onFocus?.(e);
      }}
      onBlur={onBlur}
      onPointerEnter={preloadList}
      onMouseDown={(e) => {
        if (e.button !== 0) return;
        // As MUI's Select: it opens on press, and the focus stays on the field.
        e.preventDefault();
        e.currentTarget.focus();
        open(e.currentTarget);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => {
        if (!OPEN_KEYS.includes(e.key)) return;
        e.preventDefault();
        // Space opens on its release: opened on the press, its release landed on the list's first item and chose it.
        if (e.key !== ' ') open(e.currentTarget);
      }}
      onKeyUp={(e: KeyboardEvent<HTMLDivElement>) => {
        if (e.key !== ' ') return;
        e.preventDefault();
        open(e.currentTarget);
      }}
    >
      {String(value ?? '')}
    </div>
  );
});

/**
 * An outlined select whose list (MUI's Menu, with its Popover and Modal) loads when it is first opened: the closed
 * field is MUI's outlined box, label and arrow, as TextField's `select` mode draws them, without their code on the
 * first page. One value, or several with check boxes.
 */
export function MenuSelect<V extends string | number>(props: MenuSelectProps<V>) {
  const { label, options, size, sx, disabled = false } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const chosen: readonly V[] = props.multiple ? props.value : [props.value];
  const labelOf = (v: V) => options.find((o) => o.value === v)?.label ?? String(v);
  const text = props.multiple ? (props.value.length ? props.value.map(labelOf).join(', ') : props.emptyText) : labelOf(props.value);

  const pick = (v: V) => {
    if (!props.multiple) {
      setBox(null);
      props.onChange(v);
      return;
    }
    props.onChange(props.value.includes(v) ? props.value.filter((x) => x !== v) : [...props.value, v]);
  };

  return (
    <FormControl size={size} sx={sx} disabled={disabled} data-testid={props['data-testid']}>
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={`${id}-display`}
        label={label}
        notched
        value={text}
        // As MUI's Select does: the display takes the input's place; its own props come through inputProps.
        inputComponent={SelectDisplay as never}
        inputProps={{
          expanded: Boolean(box),
          listId,
          labelId,
          onOpen: (anchor: HTMLElement) => {
            setBox(anchor);
            setOpened(true);
          },
        }}
        endAdornment={
          <ArrowDropDownIcon
            aria-hidden
            sx={{ position: 'absolute', insetInlineEnd: 7, top: 'calc(50% - 0.5em)', pointerEvents: 'none', color: disabled ? 'action.disabled' : 'action.active', transform: box ? 'rotate(180deg)' : undefined }}
          />
        }
        sx={{ paddingInlineEnd: 0 }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <MenuSelectList id={listId} labelId={labelId} anchor={box} options={options} chosen={chosen} multiple={Boolean(props.multiple)} onPick={pick} onClose={() => setBox(null)} />
        </Suspense>
      ) : null}
    </FormControl>
  );
}
