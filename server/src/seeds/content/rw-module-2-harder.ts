import type { SeedModule, SeedQuestion } from './types';

/** Four choices labelled A to D, in order. */
function choices(a: string, b: string, c: string, d: string): NonNullable<SeedQuestion['choices']> {
  return [
    { label: 'A', text: a },
    { label: 'B', text: b },
    { label: 'C', text: c },
    { label: 'D', text: d },
  ];
}

const WORDS = 'Which choice completes the text with the most logical and precise word or phrase?';
const CONVENTIONS = 'Which choice completes the text so that it conforms to the conventions of Standard English?';
const TRANSITION = 'Which choice completes the text with the most logical transition?';
const NOTES = 'Which choice most effectively uses relevant information from the notes to accomplish this goal?';

/**
 * Practice Test 1, Reading and Writing, module 2, harder form: for students who did well in module 1.
 * Mostly medium and hard questions, grouped by domain in the digital SAT order.
 */
export const rwModule2Harder: SeedModule = {
  slug: 'sample-dsat-rw-m2-harder',
  title: 'Practice Test 1 · Reading and Writing · Module 2 (harder)',
  section: 'reading-writing',
  timeLimitMinutes: 32,
  questions: [
    // ---------------------------------------------------------------- Craft and Structure
    {
      slug: 'rw-m2h-01',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'The visual art of the Harlem Renaissance',
        body: '<p>Although the Harlem Renaissance is often remembered for its poetry and fiction, the movement’s visual artists were equally ______ in shaping its identity. The painter Aaron Douglas, for example, developed a distinctive style—silhouetted figures, concentric bands of color, and motifs drawn from African art—that appeared on the covers of leading magazines and books of the 1920s and became closely associated with the era itself.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('influential', 'reluctant', 'conventional', 'anonymous'),
      answerKey: 'A',
      wrongResponse: 'C',
      explanation:
        '<p><strong>A</strong> is correct. The text says that Douglas’s work appeared on the covers of leading publications and “became closely associated with the era itself,” so visual artists were, like writers, <em>influential</em> in shaping the movement’s identity.</p><p>B is wrong: nothing suggests hesitation; the artists played an active role. C is wrong: Douglas’s style is called “distinctive,” the opposite of conventional. D is wrong: Douglas is named and his work was widely seen, so the artists were not anonymous.</p>',
    },
    {
      slug: 'rw-m2h-02',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'medium',
      passage: {
        title: 'Desert plants and the night shift',
        body: '<p>Many desert plants, including cacti and agaves, keep the pores on their stems and leaves closed during the heat of the day and open them only at night, when cooler air reduces water loss. This strategy creates a problem: photosynthesis requires sunlight, yet the carbon dioxide it also requires can enter the plant only while the pores are open. The plants resolve the problem by absorbing carbon dioxide overnight and ______ it in the form of an acid until daylight returns, when the stored carbon is released for photosynthesis.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('expending', 'stockpiling', 'emitting', 'neutralizing'),
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>B</strong> is correct. The plants take in carbon dioxide at night, keep it “until daylight returns,” and then release “the stored carbon” for photosynthesis. <em>Stockpiling</em> (accumulating a supply for later use) describes exactly this.</p><p>A is wrong: expending means using up, but the carbon is not used until daytime. C is wrong: emitting means giving off, the opposite of absorbing and storing. D is tempting because of the word “acid,” but neutralizing would mean making the carbon dioxide ineffective, whereas the text says it is later used for photosynthesis.</p>',
    },
    {
      slug: 'rw-m2h-03',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'hard',
      passage: {
        title: 'A prairie town',
        body: '<p>The following text is from Willa Cather’s 1913 novel <em>O Pioneers!</em> Hanover is a small town on the Nebraska prairie.</p><p>The dwelling-houses were set about haphazard on the tough prairie sod; some of them looked as if they had been moved in overnight, and others as if they were straying off by themselves, headed straight for the open plain. None of them had any appearance of ______, and the howling wind blew under them as well as over them.</p>',
        source: 'Willa Cather, O Pioneers! (1913)',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('disorder', 'seclusion', 'motion', 'permanence'),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. The houses look as if they “had been moved in overnight” or were “straying off,” and the wind blows “under them as well as over them,” as if they were not fixed to the ground. None of them, then, looked lasting or settled: they had no appearance of <em>permanence</em>.</p><p>A is wrong: the houses “were set about haphazard,” so they did look disorderly; saying they had no appearance of disorder contradicts the text. B is wrong and tempting: the houses seem to be “straying off by themselves,” which suggests isolation, so saying they had no appearance of seclusion contradicts the text. C is wrong for the same reason: houses that seem to be “headed straight for the open plain” do look as if they were in motion.</p>',
    },
    {
      slug: 'rw-m2h-04',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'hard',
      passage: {
        title: 'Rational markets, irrational investors',
        body: '<p>Standard models of financial markets do not claim that every investor behaves rationally. Rather, they ______ individual irrationality: because one investor’s overly optimistic error is assumed to be offset by another’s overly pessimistic one, such mistakes are expected to cancel out, leaving market prices that reflect the available information. Critics in the field of behavioral finance have challenged precisely this assumption, arguing that investors’ errors are often correlated—many people panic, or grow euphoric, at the same time.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('deny', 'discount', 'exaggerate', 'emulate'),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. The models acknowledge that some investors are irrational but treat those errors as unimportant, since they are “expected to cancel out.” To <em>discount</em> something is to regard it as having little significance, which is exactly what the models do.</p><p>A is wrong and tempting: the first sentence says the models “do not claim that every investor behaves rationally,” so they do not deny that irrationality exists; “Rather” introduces a different attitude than denial. C is wrong: the models minimize the effect of irrationality rather than overstate it. D is wrong: emulate means imitate, which makes no sense for a model’s treatment of investor behavior.</p>',
    },
    {
      slug: 'rw-m2h-05',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'medium',
      passage: {
        title: 'Does hot water freeze faster?',
        body: '<p>For centuries, observers have reported that, under some conditions, hot water freezes faster than cold water—a claim now known as the Mpemba effect, after Erasto Mpemba, a Tanzanian student who described it in the 1960s. Researchers have proposed several explanations, from evaporation, which reduces the mass of a warmer sample, to differences in dissolved gases or in the currents that carry heat through the liquid. In 2016, however, researchers who tested the effect under carefully controlled conditions found no evidence that hot water reached its freezing point sooner, and they suggested that earlier results may have depended on details as small as where a thermometer was placed.</p>',
      },
      stem: '<p>Which choice best describes the overall structure of the text?</p>',
      choices: choices(
        'It describes a scientific debate, evaluates several competing explanations, and identifies one of them as correct.',
        'It recounts a student’s discovery and then explains how later experiments confirmed that discovery.',
        'It introduces a reported phenomenon, mentions proposed explanations for it, and then presents a finding that casts doubt on whether the phenomenon occurs at all.',
        'It contrasts two methods of measuring water temperature and argues that one of them is more reliable than the other.',
      ),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. The text first introduces the Mpemba effect, then lists explanations that have been proposed for it (evaporation, dissolved gases, currents), and finally reports a 2016 study that found no evidence for the effect and suggested earlier results reflected measurement details.</p><p>A is wrong and tempting: the text lists explanations but never judges any of them correct; the final study questions whether there is anything to explain. B is wrong: the later experiments did not confirm the effect. D is wrong: thermometer placement is mentioned only briefly as a possible source of error, and no two methods are compared.</p>',
    },
    {
      slug: 'rw-m2h-06',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'hard',
      passage: {
        title: 'The open window',
        body: '<p>The following text is from Kate Chopin’s 1894 short story “The Story of an Hour.” Mrs. Mallard has just been told distressing news and has gone to her room alone.</p><p>There stood, facing the open window, a comfortable, roomy armchair. Into this she sank, pressed down by a physical exhaustion that haunted her body and seemed to reach into her soul. <u>She could see in the open square before her house the tops of trees that were all aquiver with the new spring life.</u> The delicious breath of rain was in the air. In the street below a peddler was crying his wares. The notes of a distant song which some one was singing reached her faintly, and countless sparrows were twittering in the eaves.</p>',
        source: 'Kate Chopin, “The Story of an Hour” (1894)',
      },
      stem: '<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>',
      choices: choices(
        'It suggests that Mrs. Mallard is eager to leave her room and join the activity in the street below.',
        'It explains the cause of the exhaustion that Mrs. Mallard feels.',
        'It shifts the focus from Mrs. Mallard’s surroundings to her memories of earlier springs.',
        'It begins a description of a lively scene outside the window that contrasts with Mrs. Mallard’s weary state.',
      ),
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>D</strong> is correct. Before the underlined sentence, Mrs. Mallard sinks into a chair, “pressed down by a physical exhaustion.” The underlined sentence turns to what she sees outside—trees “aquiver with the new spring life”—and the following sentences continue the description (rain, a peddler, a song, sparrows). This vivid, living scene stands in contrast to her exhaustion.</p><p>A is wrong: she notices the scene, but nothing indicates a wish to leave her room. B is wrong: the sentence describes the view, not a cause of her exhaustion (the distressing news is the context for that). C is wrong: the text stays with what she perceives in the present; no memories are mentioned.</p>',
    },
    {
      slug: 'rw-m2h-07',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'hard',
      passage: {
        title: 'The bilingual advantage',
        body: '<p><strong>Text 1</strong></p><p>Several studies conducted in the 2000s reported that bilingual children outperformed monolingual children on tasks requiring them to ignore distracting information or to switch rapidly between rules. Researchers proposed an explanation: because bilinguals must constantly suppress one language while using the other, they receive extensive daily practice in exactly the kind of mental control these tasks measure.</p><p><strong>Text 2</strong></p><p>More recent studies, some involving thousands of participants, have generally failed to find consistent differences between bilinguals and monolinguals on such tasks. Some researchers argue that the earlier positive results came largely from small samples and from a tendency for journals to publish studies that found differences more readily than studies that did not.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the explanation proposed in Text 1?</p>',
      choices: choices(
        'By accepting the explanation but arguing that the practice bilinguals receive benefits adults more than children',
        'By suggesting that the explanation may account for an advantage that does not reliably exist',
        'By arguing that the advantage described in Text 1 is real but results from differences in family income rather than from language use',
        'By claiming that the tasks used in the earlier studies measured language skills rather than mental control',
      ),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. Text 1 explains <em>why</em> bilinguals outperform monolinguals. Text 2 reports that large studies “have generally failed to find consistent differences” and attributes the earlier results to small samples and publication bias. From Text 2’s perspective, Text 1’s explanation is an account of an effect that may not be real.</p><p>A is wrong: Text 2 does not accept the explanation, and it says nothing about adults versus children. C is wrong and tempting because confounding factors often explain such findings, but Text 2 does not treat the advantage as real, and it never mentions family income. D is wrong: Text 2 does not question what the tasks measured.</p>',
    },
    // ---------------------------------------------------------------- Information and Ideas
    {
      slug: 'rw-m2h-08',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      difficulty: 'medium',
      passage: {
        title: 'The mail-order catalog',
        body: '<p>In 1872, Aaron Montgomery Ward began selling goods by mail to farm families in the American Midwest, offering a single-sheet list of items at fixed prices. Within a few decades, thick catalogs from Ward’s company and rivals such as Sears, Roebuck and Co. were arriving in rural homes, particularly after the federal government began delivering mail directly to farms in the 1890s. Families who had long depended on a single general store—whose owner, facing little competition, could set prices largely as he wished—could now browse thousands of items and compare costs. Historians argue that the catalogs reshaped rural Americans’ expectations, teaching them to see themselves as consumers with choices.</p>',
      },
      stem: '<p>Which choice best states the main idea of the text?</p>',
      choices: choices(
        'Mail-order catalogs gave rural Americans access to a wide range of goods and prices, changing how they saw themselves as consumers.',
        'The federal government began delivering mail to farms primarily to help mail-order companies reach rural customers.',
        'Sears, Roebuck and Co. eventually replaced Montgomery Ward as the largest mail-order company in the United States.',
        'Rural general stores were forced to close once mail-order catalogs became widely available.',
      ),
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>A</strong> is correct. The text traces the growth of mail-order catalogs, explains that they let rural families browse “thousands of items and compare costs,” and ends with historians’ view that the catalogs taught rural Americans “to see themselves as consumers with choices.”</p><p>B is wrong: rural mail delivery is mentioned only as something that helped catalogs spread; the text gives no reason for it. C is wrong: the text names Sears only as a rival and never compares the companies’ sizes. D is wrong and tempting: the text says catalogs gave families an alternative to the general store, not that the stores closed.</p>',
    },
    {
      slug: 'rw-m2h-09',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      difficulty: 'hard',
      passage: {
        title: 'Surviving without water',
        body: '<p>Many organisms that survive extreme drying, such as the embryos of brine shrimp, accumulate large amounts of the sugar trehalose, which is thought to form a glassy solid as cells lose water, holding delicate molecules in place until the organism is rehydrated. Yet some species of tardigrades—microscopic animals famous for surviving desiccation—contain little or no trehalose. Investigating this puzzle, researchers identified a family of proteins unique to tardigrades that lack a fixed shape in water but, as cells dry, also appear to form a glass-like matrix that protects other molecules. When the genes for these proteins were inserted into bacteria and yeast, the modified microbes became markedly more tolerant of drying.</p>',
      },
      stem: '<p>According to the text, how are the proteins identified in tardigrades similar to trehalose?</p>',
      choices: choices(
        'Both are produced in large quantities by the embryos of brine shrimp.',
        'Both maintain a fixed shape when surrounded by water.',
        'Both appear to protect cellular molecules by forming a glassy solid as cells dry.',
        'Both have been shown to increase drying tolerance when introduced into bacteria and yeast.',
      ),
      answerKey: 'C',
      wrongResponse: 'D',
      explanation:
        '<p><strong>C</strong> is correct. Trehalose “is thought to form a glassy solid as cells lose water, holding delicate molecules in place,” and the tardigrade proteins “also appear to form a glass-like matrix that protects other molecules” as cells dry. The word “also” signals the similarity.</p><p>A is wrong: the text says brine shrimp embryos accumulate trehalose; the proteins are “unique to tardigrades.” B is wrong: the proteins “lack a fixed shape in water.” D is wrong and tempting: only the tardigrade proteins’ genes were inserted into bacteria and yeast; the text reports no such experiment with trehalose.</p>',
    },
    {
      slug: 'rw-m2h-10',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'medium',
      passage: {
        title: 'Songs over traffic',
        body: '<p>Songbirds living in cities often sing at higher pitches than members of the same species living in forests. Ecologist Dana Whitcomb hypothesizes that this difference is a direct and flexible response to noise: because the low-frequency rumble of traffic masks low-pitched notes, individual birds raise the pitch of their songs when traffic is heavy so that the songs can still be heard.</p>',
      },
      stem: '<p>Which finding, if true, would most directly support Whitcomb’s hypothesis?</p>',
      choices: choices(
        'City-dwelling songbirds of the species tend to be slightly larger than forest-dwelling ones.',
        'Forest-dwelling songbirds of the species sing more often in the early morning than in the afternoon.',
        'City-dwelling songbirds of the species sing at higher pitches than forest-dwelling ones even in quiet parks far from roads.',
        'Individual city-dwelling songbirds of the species sing at higher pitches on weekday mornings, when traffic is heavy, than on weekend mornings, when traffic is light.',
      ),
      answerKey: 'D',
      wrongResponse: 'C',
      explanation:
        '<p><strong>D</strong> is correct. Whitcomb’s hypothesis is that <em>individual</em> birds adjust their pitch in response to traffic noise. If the same birds sing higher when traffic is heavy and lower when it is light, their pitch tracks the noise level, just as the hypothesis predicts.</p><p>A is wrong: body size has no stated connection to traffic noise. B is wrong: it concerns when forest birds sing, not pitch or noise. C is wrong and in fact weakens the hypothesis: if city birds sing higher even where there is no traffic noise, something other than a direct response to noise would seem to explain the difference.</p>',
    },
    {
      slug: 'rw-m2h-11',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'hard',
      passage: {
        title: 'Dickinson’s image of hope',
        body: '<p>In Emily Dickinson’s poem “Hope is the thing with feathers,” first published in 1891, the speaker uses the image of a small bird to portray hope as a force that sustains people through hardship while demanding nothing from them in return.</p>',
        source: 'Emily Dickinson, “Hope is the thing with feathers,” Poems: Second Series (1891)',
      },
      stem: '<p>Which quotation from the poem most effectively illustrates the claim?</p>',
      choices: choices(
        '“Hope is the thing with feathers / That perches in the soul,”',
        '“I’ve heard it in the chillest land, / And on the strangest sea; / Yet, never, in extremity, / It asked a crumb of me.”',
        '“And sore must be the storm / That could abash the little bird / That kept so many warm.”',
        '“And sings the tune without the words, / And never stops at all,”',
      ),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. The claim has two parts: hope sustains people through hardship, and it asks nothing in return. These lines show the bird present in “the chillest land” and “on the strangest sea” (hardship) and state that “never, in extremity, / It asked a crumb of me” (it demands nothing).</p><p>C is the most tempting wrong choice: a storm and a bird that “kept so many warm” do suggest hope sustaining people through hardship, but nothing in these lines says that hope asks nothing in return. A only introduces the image of hope as a bird in the soul. D shows that hope is constant but says nothing about hardship or about what hope asks of the speaker.</p>',
    },
    {
      slug: 'rw-m2h-12',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'medium',
      passage: {
        title: 'Pollinators by the roadside',
        body: '<p>An ecologist counted pollinator visits to three native wildflower species planted in two settings: a restored meadow and the grassy verge of a busy road.</p><table><thead><tr><th>Species</th><th>Visits per hour, restored meadow</th><th>Visits per hour, roadside verge</th></tr></thead><tbody><tr><td>Purple coneflower</td><td>14.2</td><td>11.8</td></tr><tr><td>Wild bergamot</td><td>22.5</td><td>9.4</td></tr><tr><td>Black-eyed Susan</td><td>8.1</td><td>7.6</td></tr></tbody></table><p>The ecologist concluded that the roadside setting reduced pollinator visits for all three species but that the size of this effect varied considerably from species to species: ______</p>',
      },
      stem: '<p>Which choice most effectively uses data from the table to complete the statement?</p>',
      choices: choices(
        'purple coneflower received more visits per hour than either of the other species at the roadside verge.',
        'wild bergamot received more visits per hour than purple coneflower at the restored meadow.',
        'wild bergamot received fewer than half as many visits per hour at the roadside verge as at the restored meadow, whereas black-eyed Susan received only slightly fewer.',
        'black-eyed Susan received fewer visits per hour than either of the other species in both settings.',
      ),
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>C</strong> is correct. The statement is about how much the roadside setting <em>reduced</em> visits for each species. Wild bergamot fell from 22.5 to 9.4 visits per hour (9.4 is less than half of 22.5, which is 11.25), while black-eyed Susan fell only from 8.1 to 7.6. Comparing these two reductions shows that the effect varied greatly between species.</p><p>A, B, and D are all accurate readings of the table, but each compares species within a single setting or ranks them overall; none compares a species’ visits across the two settings, so none shows how the size of the roadside effect differed from species to species.</p>',
    },
    {
      slug: 'rw-m2h-13',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'hard',
      passage: {
        title: 'Biochar in wet and dry years',
        body: '<p>Biochar is a charcoal-like material made by heating plant waste with little oxygen. Agronomists hypothesized that biochar benefits crops mainly by helping soil retain water, so that adding it to soil should raise yields far more when water is scarce than when it is plentiful. To test this idea, they grew maize in plots given different soil amendments over two consecutive seasons, one unusually wet and one unusually dry.</p><table><thead><tr><th>Soil amendment</th><th>Yield, wet season (tonnes per hectare)</th><th>Yield, dry season (tonnes per hectare)</th></tr></thead><tbody><tr><td>None</td><td>9.1</td><td>5.2</td></tr><tr><td>Compost</td><td>9.6</td><td>6.0</td></tr><tr><td>Biochar</td><td>9.2</td><td>6.9</td></tr><tr><td>Compost and biochar</td><td>9.7</td><td>7.1</td></tr></tbody></table>',
      },
      stem: '<p>Which choice most effectively uses data from the table to support the agronomists’ hypothesis?</p>',
      choices: choices(
        'Compared with plots given no amendment, plots given only biochar yielded 0.1 tonne per hectare more in the wet season but 1.7 tonnes per hectare more in the dry season.',
        'In both seasons, plots given compost and biochar had higher yields than plots given any other amendment.',
        'Every type of plot had a lower yield in the dry season than in the wet season.',
        'The yield advantage of compost-only plots over plots given no amendment was larger in the dry season (0.8 tonne per hectare) than in the wet season (0.5 tonne per hectare).',
      ),
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>A</strong> is correct. The hypothesis predicts that biochar’s benefit should be much larger in a dry season than in a wet one. Biochar alone raised yield by 9.2 − 9.1 = 0.1 tonne per hectare in the wet season but by 6.9 − 5.2 = 1.7 tonnes per hectare in the dry season, exactly the predicted pattern.</p><p>B is true but does not isolate biochar’s effect or compare seasons. C is true but shows only that drought lowered yields, not that biochar helped more in drought. D is true (6.0 − 5.2 = 0.8; 9.6 − 9.1 = 0.5) and is the most tempting choice, but it concerns compost, not biochar, so it says nothing about the hypothesis.</p>',
    },
    {
      slug: 'rw-m2h-14',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'hard',
      passage: {
        title: 'Tracing obsidian',
        body: '<p>Each volcanic source of obsidian has a distinctive chemical signature, allowing archaeologists to trace obsidian tools to the lava flows where the stone was originally gathered. At one coastal settlement occupied about 4,000 years ago, nearly all of the obsidian tools were made of stone from a highland source roughly 250 kilometers away. Yet obsidian of comparable quality was available at a source only 40 kilometers from the settlement, well within easy reach of its residents. These findings suggest that ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: choices(
        'the obsidian from the highland source was better suited to toolmaking than the obsidian from the nearer source.',
        'the settlement’s residents chose their obsidian on the basis of something other than convenience or quality, such as longstanding ties to highland communities.',
        'obsidian was less important to the settlement’s residents than other kinds of stone were.',
        'most of the obsidian tools at the settlement were made by highland artisans and carried to the coast already finished.',
      ),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. The residents relied almost entirely on a source 250 kilometers away even though stone “of comparable quality” lay within “easy reach.” Since neither convenience nor quality explains the choice, some other consideration—a social or economic tie, for example—must have shaped it.</p><p>A is wrong and tempting, but it contradicts the statement that the nearer obsidian was of comparable quality. C is unsupported: the text says nothing about other kinds of stone, and nearly all of the settlement’s obsidian tools came from one distant source, which suggests obsidian mattered. D is unsupported: chemical signatures reveal where the stone came from, not where or by whom the tools were made.</p>',
    },
    {
      slug: 'rw-m2h-15',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'hard',
      passage: {
        title: 'Weather in old logbooks',
        body: '<p>Because nineteenth-century sailors recorded wind direction and strength several times a day, the logbooks of merchant ships have become a valuable source for climate scientists reconstructing past weather over the oceans. But the records are unevenly distributed. Captains kept to profitable trade routes and steered clear of waters known for violent storms or for calms that could leave a sailing ship stranded for weeks. Consequently, reconstructions that rely mainly on these logbooks are likely to ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: choices(
        'overstate how often violent storms occurred across the world’s oceans during the nineteenth century.',
        'describe conditions in remote waters more accurately than conditions along major trade routes.',
        'show that captains chose their routes mainly to avoid regions prone to prolonged calms.',
        'offer a less complete picture of conditions in waters that ships tended to avoid than of conditions along heavily traveled routes.',
      ),
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>D</strong> is correct. Logbooks exist only where ships sailed. Ships crowded the trade routes and avoided stormy or becalmed waters, so records—and therefore reconstructions—will be much thinner for the avoided waters than for the busy routes.</p><p>A is wrong and reverses the logic: because ships avoided stormy waters, the logs would tend to <em>under</em>represent violent storms, not overstate them. B reverses the relationship: the trade routes, not remote waters, are the best documented. C is wrong: the text already states why captains avoided certain waters, and it says nothing about which reason mattered most; that is not something weather reconstructions would reveal.</p>',
    },
    // ---------------------------------------------------------------- Standard English Conventions
    {
      slug: 'rw-m2h-16',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'easy',
      passage: {
        title: 'The Atacama Desert',
        body: '<p>Stretching along the Pacific coast of northern Chile, the Atacama Desert is one of the driest places on Earth ______ some of its weather stations have gone years without recording any measurable rainfall.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('Earth,', 'Earth', 'Earth;', 'Earth, which'),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. “Stretching … on Earth” and “some of its weather stations … rainfall” are both independent clauses, and a semicolon can join two independent clauses.</p><p>A creates a comma splice: a comma alone cannot join two independent clauses. B creates a run-on sentence with no punctuation between the clauses. D is ungrammatical: “which” would need to refer to something inside the clause that follows, but that clause is already complete.</p>',
    },
    {
      slug: 'rw-m2h-17',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'medium',
      passage: {
        title: 'The peacock butterfly',
        body: '<p>When threatened, the peacock butterfly snaps open its wings to reveal four large eyespots. Experiments suggest that these patterns, along with a hissing sound the butterfly produces by rubbing its wings together, ______ effective at startling small birds long enough for the insect to escape.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('is', 'are', 'was', 'has been'),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. The subject of the verb is the plural noun “patterns.” A phrase beginning “along with” does not make a compound subject, so the verb must be plural: “these patterns … are effective.” The present tense matches “Experiments suggest.”</p><p>A, C, and D are singular verbs. They are tempting because the singular noun “sound” comes just before the blank, but “sound” is part of the interrupting phrase, not the subject.</p>',
    },
    {
      slug: 'rw-m2h-18',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Mary Anning',
        body: '<p>Mary Anning, a self-taught fossil collector from Lyme Regis, England ______ uncovered the first nearly complete skeleton of a plesiosaur in 1823, a find that drew the attention of the leading geologists of her day.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('England;', 'England—', 'England', 'England,'),
      answerKey: 'D',
      wrongResponse: 'C',
      explanation:
        '<p><strong>D</strong> is correct. The phrase “a self-taught fossil collector from Lyme Regis, England” describes Mary Anning and is not essential to the sentence, so it must be set off by a pair of matching punctuation marks. It opens with a comma after “Anning,” so it must close with a comma after “England.” (A comma also follows a state or country that comes after a town’s name.)</p><p>A is wrong: a semicolon would separate the subject “Mary Anning” from its verb “uncovered.” B is wrong: a dash cannot close a phrase that was opened with a comma. C is wrong: leaving out the closing comma runs the descriptive phrase into the main clause.</p>',
    },
    {
      slug: 'rw-m2h-19',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'hard',
      passage: {
        title: 'The Uluburun shipwreck',
        body: '<p>The Uluburun shipwreck, discovered off the southern coast of Turkey in 1982, dates to the late fourteenth century BCE. Among the thousands of objects recovered from the wreck ______ ten tons of copper ingots, a ton of tin ingots, and a small wooden writing board with ivory hinges.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('were', 'was', 'is', 'has been'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. The sentence is inverted: its subject follows the verb. The subject is “ten tons of copper ingots, a ton of tin ingots, and a small wooden writing board,” three items joined by “and,” so it is plural and requires the plural verb “were.” The past tense fits the past recovery of the objects.</p><p>B, C, and D are singular. They are tempting because the verb comes before its subject, so the singular noun nearest the blank, “wreck,” can look like the subject; but “wreck” belongs to the introductory phrase, and the real subject, which follows the blank, is compound and plural.</p>',
    },
    {
      slug: 'rw-m2h-20',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Music across the centuries',
        body: '<p>For the final concert of its season, the chamber choir chose a program of works by three composers from three different eras ______ Hildegard of Bingen, Johann Sebastian Bach, and Florence Price.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('eras;', 'eras:', 'eras', 'eras, which'),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. The first part of the sentence is an independent clause that announces “three composers,” and the list that follows names them. A colon is the conventional way to introduce such a list after a complete clause.</p><p>A is wrong: a semicolon must join two independent clauses, and the list is not a clause. C is wrong: with no punctuation, the names run directly into “eras,” making the sentence confusing. D is ungrammatical: “which” introduces a clause, but no verb follows.</p>',
    },
    {
      slug: 'rw-m2h-21',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'hard',
      passage: {
        title: 'Georgia O’Keeffe’s flowers',
        body: '<p>In the 1920s, critics often interpreted Georgia O’Keeffe’s large, close-up paintings of flowers in terms of her identity as a woman. The claim made by several of these critics that the paintings were primarily expressions of her gender ______ was one O’Keeffe repeatedly rejected, insisting that she painted what she saw.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('gender,', 'gender;', 'gender', 'gender—'),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. Everything from “The claim” through “her gender” is the subject of the sentence, and “was” is its verb. No punctuation should separate a subject from its verb, and the “that” clause is essential (it tells which claim), so it is not set off.</p><p>A and D are tempting because the subject is long, but a single comma or dash here would wrongly separate the subject from the verb (and there is no earlier comma or dash for it to pair with). B is wrong: a semicolon must join two independent clauses, and neither “The claim … gender” nor “was one … saw” is independent.</p>',
    },
    {
      slug: 'rw-m2h-22',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'hard',
      passage: {
        title: 'The octopus’s arms',
        body: '<p>An octopus’s eight arms contain roughly two-thirds of the animal’s neurons, an arrangement that, according to neuroscientists who study cephalopods, ______ each arm to process touch and taste information and to coordinate many of its own movements with remarkable independence from the central brain.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('to allow', 'allowing', 'having allowed', 'allows'),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. The relative clause beginning “an arrangement that” needs a finite verb, and after the interrupting phrase “according to neuroscientists who study cephalopods,” the finite verb “allows” supplies it: “an arrangement that … allows each arm to process….” It is singular to agree with “arrangement.”</p><p>A, B, and C are nonfinite forms (an infinitive and two participles). None can serve as the main verb of the clause, so each leaves “that” without a verb. B is especially tempting because “-ing” forms often follow appositive phrases, but here the word “that” requires a finite verb.</p>',
    },
    // ---------------------------------------------------------------- Expression of Ideas
    {
      slug: 'rw-m2h-23',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'medium',
      passage: {
        title: 'Holding still for the camera',
        body: '<p>The daguerreotype process, introduced in 1839, at first required exposures lasting several minutes, and even improved versions in the decades that followed demanded that a sitter hold perfectly still for many seconds. ______ portrait studios commonly used posing stands—iron braces hidden behind the sitter—to support the head and body during the exposure.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('Consequently,', 'Nevertheless,', 'In contrast,', 'Similarly,'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. The first sentence explains that sitters had to stay still for long exposures; the second describes what studios did because of that requirement—braced sitters to keep them still. “Consequently” marks this cause-and-effect relationship.</p><p>B is wrong: “Nevertheless” signals something that happens despite the previous point, but the braces follow from it. C is wrong: nothing is being contrasted. D is wrong: the use of posing stands is a result of the long exposures, not a similar, parallel fact.</p>',
    },
    {
      slug: 'rw-m2h-24',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'hard',
      passage: {
        title: 'Sauropod necks',
        body: '<p>The extraordinarily long necks of sauropod dinosaurs have traditionally been explained as adaptations for browsing on treetops, much as a giraffe’s neck is. Some biomechanical studies of sauropod neck vertebrae, however, suggest that many species could not easily raise their heads far above shoulder height. ______ the neck may have served mainly to let a sauropod sweep its head across a broad area of low vegetation while its massive body stayed put, saving the energy that walking would have required.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('Nevertheless,', 'Similarly,', 'For example,', 'If so,'),
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>D</strong> is correct. The final sentence presents a possibility that follows only if the biomechanical studies are right (if many sauropods could not raise their heads high, the neck may have had a different purpose). “If so” ties the new explanation to that condition, and “may have” matches its tentative tone.</p><p>A is tempting because the previous sentence contains “however,” but “Nevertheless” would mean the final sentence holds true in spite of the studies, when in fact it builds on them. B is wrong: the sweeping explanation is not similar to the treetop explanation; it replaces it. C is wrong: the final sentence is not an example of the studies’ finding but a consequence of it.</p>',
    },
    {
      slug: 'rw-m2h-25',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'easy',
      passage: {
        title: 'Great Zimbabwe',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>Great Zimbabwe is a ruined stone city in the southeastern hills of present-day Zimbabwe.</li><li>It was built between the eleventh and fifteenth centuries by ancestors of the Shona people.</li><li>Its builders shaped granite into blocks and fitted them together without mortar.</li><li>The outer wall of its largest structure, the Great Enclosure, reaches about 11 meters high.</li><li>Great Zimbabwe was designated a UNESCO World Heritage Site in 1986.</li></ul>',
      },
      stem: `<p>The student wants to emphasize how Great Zimbabwe’s walls were built. ${NOTES}</p>`,
      choices: choices(
        'Great Zimbabwe, a ruined stone city in present-day Zimbabwe, became a UNESCO World Heritage Site in 1986.',
        'Great Zimbabwe was built between the eleventh and fifteenth centuries by ancestors of the Shona people.',
        'The builders of Great Zimbabwe shaped granite into blocks and fitted them together without mortar, raising walls as high as 11 meters.',
        'The Great Enclosure is the largest structure at Great Zimbabwe, a city in the southeastern hills of present-day Zimbabwe.',
      ),
      answerKey: 'C',
      wrongResponse: 'D',
      explanation:
        '<p><strong>C</strong> is correct. It describes the construction method—granite shaped into blocks and fitted together without mortar—which is how the walls were built.</p><p>A gives the site’s UNESCO status, B gives when and by whom it was built, and D names its largest structure; none explains how the walls were constructed.</p>',
    },
    {
      slug: 'rw-m2h-26',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'medium',
      passage: {
        title: 'Two volcanoes',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>A volcano’s shape depends largely on the kind of lava it erupts.</li><li>Mauna Loa, in Hawaii, is a shield volcano about 4,170 meters tall.</li><li>Its runny basalt lava flows long distances before cooling, building broad, gently sloping sides.</li><li>Mount Rainier, in Washington State, is a stratovolcano about 4,390 meters tall.</li><li>Its thicker, stickier lava, along with layers of ash, piles up close to the summit, building steep sides.</li></ul>',
      },
      stem: `<p>The student wants to explain why the two volcanoes have different shapes. ${NOTES}</p>`,
      choices: choices(
        'Because Mauna Loa’s runny lava flows far before cooling, while Mount Rainier’s thicker lava and ash pile up near its summit, Mauna Loa has broad, gentle slopes and Rainier has steep sides.',
        'Mauna Loa and Mount Rainier are both volcanoes in the United States, but Rainier is about 220 meters taller.',
        'Mauna Loa is a shield volcano, whereas Mount Rainier is a stratovolcano.',
        'A volcano’s shape depends largely on the kind of lava it erupts.',
      ),
      answerKey: 'A',
      wrongResponse: 'C',
      explanation:
        '<p><strong>A</strong> is correct. It gives the cause of each shape—runny lava that spreads far (Mauna Loa) versus thick lava and ash that pile up near the summit (Rainier)—and links each cause to the resulting shape, so it explains why the shapes differ.</p><p>C is the most tempting choice: it names the two types of volcano, but the labels alone do not explain why the shapes differ. B compares heights, not shapes. D states the general principle but never applies it to the two volcanoes.</p>',
    },
    {
      slug: 'rw-m2h-27',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'hard',
      passage: {
        title: 'Lidar and the Maya',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>Lidar (light detection and ranging) is a remote-sensing technique that fires laser pulses from an aircraft and times their reflections.</li><li>Because some of the pulses pass through gaps in the leaves, lidar data can be used to map the ground beneath dense forest.</li><li>In 2018, researchers published the results of a lidar survey of more than 2,100 square kilometers of forest in northern Guatemala.</li><li>The survey revealed more than 60,000 previously unrecorded ancient Maya structures, including houses, raised causeways, and defensive walls.</li><li>The findings suggested that the region had supported a much larger population than many scholars had estimated.</li></ul>',
      },
      stem: `<p>The student wants to explain how lidar made the 2018 discoveries possible. ${NOTES}</p>`,
      choices: choices(
        'A 2018 lidar survey of northern Guatemala revealed more than 60,000 previously unrecorded Maya structures, including houses, raised causeways, and defensive walls.',
        'Lidar is a remote-sensing technique that fires laser pulses from an aircraft and times their reflections.',
        'Because some of the laser pulses that lidar fires from aircraft pass through gaps in the leaves, researchers could map the ground beneath the forests of northern Guatemala, revealing more than 60,000 previously unrecorded Maya structures.',
        'The 2018 lidar survey suggested that northern Guatemala had once supported a much larger population than many scholars had estimated.',
      ),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. It explains the mechanism (pulses pass through gaps in the leaves, so the ground beneath the forest can be mapped) and connects it to the result (more than 60,000 previously unrecorded structures). It thus shows <em>how</em> lidar made the discoveries possible.</p><p>A is the most tempting choice, but it reports <em>what</em> the survey found without explaining how lidar made the finds possible. B describes how lidar works in general but never connects it to the forest or the discoveries. D gives a conclusion drawn from the findings, not how they were made.</p>',
    },
  ],
};
