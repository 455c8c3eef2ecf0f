import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/** Where the question bank's pages live, seen from the area the user is in. */
export interface QuestionLinks {
  list: string;
  add: string;
  edit: (id: number) => string;
  duplicate: (id: number) => string | null;
  view: (id: number) => string;
  preview: (id: number) => string;
  passages: string;
  passage: (id: number) => string;
  passageCreate: string;
  passageEdit: (id: number) => string;
  /** Question import, in the authoring areas only (null on /browse). */
  imports: string | null;
  importDetail: (id: number) => string;
}

export const BROWSE_PATHS = {
  hub: '/browse',
  examination: '/browse/examination',
  questions: '/browse/questions',
  question: '/browse/question',
  questionEdit: '/question/edit',
  passages: '/browse/passages',
  passage: '/browse/passage',
  passageCreate: '/passage/create',
  passageEdit: '/passage/edit',
  preview: '/preview/question',
} as const;

const common = {
  view: (id: number) => `${BROWSE_PATHS.question}?id=${id}`,
  preview: (id: number) => `${BROWSE_PATHS.preview}/${id}`,
  passages: BROWSE_PATHS.passages,
  passage: (id: number) => `${BROWSE_PATHS.passage}?id=${id}`,
  passageCreate: BROWSE_PATHS.passageCreate,
  passageEdit: (id: number) => `${BROWSE_PATHS.passageEdit}?id=${id}`,
};

/** The admin and teacher areas have their own add, edit and duplicate pages (spec section 2). */
const areaLinks = (area: 'admin' | 'teacher'): QuestionLinks => ({
  ...common,
  list: `/${area}/allQuestions`,
  add: `/${area}/addQuestion`,
  edit: (id) => `/${area}/editQuestion?id=${id}`,
  duplicate: (id) => `/${area}/duplicateQuestion?id=${id}`,
  imports: `/${area}/importQuestions`,
  importDetail: (id) => `/${area}/importQuestions/${id}`,
});

/** The company area lists questions in the area and edits them on the shared pages; so does /browse. */
const sharedLinks = (list: string, area: string | null): QuestionLinks => ({
  ...common,
  list,
  add: BROWSE_PATHS.questionEdit,
  edit: (id) => `${BROWSE_PATHS.questionEdit}?id=${id}`,
  duplicate: () => null,
  imports: area && `/${area}/importQuestions`,
  importDetail: (id) => `/${area ?? 'teacher'}/importQuestions/${id}`,
});

export function linksFor(pathname: string): QuestionLinks {
  const area = pathname.split('/')[1];
  if (area === 'admin' || area === 'teacher') return areaLinks(area);
  if (area === 'company') return sharedLinks('/company/allQuestions', 'company');
  return sharedLinks(BROWSE_PATHS.questions, null);
}

export function useQuestionLinks(): QuestionLinks {
  const { pathname } = useLocation();
  return useMemo(() => linksFor(pathname), [pathname]);
}
