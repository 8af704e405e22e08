import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate, readStay, stayParams, stayProblems, stayProblemText } from '@/api/stay';
import { formatStayDate } from '@/i18n/dates';
import { useHydrateAtOnce } from '@/ssr/context';
import { apiMessages } from '../feedback/apiMessages';
import { messageTranslator } from '../forms/issueText';

/**
 * A stay the URL cannot mean (a past check-in, say) is used as corrected; this says why with the rule's message and
 * puts the corrected query in the URL in place of the old one (no extra history entry), so the URL says what is shown.
 */
export function useStayCorrection(query: string, correctedQuery: () => URLSearchParams, replace: (next: URLSearchParams) => void) {
  const { t, i18n } = useTranslation('storefront');
  // The browser corrects the URL and says why as soon as the page loads: a page that would wait for the visitor's
  // first interaction does not.
  useHydrateAtOnce(readStay(new URLSearchParams(query)).corrected);
  useEffect(() => {
    const asked = new URLSearchParams(query);
    if (!readStay(asked).corrected) return;
    const problem = stayProblems({ checkIn: asked.get(stayParams.checkIn), checkOut: asked.get(stayParams.checkOut) }, localIsoDate(new Date())).find((p) => p.rule !== 'format');
    const corrected = correctedQuery();
    if (problem) {
      const tr = messageTranslator(t, { [stayParams.checkIn]: t('search.checkIn'), [stayParams.checkOut]: t('search.checkOut') });
      // The rule and the stay shown in its place: a check-out before check-in became one night, and says which.
      const { stay } = readStay(corrected);
      const message = t('search.stayCorrected', {
        problem: stayProblemText(problem, stayParams, tr),
        checkIn: formatStayDate(stay.checkIn, i18n.language),
        checkOut: formatStayDate(stay.checkOut, i18n.language),
      });
      apiMessages.show({ message, status: 400 });
    }
    replace(corrected);
  }, [query, correctedQuery, replace, t, i18n.language]);
}
