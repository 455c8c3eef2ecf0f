import { FormattedMessage } from 'react-intl';
import type { FlashCardDto } from '@app/shared';
import type { Locale } from '@app/shared';
import { posMessages, studyMessages as m } from '../messages';

/** The word with its part of speech, and once flipped its definition, example and the Chinese gloss of the page's script. */
export function CardFace({ card, flipped, locale }: { card: FlashCardDto; flipped: boolean; locale: Locale }) {
  const gloss = locale === 'zh-TW' ? card.gloss_zh_tw : card.gloss_zh_cn;
  return (
    <div className="text-center" data-testid="card-face">
      <div className="display-6 fw-semibold" data-testid="card-term">
        {card.term}
      </div>
      <div className="text-body-secondary fst-italic mb-3">
        <FormattedMessage {...posMessages[card.part_of_speech]} />
      </div>
      {flipped && (
        <div className="border-top pt-3 text-start mx-auto" style={{ maxWidth: 560 }} data-testid="card-back">
          <p className="fs-5 mb-2" data-testid="card-definition">
            {card.definition}
          </p>
          {card.example && (
            <p className="mb-2">
              <span className="small text-body-secondary me-2">
                <FormattedMessage {...m.example} />
              </span>
              <em>{card.example}</em>
            </p>
          )}
          {gloss && (
            <p className="mb-0">
              <span className="small text-body-secondary me-2">
                <FormattedMessage {...m.gloss} />
              </span>
              <span lang={locale === 'zh-TW' ? 'zh-TW' : 'zh-CN'}>{gloss}</span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
