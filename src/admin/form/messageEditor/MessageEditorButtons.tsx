import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import InsertLink from '@mui/icons-material/InsertLink';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { messageHref } from './messageLinks';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;

/** The editor, re-rendering its caller whenever the text or the selection changes (to show what is active there). */
function useLiveEditor(): Editor | null {
  const editor = useTiptapEditor();
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const bump = () => setVersion((v) => v + 1);
    editor.on('transaction', bump);
    return () => {
      editor.off('transaction', bump);
    };
  }, [editor]);
  return editor;
}

const marks = [
  { name: 'bold', label: 'ra.tiptap.bold', Icon: FormatBold },
  { name: 'italic', label: 'ra.tiptap.italic', Icon: FormatItalic },
] as const;

/** Bold and italic, the two marks a message keeps. */
export function MarkButtons() {
  const editor = useLiveEditor();
  const translate = useTranslate();
  const active = editor ? marks.filter((m) => editor.isActive(m.name)).map((m) => m.name) : [];
  return (
    <ToggleButtonGroup size="small" value={active} disabled={!editor?.isEditable}>
      {marks.map(({ name, label, Icon }) => (
        <ToggleButton key={name} value={name} aria-label={translate(label)} title={translate(label)} onClick={() => editor?.chain().focus().toggleMark(name).run()}>
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Puts a link on the selected text (or changes or removes the one under the cursor), asking for its address. */
export function LinkButton() {
  const editor = useLiveEditor();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onLink = Boolean(editor?.isActive('link'));
  const canLink = Boolean(editor?.isEditable) && (onLink || !editor?.state.selection.empty);

  const start = () => {
    if (!editor) return;
    setAddress(onLink ? String(editor.getAttributes('link').href ?? '') : '');
    setInvalid(false);
    setOpen(true);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the page's form, but React still bubbles its submit up to that form's handler.
    e.stopPropagation();
    const href = messageHref(address);
    if (!editor) return;
    if (!href) {
      setInvalid(true);
      return;
    }
    editor.chain().extendMarkRange('link').setMark('link', { href }).run();
    setOpen(false);
  };
  const remove = () => {
    editor?.chain().extendMarkRange('link').unsetMark('link').run();
    setOpen(false);
  };

  const label = translate('ra.tiptap.link');
  return (
    <>
      <ToggleButton size="small" value="link" selected={onLink} disabled={!canLink} aria-label={label} title={label} onClick={start}>
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      {/* Back to the text when the dialog has gone (not to the toolbar's Link button): the writer types on. */}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" disableRestoreFocus slotProps={{ transition: { onExited: () => editor?.commands.focus() } }}>
        <form onSubmit={apply} noValidate>
          <DialogTitle>{label}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('resources.notifications.linkAddress')}
              value={address}
              onChange={(e) => {
                setAddress(e.target.value);
                setInvalid(false);
              }}
              error={invalid}
              helperText={translate(invalid ? 'resources.notifications.linkInvalid' : 'resources.notifications.linkAddressHelp')}
              slotProps={{ htmlInput: { inputMode: 'url', dir: 'ltr' } }}
            />
          </DialogContent>
          <DialogActions>
            {onLink ? (
              <Button onClick={remove} color="warning" sx={{ mr: 'auto' }}>
                {translate('resources.notifications.linkRemove')}
              </Button>
            ) : null}
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
