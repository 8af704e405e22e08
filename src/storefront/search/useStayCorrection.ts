import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate, readStay, stayParams, stayProblems, stayProblemText } from '@/api/stay';
import { useHydrateAtOnce } from '@/ssr/context';
import { apiMessages } from '../feedback/apiMessages';
import { messageTranslator } from '../forms/issueText';

/**
 * A stay the URL cannot mean (a past check-in, say) is used as corrected; this says why with the rule's message and
 * puts the corrected query in the URL in place of the old one (no extra history entry), so the URL says what is shown.
 */
export function useStayCorrection(query: string, correctedQuery: () => URLSearchParams, replace: (next: URLSearchParams) => void) {
  const { t } = useTranslation('storefront');
  // The browser corrects the URL and says why as soon as the page loads: a page that would wait for the visitor's
  // first interaction does not.
  useHydrateAtOnce(readStay(new URLSearchParams(query)).corrected);
  useEffect(() => {
    const asked = new URLSearchParams(query);
    if (!readStay(asked).corrected) return;
    const problem = stayProblems({ checkIn: asked.get(stayParams.checkIn), checkOut: asked.get(stayParams.checkOut) }, localIsoDate(new Date())).find((p) => p.rule !== 'format');
    if (problem) {
      const tr = messageTranslator(t, { [stayParams.checkIn]: t('search.checkIn'), [stayParams.checkOut]: t('search.checkOut') });
      apiMessages.show({ message: stayProblemText(problem, stayParams, tr), status: 400 });
    }
    replace(correctedQuery());
  }, [query, correctedQuery, replace, t]);
}
