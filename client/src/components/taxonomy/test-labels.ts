import type { MessageDescriptor } from 'react-intl';
import type {
  Difficulty,
  ModuleRoute,
  PracticeKind,
  PracticeTool,
  PublishStatus,
  QuestionType,
  ScoreType,
  Section,
  TestVersionId,
} from '@app/shared';
import { testLabelMessages as m } from './test-label-messages';

export const SECTION_LABELS: Record<Section, MessageDescriptor> = {
  'reading-writing': m.sectionReadingWriting,
  math: m.sectionMath,
  reading: m.sectionReading,
  'writing-language': m.sectionWritingLanguage,
  'math-no-calculator': m.sectionMathNoCalculator,
  'math-calculator': m.sectionMathCalculator,
};

/** A score type is named like the section it scores. */
export const SCORE_TYPE_LABELS: Record<ScoreType, MessageDescriptor> = {
  'reading-writing': m.sectionReadingWriting,
  math: m.sectionMath,
  reading: m.sectionReading,
  'writing-language': m.sectionWritingLanguage,
};

export const VERSION_LABELS: Record<TestVersionId, MessageDescriptor> = { digital: m.versionDigital, paper: m.versionPaper };

export const KIND_LABELS: Record<PracticeKind, MessageDescriptor> = {
  module: m.kindModule,
  section: m.kindSection,
  drill: m.kindDrill,
  quick: m.kindQuick,
};

export const TOOL_LABELS: Record<PracticeTool, MessageDescriptor> = {
  calculator: m.toolCalculator,
  'reference-sheet': m.toolReferenceSheet,
  highlighter: m.toolHighlighter,
  annotate: m.toolAnnotate,
  eliminator: m.toolEliminator,
};

export const STATUS_LABELS: Record<PublishStatus, MessageDescriptor> = { draft: m.statusDraft, published: m.statusPublished };

export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  easy: m.difficultyEasy,
  medium: m.difficultyMedium,
  hard: m.difficultyHard,
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = { 'multiple-choice': m.typeMultipleChoice, 'grid-in': m.typeGridIn };

export const DOMAIN_LABELS: Record<string, MessageDescriptor> = {
  'craft-and-structure': m.domainCraftAndStructure,
  'information-and-ideas': m.domainInformationAndIdeas,
  'standard-english-conventions': m.domainStandardEnglishConventions,
  'expression-of-ideas': m.domainExpressionOfIdeas,
  algebra: m.domainAlgebra,
  'advanced-math': m.domainAdvancedMath,
  'problem-solving-data-analysis': m.domainProblemSolvingDataAnalysis,
  'geometry-trigonometry': m.domainGeometryTrigonometry,
};

export const ROUTE_LABELS: Record<ModuleRoute, MessageDescriptor> = { easier: m.routeEasier, harder: m.routeHarder };
