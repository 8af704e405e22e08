import StarterKit from '@tiptap/starter-kit';
import { ListButtons, RichTextInput, RichTextInputToolbar, type RichTextInputProps } from 'ra-input-rich-text';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { LinkButton, MarkButtons } from './MessageEditorButtons';
import { isMessageHref } from './messageLinks';

type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;

/**
 * The editor knows only what a message keeps (server/lib/html.ts, profile `message`): paragraphs, line breaks, bold,
 * italic, lists and http(s)/mailto links. Anything else pasted in is dropped here already, not first on the server.
 */
const messageKit = StarterKit.configure({
  blockquote: false,
  code: false,
  codeBlock: false,
  heading: false,
  horizontalRule: false,
  strike: false,
  underline: false,
  link: {
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isMessageHref(url),
    HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  },
});

export type MessageEditorProps = { source: string; label: string; helperText?: string };

/** A message's rich-text body: a small toolbar (bold, italic, lists, link) over the text, which is stored as HTML. */
export default function MessageEditor({ source, label, helperText }: MessageEditorProps) {
  const translate = useTranslate();
  const name = translate(label);
  const editorOptions = useMemo<EditorOptions>(
    () => ({
      // The package types the editor with its own copy of @tiptap/core; the kit is built on the project's (Vite
      // dedupes the two at build time, see vite.config.ts).
      extensions: [messageKit] as unknown as EditorOptions['extensions'],
      // The editable area is a textbox named like the field, for screen readers and for tests.
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
    }),
    [name],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      helperText={helperText}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <MarkButtons />
          <ListButtons size="small" />
          <LinkButton />
        </RichTextInputToolbar>
      }
    />
  );
}
