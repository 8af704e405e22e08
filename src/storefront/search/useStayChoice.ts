import { useState } from 'react';
import { defaultStay, type Stay } from '@/api/stay';
import { useToday } from '../useToday';

/**
 * A search form's dates: the ones given (a search's own), else tonight until the reader picks others — the server's
 * tonight while the page hydrates, then the reader's own clock's, so a form never holds a date the reader did not mean.
 */
export function useStayChoice(initial: Stay | undefined): [Stay, (stay: Stay) => void] {
  const today = useToday();
  const [chosen, setChosen] = useState<Stay | null>(initial ?? null);
  return [chosen ?? defaultStay(today), setChosen];
}
