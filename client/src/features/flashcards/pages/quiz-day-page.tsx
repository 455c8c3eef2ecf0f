import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { QuizResultDto } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { useLoad } from '../../../components/hooks/use-load';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { QuizSheet } from '../components/quiz-sheet';
import { studyMessages } from '../messages';
import { FLASH_PATHS } from '../paths';

/** /flashCards/quizzes/{quizId}/{date}: a student's assigned quiz of one day, handed in once and graded by the server. */
export const QuizDayPage = observer(function QuizDayPage() {
  const { api, ui } = useStores();
  const params = useParams();
  const quizId = Number(params.quizId);
  const date = params.date ?? '';
  const { data } = useLoad(() => flashcardsApi(api).sheet(quizId, date), `flash-sheet-${quizId}-${date}`, { pageLevel: true });
  const [result, setResult] = useState<QuizResultDto | null>(null);

  async function submit(answers: number[]) {
    try {
      setResult(await flashcardsApi(api).answer(quizId, date, answers));
      window.scrollTo({ top: 0 });
    } catch (error) {
      ui.handleError(error);
    }
  }

  return (
    <div className="container py-4" data-testid="quiz-day-page">
      <PageHeader
        title={data?.title ?? ''}
        subtitle={data && <FormattedDate value={`${data.date}T12:00:00Z`} dateStyle="full" timeZone="UTC" />}
        back={{ to: FLASH_PATHS.home, label: <FormattedMessage {...studyMessages.back} /> }}
      />
      {!data ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : (
        <QuizSheet questions={data.questions} result={result ?? data.result} onSubmit={submit} />
      )}
    </div>
  );
});
