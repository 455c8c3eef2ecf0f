import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { BROWSE_PATHS } from './links';

const LOGIN: RouteHandle = { auth: 'required' };

// Each page group is its own chunk; MathJax is a further chunk, loaded only when math is shown.
const list = () => import('./pages/question-list-page');
const editor = () => import('./pages/question-editor-page');
const preview = () => import('./pages/question-preview-page');
const labels = () => import('./pages/labels-page');
const subjects = () => import('./pages/subjects-page');
const browse = () => import('./pages/browse-hub-page');
const examination = () => import('./pages/browse-examination-page');
const passages = () => import('./pages/passage-pages');
const importList = () => import('./pages/import-list-page');
const importDetail = () => import('./pages/import-detail-page');

/** Question import (spec section 2, "AI question import"): in every authoring area. */
const importing = (): RouteObject[] => [
  { path: 'importQuestions', lazy: lazyPage(importList, 'ImportListPage') },
  { path: 'importQuestions/:importId', lazy: lazyPage(importDetail, 'ImportDetailPage') },
];

/** The pages the admin and teacher areas share (spec section 2). */
const authoring = (): RouteObject[] => [
  { path: 'allQuestions', lazy: lazyPage(list, 'QuestionListPage') },
  { path: 'addQuestion', lazy: lazyPage(editor, 'AddQuestionPage') },
  { path: 'editQuestion', lazy: lazyPage(editor, 'EditQuestionPage') },
  { path: 'duplicateQuestion', lazy: lazyPage(editor, 'DuplicateQuestionPage') },
  ...importing(),
];

/** Question bank, passages, labels, browse and preview pages. */
export const questionRoutes: FeatureRoutes = {
  areas: {
    admin: [
      ...authoring(),
      { path: 'questionTags', lazy: lazyPage(labels, 'LabelsPage') },
      { path: 'subjects', lazy: lazyPage(subjects, 'SubjectsPage') },
    ],
    teacher: authoring(),
    // The company area lists questions here and adds and edits them on /question/edit.
    company: [{ path: 'allQuestions', lazy: lazyPage(list, 'QuestionListPage') }, ...importing()],
  },
  pages: [
    { path: BROWSE_PATHS.hub, handle: LOGIN, lazy: lazyPage(browse, 'BrowseHubPage') },
    // No login (spec section 2): the exam's structure is public.
    { path: BROWSE_PATHS.examination, lazy: lazyPage(examination, 'BrowseExaminationPage') },
    { path: BROWSE_PATHS.questions, handle: LOGIN, lazy: lazyPage(list, 'QuestionListPage') },
    { path: BROWSE_PATHS.question, handle: LOGIN, lazy: lazyPage(preview, 'QuestionDetailPage') },
    { path: BROWSE_PATHS.questionEdit, handle: LOGIN, lazy: lazyPage(editor, 'EditQuestionPage') },
    { path: `${BROWSE_PATHS.preview}/:questionId`, handle: LOGIN, lazy: lazyPage(preview, 'QuestionPreviewPage') },
    { path: BROWSE_PATHS.passages, handle: LOGIN, lazy: lazyPage(passages, 'PassageListPage') },
    { path: BROWSE_PATHS.passage, handle: LOGIN, lazy: lazyPage(passages, 'PassageDetailPage') },
    { path: BROWSE_PATHS.passageCreate, handle: LOGIN, lazy: lazyPage(passages, 'PassageCreatePage') },
    { path: BROWSE_PATHS.passageEdit, handle: LOGIN, lazy: lazyPage(passages, 'PassageEditPage') },
  ],
};
