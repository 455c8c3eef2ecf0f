import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { buildQuiz, FLASH_LIMITS, type QuizQuestion, type QuizResultDto } from '@app/shared';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { QuizSheet } from '../components/quiz-sheet';
import { quizMessages as m, studyMessages } from '../messages';
import { FLASH_PATHS } from '../paths';
import { gradePractice, PRACTICE_QUIZ_SIZE } from '../quiz-answers';

/** /flashCards/quiz/{deckId}: a practice quiz of ten questions from a deck, distractors from the same deck, graded in the browser. */
export const QuizPage = observer(function QuizPage() {
  const { api, session, ui } = useStores();
  const deckId = Number(useParams().deckId);
  const [deck, setDeck] = useState<{ name: string; cards: Parameters<typeof buildQuiz>[0] } | null>(null);
  const [round, setRound] = useState(0);
  const [questions, setQuestions] = useState<QuizQuestion[] | null>(null);
  const [result, setResult] = useState<QuizResultDto | null>(null);

  useEffect(() => {
    const fc = flashcardsApi(api);
    (session.isLoggedIn ? fc.deck(deckId) : fc.libraryDeck(deckId))
      .then((d) => setDeck({ name: d.name, cards: d.cards }))
      .catch((error: unknown) => ui.handleError(error, { pageLevel: true }));
  }, [api, deckId, session.isLoggedIn, ui]);

  useEffect(() => {
    if (!deck) return;
    setQuestions(buildQuiz(deck.cards, PRACTICE_QUIZ_SIZE, Math.floor(Math.random() * 2 ** 32)));
    setResult(null);
  }, [deck, round]);

  return (
    <div className="container py-4" data-testid="quiz-page">
      <PageHeader
        title={<FormattedMessage {...m.title} values={{ deck: deck?.name ?? '' }} />}
        back={{ to: FLASH_PATHS.home, label: <FormattedMessage {...studyMessages.back} /> }}
        actions={
          result ? (
            <Button onClick={() => setRound((n) => n + 1)} data-testid="quiz-again">
              <FormattedMessage {...m.again} />
            </Button>
          ) : undefined
        }
      />
      {!deck || !questions ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : deck.cards.length < FLASH_LIMITS.quizDeckMin ? (
        <Alert variant="warning">
          <FormattedMessage {...m.tooSmall} />
        </Alert>
      ) : (
        <QuizSheet key={round} questions={questions} result={result} onSubmit={async (answers) => setResult(gradePractice(questions, answers))} />
      )}
    </div>
  );
});
