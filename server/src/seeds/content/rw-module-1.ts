import type { SeedModule } from './types';

/**
 * Practice Test 1, Reading and Writing, Module 1: the routing module everyone takes (mixed difficulty).
 * Original questions written for this product. Order follows the digital SAT: Craft and Structure,
 * Information and Ideas, Standard English Conventions, Expression of Ideas; easier questions first within each group.
 */
export const rwModule1: SeedModule = {
  slug: 'sample-dsat-rw-m1',
  title: 'Practice Test 1 · Reading and Writing · Module 1',
  section: 'reading-writing',
  timeLimitMinutes: 32,
  questions: [
    // ───────────── Craft and Structure ─────────────
    {
      slug: 'rw-m1-01',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'The giant anteater',
        body: '<p>Lacking teeth, the giant anteater depends on its tongue, which can extend about 60 centimeters and flick in and out of an insect nest up to 150 times a minute. Because the ants and termites it eats bite and sting in defense of their colonies, the anteater’s feeding visits are ______: it typically spends only about a minute at any one nest before moving on to the next.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'elaborate' },
        { label: 'B', text: 'brief' },
        { label: 'C', text: 'rare' },
        { label: 'D', text: 'noisy' },
      ],
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The colon introduces a restatement of the blank: the anteater spends only about a minute at any one nest before moving on, so its feeding visits are “brief,” or short. The defensive bites and stings of the insects explain why the visits are kept short.</p><p>Choice C is tempting but describes how often something happens, not how long it lasts; an animal that moves straight on from one nest to the next visits nests often, not rarely. Choice A contradicts the quick, simple visits the text describes. Choice D is unsupported: nothing in the text concerns the sounds the anteater makes.</p>',
    },
    {
      slug: 'rw-m1-02',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'Jacob Lawrence’s Migration Series',
        body: '<p>Painter Jacob Lawrence’s <em>The Migration Series</em> (1940–41) consists of sixty small panels, each paired with a short caption written by the artist. Rather than capturing a single dramatic moment, the series ______ the movement of more than a million African Americans from the rural South to cities in the North, following migrants from crowded train stations to new homes and jobs in northern factories.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'chronicles' },
        { label: 'B', text: 'interrupts' },
        { label: 'C', text: 'conceals' },
        { label: 'D', text: 'predicts' },
      ],
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The text contrasts “a single dramatic moment” with a series of sixty panels that follows migrants step by step, from train stations to new homes and jobs. To “chronicle” something is to record a series of events in the order they happened, which is exactly what the series does.</p><p>Choice D is tempting because of the word “series,” but the panels depict a movement that was already taking place, not one that had yet to happen. Choice B makes no sense: the paintings do not stop the migration. Choice C contradicts the text, since the series shows the migration rather than hiding it.</p>',
    },
    {
      slug: 'rw-m1-03',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'medium',
      passage: {
        title: 'Hemingway’s prose',
        body: '<p>Ernest Hemingway’s early short stories are known for their ______ style. He favored short declarative sentences, used adjectives sparingly, and often left a character’s feelings unstated, trusting readers to infer those feelings from what the character says and does.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'spare' },
        { label: 'B', text: 'ornate' },
        { label: 'C', text: 'erratic' },
        { label: 'D', text: 'sentimental' },
      ],
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The second sentence describes the style: short sentences, few adjectives, and feelings left unstated. A style that avoids anything unnecessary in this way is “spare.”</p><p>Choice D is tempting because the text mentions feelings, but a sentimental style dwells on emotion, whereas Hemingway leaves emotions unstated. Choice B means elaborately decorated, the opposite of a style built on short sentences and few adjectives. Choice C means unpredictable or inconsistent, but the text describes a consistent set of habits.</p>',
    },
    {
      slug: 'rw-m1-04',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'hard',
      passage: {
        title: 'Printing and literacy',
        body: '<p>Historians have often credited the printing press with driving the spread of literacy in early modern Europe. Economic historian Tomás Ferreira’s study of parish and school records does not overturn that account, but it does ______ it: literacy did rise in towns with printing presses, yet it rose fastest in regions where churches and town councils paid for schools, whether or not a press operated nearby.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'repudiate' },
        { label: 'B', text: 'vindicate' },
        { label: 'C', text: 'qualify' },
        { label: 'D', text: 'preempt' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The study “does not overturn” the traditional account (literacy did rise where presses operated), but it shows that another factor, funding for schools, mattered more. To “qualify” a claim is to limit it or add conditions to it without rejecting it, which is what the study does.</p><p>Choice A is tempting because the study challenges the account, but “repudiate” means to reject completely, which the text explicitly rules out (“does not overturn”). Choice B means to show to be fully correct, but the finding that literacy rose fastest where schools were funded, with or without a press, limits the account rather than confirming it. Choice D, to forestall by acting first, does not describe how a study relates to an existing account.</p>',
    },
    {
      slug: 'rw-m1-05',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'easy',
      passage: {
        title: 'A vault for seeds',
        body: '<p>Carved into a mountainside on the Norwegian island of Spitsbergen, the Svalbard Global Seed Vault stores backup copies of seeds from gene banks around the world: more than a million samples of crops such as wheat, rice, and beans. The surrounding permafrost and the vault’s cooling system keep the seeds frozen so that they can remain viable for decades. The vault is intended as a last resort, and in 2015 it served exactly that purpose: researchers whose seed bank in Aleppo, Syria, had been disrupted by war withdrew samples from the vault to rebuild their collections elsewhere.</p>',
      },
      stem: '<p>Which choice best states the main purpose of the text?</p>',
      choices: [
        { label: 'A', text: 'To argue that gene banks in regions affected by conflict should move their entire collections to Norway' },
        { label: 'B', text: 'To explain how permafrost forms on islands in the Arctic' },
        { label: 'C', text: 'To compare the crops stored in the vault with the crops grown in Syria' },
        { label: 'D', text: 'To describe a facility that safeguards crop seeds and give an example of its use' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The text first describes the Svalbard Global Seed Vault (where it is, what it stores, how it keeps seeds viable) and then gives one example of the vault serving its purpose: Syrian researchers withdrawing samples in 2015.</p><p>Choice A is tempting because the text mentions a seed bank disrupted by war, but the text makes no recommendation; it reports that the vault holds backup copies and was used as a backup. Choice B focuses on a detail: permafrost is mentioned only as one way the seeds stay frozen, and the text never explains how it forms. Choice C is unsupported: the text does not compare the vault’s crops with Syria’s.</p>',
    },
    {
      slug: 'rw-m1-06',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'medium',
      passage: {
        title: 'Living in the shade',
        body: '<p>Plants that grow beneath a forest canopy share a problem: too little light. <u>Many respond by growing rapidly upward, investing their energy in tall stems that may eventually lift their leaves into brighter conditions.</u> Wild ginger, a low-growing plant of eastern North American forests, takes a different approach. Rather than competing for height, it spreads broad, heart-shaped leaves just above the forest floor, where they can capture the small patches of sunlight that pass through gaps in the canopy as the sun moves across the sky.</p>',
      },
      stem: '<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>',
      choices: [
        { label: 'A', text: 'It explains why wild ginger is able to survive in the low light of the forest floor.' },
        { label: 'B', text: 'It describes a common response to a challenge, which the text then contrasts with the response of a particular plant.' },
        { label: 'C', text: 'It presents a claim about forest plants that the text goes on to show is based on flawed observations.' },
        { label: 'D', text: 'It identifies the main advantage that wild ginger has over taller plants that compete for light.' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The first sentence names a challenge (too little light beneath the canopy). The underlined sentence describes how many plants respond to it, by growing upward, and the next sentence signals a contrast: wild ginger “takes a different approach,” spreading its leaves low to the ground.</p><p>Choice A is tempting because the underlined sentence is about coping with low light, but it describes the strategy of other plants; wild ginger’s strategy is explained only in the sentences that follow. Choice C is wrong because the text never questions the underlined claim; it simply contrasts it with wild ginger’s approach. Choice D is wrong because the underlined sentence does not mention wild ginger at all, and the text never claims that wild ginger has an advantage over taller plants.</p>',
    },
    {
      slug: 'rw-m1-07',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'medium',
      passage: {
        title: 'Learning styles',
        body: '<p><strong>Text 1</strong></p><p>Many teachers have been encouraged to identify each student’s learning style (visual, auditory, or kinesthetic, for instance) and to present material in that style. The reasoning is intuitive: students who say they learn best from pictures should, it seems, learn more when lessons are built around images, and students who prefer listening should learn more from spoken explanations.</p><p><strong>Text 2</strong></p><p>Students often do have preferences about how information is presented to them. But reviews of the research have found little evidence that matching instruction to those preferences improves learning. To show such a benefit, a study would need to find that visual learners learn more from visual lessons while auditory learners learn more from spoken ones. The few studies designed to test this have mostly failed to find that pattern.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the reasoning described in Text 1?</p>',
      choices: [
        {
          label: 'A',
          text: 'By acknowledging that students have preferences about how information is presented but noting that tailoring lessons to those preferences has not been shown to help students learn more',
        },
        { label: 'B', text: 'By arguing that most students do not actually have any preferences about how they learn' },
        {
          label: 'C',
          text: 'By suggesting that teachers should present all material visually, since images are more effective than spoken explanations',
        },
        {
          label: 'D',
          text: 'By agreeing that the reasoning is sound but pointing out that teachers rarely have time to identify each student’s learning style',
        },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> Text 1 describes the intuitive idea that students learn more when lessons match their preferred style. The author of Text 2 grants that students “often do have preferences” but reports that research has found little evidence that matching instruction to those preferences improves learning, so the author would accept the premise about preferences while rejecting the conclusion drawn from it.</p><p>Choice B is tempting but contradicts Text 2, which explicitly says that students often do have preferences. Choice C is unsupported: Text 2 never claims that one format is better for everyone. Choice D is wrong because Text 2 challenges the reasoning itself on the basis of evidence; it says nothing about teachers’ time.</p>',
    },
    {
      slug: 'rw-m1-08',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'hard',
      passage: {
        title: 'The journey of the Altar Stone',
        body: '<p><strong>Text 1</strong></p><p>For decades, the Altar Stone, a six-tonne slab of sandstone at the center of Stonehenge, was thought to have come from Wales, like Stonehenge’s smaller bluestones. In 2024, however, researchers who analyzed the ages of tiny mineral grains in the stone traced it to northeastern Scotland, more than 700 kilometers away. Because an overland route would have crossed rugged terrain and many rivers, some archaeologists have concluded that the builders must have carried the stone south by sea.</p><p><strong>Text 2</strong></p><p>Determining where a megalith came from is a real achievement, but provenance establishes only the endpoints of a journey. Without physical traces of the journey itself (stones abandoned in transit, worn trackways, remains of vessels able to carry such loads), claims about how a stone traveled rest on assumptions about what ancient people could or could not have done, and such assumptions have often proved wrong.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the conclusion reached by some archaeologists in Text 1?</p>',
      choices: [
        {
          label: 'A',
          text: 'By questioning whether the mineral analysis correctly identified northeastern Scotland as the source of the Altar Stone',
        },
        {
          label: 'B',
          text: 'By cautioning that knowing where the stone came from does not reveal how it was moved, so a sea route should not be assumed without further evidence',
        },
        { label: 'C', text: 'By agreeing that a sea route was likely, since rugged terrain would have made an overland route impossible' },
        { label: 'D', text: 'By arguing that the Altar Stone most likely came from Wales after all, as the bluestones did' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The archaeologists in Text 1 move from the stone’s origin (northeastern Scotland) to a conclusion about its route (by sea), reasoning that an overland journey would have been too difficult. Text 2 argues that provenance “establishes only the endpoints of a journey” and that, without physical traces of the journey, claims about how a stone traveled rest on assumptions that have often proved wrong. Its author would therefore say the sea route has not been established.</p><p>Choice A is tempting because Text 2 is skeptical, but its skepticism is aimed at claims about the route, not at the analysis of origin; it calls determining a megalith’s origin “a real achievement.” Choice C contradicts Text 2, which warns against exactly this kind of reasoning about what ancient people could not have done. Choice D is unsupported: Text 2 never disputes the Scottish origin.</p>',
    },

    // ───────────── Information and Ideas ─────────────
    {
      slug: 'rw-m1-09',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      difficulty: 'easy',
      passage: {
        title: 'Otters and stones',
        body: '<p>Sea otters eat large amounts of hard-shelled prey, such as clams, mussels, and sea urchins. To reach the food inside, many otters float on their backs, rest a stone on their chests, and strike a shell against it until the shell cracks. An otter may carry a favorite stone for long periods, tucked into a loose pouch of skin under its forearm. Along the California coast, researchers have even found shoreline boulders that bear distinctive wear from otters repeatedly pounding mussels against them.</p>',
      },
      stem: '<p>Which choice best states the main idea of the text?</p>',
      choices: [
        { label: 'A', text: 'Sea otters prefer mussels to all other kinds of prey.' },
        { label: 'B', text: 'Sea otters spend most of their lives floating on their backs.' },
        { label: 'C', text: 'Researchers have only recently discovered that sea otters eat animals with shells.' },
        { label: 'D', text: 'Sea otters use stones as tools to break open the hard-shelled animals they eat.' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> Every part of the text develops this idea: otters crack shells against stones resting on their chests, may carry a favorite stone with them, and pound mussels against shoreline boulders so often that the rocks show distinctive wear.</p><p>Choice A is tempting because the last sentence mentions mussels, but the text lists mussels as just one of several kinds of prey and never says otters prefer them. Choice B turns a detail (otters float on their backs while cracking shells) into a broad claim the text does not make. Choice C is unsupported: the text says nothing about when researchers learned what otters eat.</p>',
    },
    {
      slug: 'rw-m1-10',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'medium',
      passage: {
        title: 'Counting steps',
        body: '<p>Desert ants of the genus <em>Cataglyphis</em> search for food far from their nests across flat, featureless sand, yet once they find food, they head straight back home and stop at the nest entrance. Ants can determine the direction home using the position of the sun, but how they judge distance is less obvious. Some biologists hypothesize that the ants measure how far they have traveled by keeping track of the number of steps they take.</p>',
      },
      stem: '<p>Which finding, if true, would most directly support the biologists’ hypothesis?</p>',
      choices: [
        { label: 'A', text: 'Ants that were prevented from seeing the sun often walked home in the wrong direction.' },
        { label: 'B', text: 'Ants returned to their nests more quickly when the sand was cool than when it was hot.' },
        {
          label: 'C',
          text: 'Ants whose legs were lengthened with tiny stilts after they reached food walked past their nest on the way home, while ants whose legs were shortened stopped before reaching it.',
        },
        {
          label: 'D',
          text: 'Ants that found food far from the nest carried larger pieces of it home than ants that found food close to the nest did.',
        },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> If ants judge distance by counting steps, then changing the length of each step should change how far they walk before stopping. Ants on stilts take longer steps, so the same number of steps would carry them past the nest; ants with shortened legs take shorter steps and would stop short. That is exactly the pattern described, so it directly supports the hypothesis.</p><p>Choice A is tempting because it concerns navigation, but it shows how ants determine direction, which the text already attributes to the sun, not how they judge distance. Choice B concerns the ants’ speed, which says nothing about how they measure distance. Choice D concerns the size of the food the ants carry, not how they know when they have reached home.</p>',
    },
    {
      slug: 'rw-m1-11',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'hard',
      passage: {
        title: '“The Road Not Taken”',
        body: '<p>“The Road Not Taken” is a 1916 poem by Robert Frost. Although the poem is often read as a celebration of choosing an unconventional path in life, some critics point out that the speaker acknowledges that the two roads he had to choose between were, in fact, nearly indistinguishable.</p>',
        source: 'Robert Frost, “The Road Not Taken,” in Mountain Interval (1916)',
      },
      stem: '<p>Which quotation from “The Road Not Taken” most effectively illustrates the claim?</p>',
      choices: [
        { label: 'A', text: '“Two roads diverged in a yellow wood, / And sorry I could not travel both / And be one traveler, long I stood”' },
        { label: 'B', text: '“Though as for that the passing there / Had worn them really about the same,”' },
        {
          label: 'C',
          text: '“Oh, I kept the first for another day! / Yet knowing how way leads on to way, / I doubted if I should ever come back.”',
        },
        { label: 'D', text: '“Two roads diverged in a wood, and I— / I took the one less traveled by, / And that has made all the difference.”' },
      ],
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The claim is that the speaker admits the two roads were nearly indistinguishable. In these lines, the speaker concedes that people passing along the roads (“the passing there”) had worn them “really about the same,” meaning neither road was actually much less traveled than the other.</p><p>Choice D is the most tempting because it is the poem’s famous ending, but it says the opposite of the claim: it describes one road as “less traveled” and credits the choice with making “all the difference.” (In the poem, this is how the speaker expects to tell the story “ages and ages hence,” not how the roads actually looked.) Choice A shows the speaker’s regret at not being able to take both roads and his long hesitation, not that the roads were alike. Choice C concerns the speaker’s doubt that he will ever return to the first road, not the roads’ similarity.</p>',
    },
    {
      slug: 'rw-m1-12',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'easy',
      passage: {
        title: 'Storing seeds',
        body: '<p>For a science project, a student stored identical batches of bean seeds at four different temperatures for one year and then tested what percentage of the seeds in each batch would sprout.</p><table><thead><tr><th>Storage temperature (°C)</th><th>Germination rate after one year (%)</th></tr></thead><tbody><tr><td>−18</td><td>94</td></tr><tr><td>4</td><td>88</td></tr><tr><td>20</td><td>61</td></tr><tr><td>30</td><td>37</td></tr></tbody></table><p>The student concluded that seeds stored at colder temperatures remained viable at higher rates than seeds stored at warmer temperatures did. For example, seeds stored at ______</p>',
      },
      stem: '<p>Which choice most effectively uses data from the table to complete the example?</p>',
      choices: [
        { label: 'A', text: '4°C had a germination rate of 88%, while seeds stored at 30°C had a germination rate of only 37%.' },
        { label: 'B', text: '20°C had a germination rate of 61%, which was higher than the rate for seeds stored at 4°C.' },
        { label: 'C', text: '−18°C had a germination rate of 37%, while seeds stored at 30°C had a germination rate of 94%.' },
        { label: 'D', text: '−18°C and seeds stored at 4°C had germination rates that differed by only 6 percentage points.' },
      ],
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The table shows that seeds stored at 4°C sprouted at a rate of 88%, while seeds stored at the warmer temperature of 30°C sprouted at a rate of only 37%. The colder batch did much better, which is an example of the student’s conclusion.</p><p>Choice D is tempting because it is accurate (94% and 88% differ by 6 points), but a small difference between two cold batches does not show colder storage outperforming warmer storage. Choice B misreads the table: 61% is lower, not higher, than 88%. Choice C reverses the data: −18°C had the highest rate (94%) and 30°C the lowest (37%).</p>',
    },
    {
      slug: 'rw-m1-13',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'hard',
      passage: {
        title: 'Shade for corals',
        body: '<p>Marine biologist Keoni Akana and colleagues tested whether shading corals could protect them from bleaching, the loss of the symbiotic algae that give corals much of their color and food. The team kept coral colonies in tanks at two water temperatures, shaded half of the colonies at each temperature, and recorded the percentage of colonies that bleached.</p><table><thead><tr><th>Water temperature</th><th>Shaded colonies that bleached (%)</th><th>Unshaded colonies that bleached (%)</th></tr></thead><tbody><tr><td>29°C</td><td>8</td><td>9</td></tr><tr><td>31°C</td><td>22</td><td>58</td></tr></tbody></table><p>Akana hypothesized that shading offers little protection at moderate temperatures but substantially reduces bleaching when water becomes unusually warm.</p>',
      },
      stem: '<p>Which choice most effectively uses data from the table to support Akana’s hypothesis?</p>',
      choices: [
        { label: 'A', text: 'At 31°C, 22% of shaded colonies bleached, compared with 58% of unshaded colonies.' },
        { label: 'B', text: 'Unshaded colonies bleached at a rate of 9% at 29°C but at a rate of 58% at 31°C.' },
        { label: 'C', text: 'Shaded colonies bleached at a rate of 8% at 29°C and at a rate of 22% at 31°C.' },
        {
          label: 'D',
          text: 'At 29°C, 8% of shaded colonies and 9% of unshaded colonies bleached, whereas at 31°C, 22% of shaded colonies and 58% of unshaded colonies bleached.',
        },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The hypothesis has two parts: shading makes little difference at the moderate temperature, and it makes a large difference at the high temperature. Choice D supports both: at 29°C, shaded and unshaded colonies bleached at nearly the same rate (8% versus 9%), while at 31°C, shading cut bleaching from 58% to 22%.</p><p>Choice A is tempting because it is accurate and supports the second part of the hypothesis, but it leaves out the 29°C data needed to show that shading offers little protection at moderate temperatures. Choice B compares two temperatures for unshaded colonies only, so it shows the effect of warmer water, not the effect of shade. Choice C likewise looks only at shaded colonies and so cannot show what difference shading made.</p>',
    },
    {
      slug: 'rw-m1-14',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'medium',
      passage: {
        title: 'Bees and color',
        body: '<p>In a meadow where blue flowers produced more nectar than yellow ones, ecologist Mirela Dobre observed that bumblebees visited blue flowers far more often. She then moved bees from the same colonies to an enclosure containing artificial flowers in which the pattern was reversed: yellow flowers offered a sugar solution, while blue flowers offered only water. Within a few hours, most of the bees were visiting yellow flowers almost exclusively. These results suggest that the bees’ preference for blue flowers in the meadow ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: [
        { label: 'A', text: 'was caused by an inability to see the color yellow.' },
        { label: 'B', text: 'was shared by bees from other colonies that had never visited the meadow.' },
        { label: 'C', text: 'depended largely on what the bees had learned about which flowers provided the most food.' },
        { label: 'D', text: 'would have been even stronger if the meadow had contained more yellow flowers.' },
      ],
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> In the meadow, blue flowers offered more nectar, and the bees favored blue. When the reward was switched to yellow flowers, the same bees switched to yellow within hours. A preference that follows the food reward so quickly most likely reflects what the bees learned about where food was, not a fixed attraction to blue.</p><p>Choice B is tempting as a general statement about bees, but the text describes only bees from the colonies near the meadow and gives no information about other colonies. Choice A is contradicted by the results: bees that could not see yellow could not have learned to visit yellow flowers almost exclusively. Choice D is unsupported: nothing in the text suggests how the number of yellow flowers would affect the preference.</p>',
    },
    {
      slug: 'rw-m1-15',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'hard',
      passage: {
        title: 'Dating a diary',
        body: '<p>An anonymous diary held in a Dutch archive describes a bright comet seen over the writer’s town. Historians have narrowed the comet’s identity to three appearances of Halley’s Comet that were widely observed in Europe: those of 1531, 1607, and 1682. The diary’s paper carries a watermark used only by a mill that operated from 1590 to 1625, and archival studies show that paper from this period was usually written on within a few years of its manufacture. Taken together, this evidence suggests that the diary’s account of the comet was most likely written ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: [
        { label: 'A', text: 'around 1531, before the mill that made the paper began operating.' },
        { label: 'B', text: 'around 1607, while the mill that made the paper was operating.' },
        { label: 'C', text: 'around 1682, after the mill that made the paper had closed.' },
        { label: 'D', text: 'at some point after 1625, by a writer recalling a comet seen decades earlier.' },
      ],
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The paper was made between 1590 and 1625 and was probably written on within a few years of being made, so the diary entry most likely dates from roughly 1590 to the late 1620s. Of the three candidate comets, only the one of 1607 falls in that window, so the account was most likely written around 1607.</p><p>Choice D is tempting because a writer could, in principle, describe an event long after it happened, but nothing in the text suggests the account is a recollection, and the evidence that paper was usually written on within a few years of its manufacture points to a date close to 1607, not decades after a comet. Choice A is impossible: the paper could not have been written on before the mill that made it existed. Choice C is unlikely: paper made by 1625 would usually have been used long before 1682.</p>',
    },

    // ───────────── Standard English Conventions ─────────────
    {
      slug: 'rw-m1-16',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'easy',
      passage: {
        title: 'The axolotl',
        body: '<p>The axolotl, a salamander found in the wild only in the canals of Xochimilco near Mexico City, can regrow lost legs with their bones, muscles, and nerves fully ______ it can even repair damaged parts of its spinal cord and heart. Scientists study the animal in the hope of learning how such regeneration might someday be encouraged in people.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'restored, it' },
        { label: 'B', text: 'restored; it' },
        { label: 'C', text: 'restored it' },
        { label: 'D', text: 'restored and, it' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> “The axolotl … can regrow lost legs with their bones, muscles, and nerves fully restored” and “it can even repair damaged parts of its spinal cord and heart” are both independent clauses. A semicolon correctly joins two independent clauses.</p><p>Choice A joins the two independent clauses with only a comma, creating a comma splice. Choice C joins them with no punctuation at all, creating a run-on sentence. Choice D places the comma after the conjunction “and” instead of before it, which is not a conventional way to join two clauses.</p>',
    },
    {
      slug: 'rw-m1-17',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'easy',
      passage: {
        title: 'Dickinson’s letters',
        body: '<p>Emily Dickinson published very few poems during her lifetime, but she was a devoted correspondent. The collection of more than a thousand letters that she wrote to friends and family members ______ an essential resource for scholars, who read the letters for insight into her reading, her friendships, and her ideas about poetry.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'are' },
        { label: 'B', text: 'were' },
        { label: 'C', text: 'is' },
        { label: 'D', text: 'have been' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The subject of the verb is the singular noun “collection,” not “letters” or “members,” which are parts of phrases that describe the collection. The singular verb “is” agrees with “collection,” and its present tense matches “read.”</p><p>Choices A, B, and D are all plural verbs. They are tempting because the plural nouns “letters” and “members” come right before the blank, but those nouns are not the subject.</p>',
    },
    {
      slug: 'rw-m1-18',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Mae Jemison',
        body: '<p>Before she was selected for NASA’s astronaut program in 1987, Mae Jemison had already built a remarkably varied career. Jemison—a physician, an engineer, and a trained ______ became the first African American woman to travel to space when she flew aboard the space shuttle <em>Endeavour</em> in 1992.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'dancer,' },
        { label: 'B', text: 'dancer' },
        { label: 'C', text: 'dancer;' },
        { label: 'D', text: 'dancer—' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The phrase “a physician, an engineer, and a trained dancer” is a supplementary element that interrupts the sentence between the subject “Jemison” and the verb “became.” It opens with a dash, so it must close with a matching dash.</p><p>Choice A is tempting because the phrase contains commas, but an element that begins with a dash must end with a dash, not a comma. Choice B leaves the interrupting element unclosed, so it runs into the main verb. Choice C wrongly uses a semicolon, which would separate the subject “Jemison” from its verb “became.”</p>',
    },
    {
      slug: 'rw-m1-19',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Glass frogs',
        body: '<p>Glass frogs, which live in the forests of Central and South America, get their name from a striking feature. The nearly transparent skin covering a glass frog’s ______ allows an observer to see the animal’s heart, liver, and digestive tract from below.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'belly' },
        { label: 'B', text: 'belly,' },
        { label: 'C', text: 'belly;' },
        { label: 'D', text: 'belly—' },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The subject of the sentence is “the nearly transparent skin covering a glass frog’s belly,” and its verb is “allows.” No punctuation belongs between a subject and its verb.</p><p>Choice B is tempting because the subject is long, but a single comma should not separate a subject from its verb. Choice C is wrong because a semicolon joins independent clauses, and “allows an observer to see…” has no subject of its own. Choice D likewise inserts a dash that separates the subject from the verb for no reason.</p>',
    },
    {
      slug: 'rw-m1-20',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'medium',
      passage: {
        title: 'The Pony Express',
        body: '<p>The Pony Express, a relay of riders on horseback, carried mail roughly 3,000 kilometers between Missouri and California. The service was fast but short-lived: by the time the transcontinental telegraph line was completed in October 1861, the Pony Express ______ mail for only about eighteen months, and it shut down just days later.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'carries' },
        { label: 'B', text: 'has carried' },
        { label: 'C', text: 'had carried' },
        { label: 'D', text: 'will have carried' },
      ],
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The sentence describes an action (carrying mail) that took place before another past event (the completion of the telegraph in 1861). The past perfect “had carried” expresses an action completed before a past point in time, as signaled by “by the time … was completed.”</p><p>Choice B is tempting because “has carried” expresses duration, but the present perfect links a past action to the present, which does not fit a service that ended in 1861. Choice A, the present tense, and Choice D, the future perfect, do not fit a sequence of events that took place entirely in the past.</p>',
    },
    {
      slug: 'rw-m1-21',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'hard',
      passage: {
        title: 'Saturn’s rings',
        body: '<p>In 1859, physicist James Clerk Maxwell showed mathematically that Saturn’s rings could not be solid sheets, which would be unstable and break apart, and must instead consist of countless separate particles. Many astronomers found the argument ______ observational confirmation did not come until 1895, when astronomer James Keeler measured light reflected from the rings and found that their inner portions orbit Saturn faster than their outer portions do, just as separate particles would.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'persuasive; however,' },
        { label: 'B', text: 'persuasive, however;' },
        { label: 'C', text: 'persuasive, however,' },
        { label: 'D', text: 'persuasive however,' },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> “Many astronomers found the argument persuasive” and “observational confirmation did not come until 1895” are independent clauses, and “however” signals the contrast between them: astronomers were persuaded, yet proof from observation came decades later. So “however” belongs at the start of the second clause, after a semicolon and followed by a comma.</p><p>Choice B is the most tempting because its punctuation can separate two clauses, but it attaches “however” to the first clause, which would wrongly present astronomers’ being persuaded as a contrast with Maxwell’s demonstration. Choice C joins two independent clauses with only commas, creating a comma splice. Choice D provides no punctuation between the clauses, creating a run-on sentence.</p>',
    },
    {
      slug: 'rw-m1-22',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'hard',
      passage: {
        title: 'The Khufu ship',
        body: '<p>When archaeologists opened a sealed pit beside the Great Pyramid of Giza in 1954, they found a full-size wooden ship that had been buried about 4,500 years earlier, disassembled into 1,224 pieces. Patiently sorting and fitting together these pieces of cedar and other woods, ______</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'the ship was rebuilt over more than a decade by restorer Hag Ahmed Youssef.' },
        { label: 'B', text: 'more than a decade was spent by restorer Hag Ahmed Youssef rebuilding the ship.' },
        { label: 'C', text: 'restorer Hag Ahmed Youssef rebuilt the ship over more than a decade.' },
        { label: 'D', text: 'the rebuilding of the ship took restorer Hag Ahmed Youssef more than a decade.' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The sentence begins with a modifier, “Patiently sorting and fitting together these pieces…,” that describes whoever did the sorting and fitting. A modifier like this must be followed immediately by the noun it describes, so the subject after the comma must be “restorer Hag Ahmed Youssef.”</p><p>Choice A is tempting because it names Youssef, but it places “the ship” right after the modifier, illogically suggesting that the ship sorted and fitted the pieces together. In Choice B, the modifier would describe “more than a decade,” and in Choice D, it would describe “the rebuilding of the ship”; neither could have done the sorting.</p>',
    },

    // ───────────── Expression of Ideas ─────────────
    {
      slug: 'rw-m1-23',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'easy',
      passage: {
        title: 'The waggle dance',
        body: '<p>A honeybee that has found a rich source of food can share its location with nestmates by performing a “waggle dance” on the vertical surface of the honeycomb. The dance communicates both the direction and the distance of the food. ______ the angle of the dance relative to straight up indicates the direction of the food relative to the sun, and the duration of the waggling portion indicates how far away the food is.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      choices: [
        { label: 'A', text: 'However,' },
        { label: 'B', text: 'Nevertheless,' },
        { label: 'C', text: 'Instead,' },
        { label: 'D', text: 'Specifically,' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The sentence before the blank makes a general statement (the dance communicates direction and distance), and the sentence after it explains in detail how each is communicated. “Specifically” introduces such precise details.</p><p>Choices A and B signal a contrast or a concession, but the last sentence supports and elaborates on the one before it rather than contrasting with it. Choice C signals that something replaces what came before, but the details do not replace the general statement; they explain it.</p>',
    },
    {
      slug: 'rw-m1-24',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'medium',
      passage: {
        title: 'Palimpsests',
        body: '<p>Parchment was expensive in medieval Europe, so scribes often reused it, scraping or washing away an old text and writing a new one on top. The original writing, however, was rarely removed completely; faint traces of ink usually remained in the parchment. ______ scholars using multispectral imaging, which photographs a page under many different wavelengths of light, have been able to recover texts hidden for centuries, including passages by the ancient Greek mathematician Archimedes that a scribe scraped away in the 1200s.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      choices: [
        { label: 'A', text: 'Likewise,' },
        { label: 'B', text: 'As a result,' },
        { label: 'C', text: 'In contrast,' },
        { label: 'D', text: 'Previously,' },
      ],
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> Because traces of the original ink remained in the reused parchment, modern scholars can recover the hidden texts. The recovery is a consequence of the incomplete erasing, so “As a result” is the logical transition.</p><p>Choice D is tempting because the text moves between time periods, but “Previously” would place the modern imaging before the medieval reuse, reversing the order of events. Choice A signals a similarity, but recovering the texts is not similar to the traces remaining; it depends on them. Choice C signals a contrast, but the recovery agrees with, rather than contrasts with, the fact that traces remained.</p>',
    },
    {
      slug: 'rw-m1-25',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'hard',
      passage: {
        title: 'Roman concrete',
        body: '<p>Roman harbor structures made of concrete have survived for two thousand years in seawater, conditions that can damage modern concrete within decades. Researchers have found that small lumps of lime in some Roman concrete react with water seeping into cracks, forming minerals that seal the cracks. Roman concrete is considerably weaker than modern concrete, however, so engineers are not proposing to build today’s bridges and towers out of it. ______ some are testing whether adding similar lumps of lime to modern mixtures could give those mixtures the same capacity for self-repair.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      choices: [
        { label: 'A', text: 'Moreover,' },
        { label: 'B', text: 'For example,' },
        { label: 'C', text: 'Instead,' },
        { label: 'D', text: 'Similarly,' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The previous sentence says what engineers are not doing: building modern structures out of Roman concrete. The last sentence says what some are doing in place of that: borrowing one feature of Roman concrete, its lime lumps, for modern mixtures. “Instead” introduces an alternative to what was just ruled out.</p><p>Choice A is tempting because the last sentence adds information, but “Moreover” signals an additional point supporting the same idea, and testing lime in modern concrete is not another example of engineers declining to use Roman concrete; it is the alternative they pursue. Choice B is wrong because the testing is not an example of the engineers’ decision not to build with Roman concrete. Choice D is wrong because the two sentences describe contrasting courses of action, not similar ones.</p>',
    },
    {
      slug: 'rw-m1-26',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'easy',
      passage: {
        title: 'Wangari Maathai',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>Wangari Maathai (1940–2011) was a Kenyan environmental and political activist.</li><li>In 1977, she founded the Green Belt Movement.</li><li>The movement paid women in rural Kenya to plant trees, which helped restore damaged land and provided firewood and income.</li><li>The Green Belt Movement has planted tens of millions of trees.</li><li>In 2004, Maathai became the first African woman to receive the Nobel Peace Prize.</li></ul>',
      },
      stem: '<p>The student wants to emphasize the international recognition Maathai received for her work. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>',
      choices: [
        {
          label: 'A',
          text: 'In 2004, Wangari Maathai, founder of Kenya’s Green Belt Movement, became the first African woman to be awarded the Nobel Peace Prize.',
        },
        { label: 'B', text: 'Kenyan activist Wangari Maathai, who lived from 1940 to 2011, founded the Green Belt Movement in 1977.' },
        { label: 'C', text: 'The Green Belt Movement, founded by Wangari Maathai, paid women in rural Kenya to plant trees.' },
        { label: 'D', text: 'The Green Belt Movement has planted tens of millions of trees, helping to restore damaged land in Kenya.' },
      ],
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The Nobel Peace Prize is an international honor, and noting that Maathai was the first African woman to receive it emphasizes the recognition her work earned.</p><p>Choice D is tempting because it highlights the scale of the movement’s achievements, but it says nothing about how others recognized that work. Choices B and C give biographical facts and describe how the movement worked, but neither mentions any recognition.</p>',
    },
    {
      slug: 'rw-m1-27',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'medium',
      passage: {
        title: 'Two writing systems',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>Writing systems can represent spoken language in units of different sizes, such as whole syllables or individual sounds.</li><li>Hangul, the Korean alphabet, was introduced in 1446 under King Sejong.</li><li>Each Hangul letter represents a single consonant or vowel sound; letters are grouped into blocks that each form a syllable.</li><li>The Cherokee syllabary was completed in 1821 by Sequoyah, a Cherokee silversmith.</li><li>Each of its 85 characters represents a whole syllable, such as “ga.”</li></ul>',
      },
      stem: '<p>The student wants to contrast the ways the two writing systems represent spoken language. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>',
      choices: [
        { label: 'A', text: 'Hangul was introduced in 1446, whereas the Cherokee syllabary was not completed until 1821.' },
        { label: 'B', text: 'Both Hangul and the Cherokee syllabary represent spoken language, though they were created centuries apart.' },
        {
          label: 'C',
          text: 'The Cherokee syllabary, completed by Sequoyah in 1821, has 85 characters, each representing a whole syllable such as “ga.”',
        },
        {
          label: 'D',
          text: 'Whereas each character of the Cherokee syllabary represents a whole syllable, each letter of Hangul represents a single consonant or vowel sound, with letters grouped into syllable blocks.',
        },
      ],
      answerKey: 'D',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The goal is a contrast in how the systems represent language. Choice D uses “Whereas” to set the Cherokee syllabary’s whole-syllable characters against Hangul’s single-sound letters.</p><p>Choice C is tempting because it explains how the Cherokee syllabary represents language, but it describes only one system, so it contrasts nothing. Choice A contrasts the two systems, but by date rather than by how they represent language. Choice B emphasizes what the systems have in common rather than how they differ.</p>',
    },
  ],
};
