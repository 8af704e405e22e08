import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { MessageEditorProps } from './MessageEditor';

// The editor (Tiptap and ProseMirror) loads with the first form that has one: not with the back office's first page,
// and never with the storefront.
const MessageEditor = lazy(() => import('./MessageEditor'));

/** A rich-text message body (bold, italic, lists, links) for a react-admin form. */
export function MessageInput(props: MessageEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ width: '100%', mb: 2 }} />}>
      <MessageEditor {...props} />
    </Suspense>
  );
}
