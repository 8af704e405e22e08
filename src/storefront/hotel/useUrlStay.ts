import { useCallback, useMemo } from 'react';
import { readParty } from '@/api/party';
import { readStay } from '@/api/stay';
import { useStayCorrection } from '../search/useStayCorrection';
import { momentOf, useToday } from '../useToday';
import { useLatestSearchParams } from '../useLatestSearchParams';
import { withStay } from './stayDates';

/**
 * The stay a hotel or reservation page's URL asks for, as it can be had: a past check-in, a check-out before it or
 * a stay over the longest allowed is shown corrected, the rule's message says why, and the URL is corrected to match.
 * With it, the rooms and adults the stay is for (one adult in one room unless the URL says otherwise), and `latest`:
 * the query a change builds on (useLatestSearchParams).
 */
export function useUrlStay() {
  const { params, query, latest, setParams } = useLatestSearchParams();
  const today = useToday();
  const stay = useMemo(() => readStay(params, momentOf(today)).stay, [params, today]);
  const party = useMemo(() => readParty(params), [params]);
  const corrected = useCallback(() => withStay(new URLSearchParams(query), readStay(new URLSearchParams(query)).stay), [query]);
  const replace = useCallback((next: URLSearchParams) => setParams(next, { replace: true }), [setParams]);
  useStayCorrection(query, corrected, replace);
  return { params, latest, setParams, stay, party };
}
