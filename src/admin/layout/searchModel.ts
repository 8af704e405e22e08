import type { AdminSearchSlug } from '@/api';
import type { AdminResource } from '../declaration';

/** The search runs from two characters on (spec section 5); shorter queries clear the results. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_RESULTS_MAX_HEIGHT = 500;

export function isSearchable(q: string): boolean {
  return q.trim().length >= SEARCH_MIN_LENGTH;
}

/**
 * The edit page a result opens, when a declared resource answers for its group: react-admin's own edit address
 * (/name/id). A tabbed form reads what follows the id as its tab: '/name/id/edit' opened a form with no tab shown.
 */
export function searchResultPath(resources: readonly AdminResource[], slug: AdminSearchSlug, id: string | number | null | undefined): string | null {
  if (id === null || id === undefined || id === '') return null;
  const target = resources.find((r) => r.searchSlug === slug && r.edit);
  return target ? `/${target.name}/${encodeURIComponent(String(id))}` : null;
}

type ResultRecord = Record<string, string | number | null>;

/** A result's main line (its name) and its other text fields as the second line. */
export function searchResultText(record: ResultRecord): { primary: string; secondary: string } {
  const name = record.name ?? ([record.first_name, record.last_name].filter(Boolean).join(' ') || null);
  const primary = name !== null && name !== '' ? String(name) : `#${record.id ?? ''}`;
  const secondary = Object.entries(record)
    .filter(([key, value]) => !['id', 'name', 'first_name', 'last_name'].includes(key) && value !== null && value !== '')
    .map(([, value]) => String(value))
    .join(' · ');
  return { primary, secondary };
}

/** Shift+/ focuses the search box, unless the user is typing somewhere else. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>, target: EventTarget | null): boolean {
  if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key !== '?' && event.code !== 'Slash') return false;
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || el?.isContentEditable);
}
