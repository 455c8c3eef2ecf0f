import { defineMessages } from '../../i18n/define-messages';

/**
 * Names of sections, kinds, tools, statuses, domains and routes, and counts
 * (the ids stay under `practices.labels`, where the authoring pages first used them).
 */
export const testLabelMessages = defineMessages({
  sectionReadingWriting: { id: 'practices.labels.sectionReadingWriting' },
  sectionMath: { id: 'practices.labels.sectionMath' },
  sectionReading: { id: 'practices.labels.sectionReading' },
  sectionWritingLanguage: { id: 'practices.labels.sectionWritingLanguage' },
  sectionMathNoCalculator: { id: 'practices.labels.sectionMathNoCalculator' },
  sectionMathCalculator: { id: 'practices.labels.sectionMathCalculator' },
  versionDigital: { id: 'practices.labels.versionDigital' },
  versionPaper: { id: 'practices.labels.versionPaper' },
  kindModule: { id: 'practices.labels.kindModule' },
  kindSection: { id: 'practices.labels.kindSection' },
  kindDrill: { id: 'practices.labels.kindDrill' },
  kindQuick: { id: 'practices.labels.kindQuick' },
  toolCalculator: { id: 'practices.labels.toolCalculator' },
  toolReferenceSheet: { id: 'practices.labels.toolReferenceSheet' },
  toolHighlighter: { id: 'practices.labels.toolHighlighter' },
  toolAnnotate: { id: 'practices.labels.toolAnnotate' },
  toolEliminator: { id: 'practices.labels.toolEliminator' },
  statusDraft: { id: 'practices.labels.statusDraft' },
  statusPublished: { id: 'practices.labels.statusPublished' },
  difficultyEasy: { id: 'practices.labels.difficultyEasy' },
  difficultyMedium: { id: 'practices.labels.difficultyMedium' },
  difficultyHard: { id: 'practices.labels.difficultyHard' },
  typeMultipleChoice: { id: 'practices.labels.typeMultipleChoice' },
  typeGridIn: { id: 'practices.labels.typeGridIn' },
  domainCraftAndStructure: { id: 'practices.labels.domainCraftAndStructure' },
  domainInformationAndIdeas: { id: 'practices.labels.domainInformationAndIdeas' },
  domainStandardEnglishConventions: { id: 'practices.labels.domainStandardEnglishConventions' },
  domainExpressionOfIdeas: { id: 'practices.labels.domainExpressionOfIdeas' },
  domainAlgebra: { id: 'practices.labels.domainAlgebra' },
  domainAdvancedMath: { id: 'practices.labels.domainAdvancedMath' },
  domainProblemSolvingDataAnalysis: { id: 'practices.labels.domainProblemSolvingDataAnalysis' },
  domainGeometryTrigonometry: { id: 'practices.labels.domainGeometryTrigonometry' },
  routeEasier: { id: 'practices.labels.routeEasier' },
  routeHarder: { id: 'practices.labels.routeHarder' },
  questions: { id: 'practices.labels.questions' },
  minutes: { id: 'practices.labels.minutes' },
});
