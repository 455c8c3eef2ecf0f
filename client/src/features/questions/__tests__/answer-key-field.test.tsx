import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@app/shared';
import { CATALOGS } from '../../../i18n/catalogs';
import { AnswerKeyField, TryAnswer } from '../components/answer-key-field';
import { WithIntl } from './intl';

const en = CATALOGS['en-US'];

function Harness({ initial = '', type = 'grid-in', touched = true }: { initial?: string; type?: QuestionType; touched?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <WithIntl>
      <AnswerKeyField value={value} onChange={setValue} type={type} touched={touched} />
      <TryAnswer answerKey={value} type={type} version="digital" choiceCount={4} />
    </WithIntl>
  );
}

const fieldError = () => document.querySelector('[data-field-error]');

describe('AnswerKeyField', () => {
  it('asks for a key when it is blank', () => {
    render(<Harness initial="" />);
    expect(fieldError()?.textContent).toBe(en['questions.answerKey.empty']);
  });

  it('says nothing about an empty key the author has not touched yet', () => {
    render(<Harness initial="" touched={false} />);
    expect(fieldError()).toBeNull();
  });

  it('refuses full-width symbols as typed, with the localized message', async () => {
    render(<Harness initial="" />);
    await userEvent.type(screen.getByTestId('answer-key'), '３／４');
    expect(fieldError()?.textContent).toBe(en['questions.answerKey.englishSymbols']);
    expect(screen.getByTestId('answer-key').classList.contains('is-invalid')).toBe(true);
  });

  it('refuses blanks inside the key', async () => {
    render(<Harness initial="" type="multiple-choice" />);
    await userEvent.type(screen.getByTestId('answer-key'), 'A, C');
    expect(fieldError()?.textContent).toBe(en['questions.answerKey.blank']);
  });

  it('shows no error for a valid key, and grades a tried answer with the same rules', async () => {
    render(<Harness initial="" />);
    await userEvent.type(screen.getByTestId('answer-key'), '7/2,3.5');
    expect(fieldError()).toBeNull();
    expect(screen.getByText(en['questions.editor.answerKeyValid'])).toBeTruthy();

    await userEvent.type(screen.getByTestId('try-answer'), '3.5');
    expect(screen.getByTestId('try-answer-result').dataset.correct).toBe('true');
    await userEvent.clear(screen.getByTestId('try-answer'));
    await userEvent.type(screen.getByTestId('try-answer'), '3.4');
    expect(screen.getByTestId('try-answer-result').dataset.correct).toBe('false');
  });

  it('shows the Chinese text in a Chinese locale', () => {
    render(
      <WithIntl locale="zh-TW">
        <AnswerKeyField value="" onChange={() => {}} type="grid-in" touched />
      </WithIntl>,
    );
    expect(fieldError()?.textContent).toBe(CATALOGS['zh-TW']['questions.answerKey.empty']);
  });
});
