import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { FLASH_LIMITS, FLASH_RATINGS, type FlashRating, type StudyItemDto } from '@app/shared';
import { intervalParts, nextIntervals, reviewCard } from '@app/shared/fsrs';
import { PageHeader } from '../../../components/page-header';
import { useStores } from '../../../stores/store-context';
import { flashcardsApi } from '../api';
import { CardFace } from '../components/card-face';
import { studyMessages as m } from '../messages';
import { FLASH_PATHS } from '../paths';
import { afterRating, visitorQueue } from '../study-session';
import { useStudyKeys } from '../use-study-keys';
import { loadProgress, newLeftToday, recordReview, saveProgress } from '../visitor-progress';

const VARIANT: Record<FlashRating, string> = { again: 'outline-danger', hard: 'outline-warning', good: 'outline-success', easy: 'outline-primary' };

/** /flashCards/study/{deckId}: one card at a time, flipped with space and rated 1-4; a visitor's progress stays in the browser. */
export const StudyPage = observer(function StudyPage() {
  const { api, session, ui, locale } = useStores();
  const deckId = Number(useParams().deckId);
  const signedIn = session.isLoggedIn;
  const [deckName, setDeckName] = useState('');
  const [queue, setQueue] = useState<StudyItemDto[] | null>(null);
  const [newLeft, setNewLeft] = useState<number>(FLASH_LIMITS.newPerDay);
  const [flipped, setFlipped] = useState(false);
  const [rated, setRated] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const fc = flashcardsApi(api);
    let live = true;
    const load = signedIn
      ? Promise.all([fc.deck(deckId), fc.study(deckId)]).then(([deck, q]) => ({ name: deck.name, items: q.items, left: q.new_left_today }))
      : fc.libraryDeck(deckId).then((deck) => {
          const progress = loadProgress();
          const left = newLeftToday(progress, new Date());
          return { name: deck.name, items: visitorQueue(deck.cards, progress.states, left, new Date()), left };
        });
    load
      .then((r) => {
        if (!live) return;
        setDeckName(r.name);
        setQueue(r.items);
        setNewLeft(r.left);
      })
      .catch((error: unknown) => ui.handleError(error, { pageLevel: true }));
    return () => {
      live = false;
    };
  }, [api, deckId, signedIn, ui]);

  const current = queue?.[0] ?? null;

  const rate = useCallback(
    async (rating: FlashRating) => {
      if (!current || busy) return;
      setBusy(true);
      const now = new Date();
      try {
        let state;
        if (signedIn) {
          const res = await flashcardsApi(api).review(current.card.id, rating);
          state = res.state;
          setNewLeft(res.new_left_today);
        } else {
          state = reviewCard(current.card.id, current.state, rating, now).state;
          const progress = recordReview(loadProgress(), state, current.state === null, now);
          saveProgress(progress);
          setNewLeft(newLeftToday(progress, now));
        }
        setQueue((q) => afterRating(q ?? [], state, now));
        setRated((n) => n + 1);
        setFlipped(false);
      } catch (error) {
        ui.handleError(error);
      } finally {
        setBusy(false);
      }
    },
    [api, busy, current, signedIn, ui],
  );
  const flip = useCallback(() => setFlipped(true), []);
  useStudyKeys(!!current, flipped, flip, (r) => void rate(r));

  const intervals = current ? nextIntervals(current.state, new Date()) : null;

  return (
    <div className="container py-4" data-testid="study-page">
      <PageHeader
        title={<FormattedMessage {...m.title} values={{ deck: deckName }} />}
        back={{ to: FLASH_PATHS.home, label: <FormattedMessage {...m.back} /> }}
        subtitle={
          queue && (
            <span data-testid="study-progress">
              <FormattedMessage {...m.progress} values={{ left: queue.length, newLeft }} />
            </span>
          )
        }
      />
      {!queue ? (
        <Spinner animation="border" className="d-block mx-auto my-4" />
      ) : !current ? (
        <Card className="shadow-soft text-center" data-testid="study-done">
          <Card.Body className="p-4">
            <p className="fs-5 mb-2">
              <FormattedMessage {...m.done} />
            </p>
            {newLeft === 0 && (
              <p className="text-body-secondary mb-2">
                <FormattedMessage {...m.doneNewLimit} values={{ limit: FLASH_LIMITS.newPerDay }} />
              </p>
            )}
            <p className="text-body-secondary mb-3">
              <FormattedMessage {...m.studied} values={{ count: rated }} />
            </p>
            <Link to={FLASH_PATHS.home} className="btn btn-primary">
              <FormattedMessage {...m.back} />
            </Link>
          </Card.Body>
        </Card>
      ) : (
        <Card className="shadow-soft">
          <Card.Body className="p-4">
            <CardFace card={current.card} flipped={flipped} locale={locale.locale} />
            <div className="mt-4">
              {!flipped ? (
                <div className="text-center">
                  <Button size="lg" onClick={flip} data-testid="study-show">
                    <FormattedMessage {...m.show} />
                  </Button>
                </div>
              ) : (
                <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }} data-testid="study-ratings">
                  {FLASH_RATINGS.map((r, i) => {
                    const p = intervalParts(intervals![r]);
                    return (
                      <Button key={r} variant={VARIANT[r]} disabled={busy} onClick={() => void rate(r)} data-testid={`rate-${r}`} className="px-1">
                        <div className="small text-body-secondary">
                          <FormattedMessage {...m[`interval_${p.unit}`]} values={{ value: p.value }} />
                        </div>
                        <div className="fw-semibold">
                          <FormattedMessage {...m[`rating_${r}`]} />
                        </div>
                        <div className="small text-body-secondary d-none d-md-block">{i + 1}</div>
                      </Button>
                    );
                  })}
                </div>
              )}
              <p className="small text-body-secondary text-center mt-3 mb-0 d-none d-md-block">
                <FormattedMessage {...m.keys} />
              </p>
            </div>
          </Card.Body>
        </Card>
      )}
    </div>
  );
});
