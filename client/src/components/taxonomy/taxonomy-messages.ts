import { defineMessages } from '../../i18n/define-messages';

/** Readable names of the SAT taxonomy's ids (sections, domains, skills), difficulties, types and statuses. */
export const sectionNames = defineMessages({
  'reading-writing': { id: 'questions.section.readingWriting' },
  math: { id: 'questions.section.math' },
  reading: { id: 'questions.section.reading' },
  'writing-language': { id: 'questions.section.writingLanguage' },
  'math-no-calculator': { id: 'questions.section.mathNoCalculator' },
  'math-calculator': { id: 'questions.section.mathCalculator' },
});

export const domainNames = defineMessages({
  'craft-and-structure': { id: 'questions.domain.craftAndStructure' },
  'information-and-ideas': { id: 'questions.domain.informationAndIdeas' },
  'standard-english-conventions': { id: 'questions.domain.standardEnglishConventions' },
  'expression-of-ideas': { id: 'questions.domain.expressionOfIdeas' },
  algebra: { id: 'questions.domain.algebra' },
  'advanced-math': { id: 'questions.domain.advancedMath' },
  'problem-solving-data-analysis': { id: 'questions.domain.problemSolvingDataAnalysis' },
  'geometry-trigonometry': { id: 'questions.domain.geometryTrigonometry' },
});

export const skillNames = defineMessages({
  'words-in-context': { id: 'questions.skill.wordsInContext' },
  'text-structure-and-purpose': { id: 'questions.skill.textStructureAndPurpose' },
  'cross-text-connections': { id: 'questions.skill.crossTextConnections' },
  'central-ideas-and-details': { id: 'questions.skill.centralIdeasAndDetails' },
  'command-of-evidence-textual': { id: 'questions.skill.commandOfEvidenceTextual' },
  'command-of-evidence-quantitative': { id: 'questions.skill.commandOfEvidenceQuantitative' },
  inferences: { id: 'questions.skill.inferences' },
  boundaries: { id: 'questions.skill.boundaries' },
  'form-structure-and-sense': { id: 'questions.skill.formStructureAndSense' },
  'rhetorical-synthesis': { id: 'questions.skill.rhetoricalSynthesis' },
  transitions: { id: 'questions.skill.transitions' },
  'linear-equations-one-variable': { id: 'questions.skill.linearEquationsOneVariable' },
  'linear-functions': { id: 'questions.skill.linearFunctions' },
  'linear-equations-two-variables': { id: 'questions.skill.linearEquationsTwoVariables' },
  'systems-of-linear-equations': { id: 'questions.skill.systemsOfLinearEquations' },
  'linear-inequalities': { id: 'questions.skill.linearInequalities' },
  'nonlinear-functions': { id: 'questions.skill.nonlinearFunctions' },
  'nonlinear-equations-and-systems': { id: 'questions.skill.nonlinearEquationsAndSystems' },
  'equivalent-expressions': { id: 'questions.skill.equivalentExpressions' },
  'ratios-rates-proportions-units': { id: 'questions.skill.ratiosRatesProportionsUnits' },
  percentages: { id: 'questions.skill.percentages' },
  'one-variable-data': { id: 'questions.skill.oneVariableData' },
  'two-variable-data': { id: 'questions.skill.twoVariableData' },
  probability: { id: 'questions.skill.probability' },
  'inference-from-samples': { id: 'questions.skill.inferenceFromSamples' },
  'evaluating-statistical-claims': { id: 'questions.skill.evaluatingStatisticalClaims' },
  'area-and-volume': { id: 'questions.skill.areaAndVolume' },
  'lines-angles-triangles': { id: 'questions.skill.linesAnglesTriangles' },
  'right-triangles-trigonometry': { id: 'questions.skill.rightTrianglesTrigonometry' },
  circles: { id: 'questions.skill.circles' },
});

export const difficultyNames = defineMessages({
  easy: { id: 'questions.difficulty.easy' },
  medium: { id: 'questions.difficulty.medium' },
  hard: { id: 'questions.difficulty.hard' },
});

export const typeNames = defineMessages({
  'multiple-choice': { id: 'questions.type.multipleChoice' },
  'grid-in': { id: 'questions.type.gridIn' },
});

export const statusNames = defineMessages({
  draft: { id: 'questions.status.draft' },
  published: { id: 'questions.status.published' },
});
