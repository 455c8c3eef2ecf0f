import type { SeedModule } from './types';

/**
 * Practice Test 1, Reading and Writing, Module 2 (easier form): for students who did less well in module 1.
 * Mostly easy and medium questions. Original questions written for this product, in the digital SAT order:
 * Craft and Structure, Information and Ideas, Standard English Conventions, Expression of Ideas; easier first within each group.
 */
export const rwModule2Easier: SeedModule = {
  slug: 'sample-dsat-rw-m2-easier',
  title: 'Practice Test 1 · Reading and Writing · Module 2 (easier)',
  section: 'reading-writing',
  timeLimitMinutes: 32,
  questions: [
    // ───────────── Craft and Structure ─────────────
    {
      slug: 'rw-m2e-01',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'Tristan da Cunha',
        body: '<p>Tristan da Cunha, a volcanic island in the South Atlantic Ocean, is often described as the most ______ inhabited island in the world. It has no airport, and its roughly 250 residents rely on ships that take about a week to reach the island from Cape Town, South Africa, some 2,800 kilometers away.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'isolated' },
        { label: 'B', text: 'crowded' },
        { label: 'C', text: 'ancient' },
        { label: 'D', text: 'prosperous' },
      ],
      answerKey: 'A',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The second sentence explains the description: the island has no airport and can be reached only by a week-long voyage from a city 2,800 kilometers away. An island that far from other places is “isolated.”</p><p>Choice C is tempting because the island is volcanic, but the text gives no information about the island’s age; its details are all about distance. Choice B contradicts the text, which says only about 250 people live there. Choice D is unsupported: nothing in the text concerns the residents’ wealth.</p>',
    },
    {
      slug: 'rw-m2e-02',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'Protecting paper fans',
        body: '<p>Because the museum’s collection of antique paper fans is so ______, the fans are displayed for only a few months at a time. For the rest of the year, they are kept in dark storage drawers, where light cannot fade their colors and careful handling keeps their thin folds from tearing.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'popular' },
        { label: 'B', text: 'ordinary' },
        { label: 'C', text: 'delicate' },
        { label: 'D', text: 'recent' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The fans are kept out of the light so their colors will not fade and handled carefully so their thin folds will not tear. Such precautions are needed because the fans are “delicate,” or easily damaged.</p><p>Choice A is tempting, but popularity would be a reason to display the fans more often, not less. Choice B does not explain the special precautions, and nothing in the text suggests that the fans are ordinary. Choice D contradicts the text, which describes the fans as antique.</p>',
    },
    {
      slug: 'rw-m2e-03',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'Sign languages',
        body: '<p>Sign languages are not simply ______ of spoken languages. American Sign Language (ASL), for instance, has its own grammar, which differs in many ways from the grammar of English, and people who use ASL can express anything that speakers of English can express.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'rivals' },
        { label: 'B', text: 'imitations' },
        { label: 'C', text: 'ancestors' },
        { label: 'D', text: 'critics' },
      ],
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The example of ASL shows that a sign language has its own grammar, different from that of English. That is evidence that sign languages are complete languages in their own right, not “imitations,” or copies, of spoken languages.</p><p>Choice C is tempting because languages are often described as related, but the text says nothing about sign languages being older than spoken languages or giving rise to them. Choice A (competitors) and Choice D (people who find fault) do not fit the point that ASL has its own independent grammar.</p>',
    },
    {
      slug: 'rw-m2e-04',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'medium',
      passage: {
        title: 'When higher prices sell',
        body: '<p>Economists have long observed that when the price of a product rises, people usually buy less of it. For certain luxury goods, however, a higher price can actually ______ demand, because some buyers treat the price itself as a sign of exclusivity and prestige.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical and precise word or phrase?</p>',
      choices: [
        { label: 'A', text: 'dampen' },
        { label: 'B', text: 'defer' },
        { label: 'C', text: 'gauge' },
        { label: 'D', text: 'spur' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> “However” signals a contrast with the usual pattern, in which higher prices lead people to buy less. For luxury goods, a higher price can do the opposite and increase demand, because buyers see the price as a mark of prestige. To “spur” demand is to encourage or increase it.</p><p>Choice A is tempting but describes the usual pattern (a higher price reducing demand), which contradicts “however” and “actually.” Choice B, to postpone, and Choice C, to measure, do not describe a price making buyers want a product more.</p>',
    },
    {
      slug: 'rw-m2e-05',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'easy',
      passage: {
        title: 'The workshop',
        body: '<p>Grandfather’s workshop smelled of cedar shavings and machine oil. Every tool hung on the pegboard inside its own painted outline, so that a missing chisel left a small white shape on the wall, like a shadow waiting for its owner. As a child, Ada had spent whole afternoons there, handing him screws one at a time. Now, standing in the doorway after years away, she saw that the painted outlines were all still there, but most of the tools were gone.</p>',
      },
      stem: '<p>Which choice best states the main purpose of the text?</p>',
      choices: [
        { label: 'A', text: 'To portray a character noticing how a place she once knew well has changed' },
        { label: 'B', text: 'To explain how a workshop should be organized so that tools are not lost' },
        { label: 'C', text: 'To explain why Ada’s grandfather decided to give away his tools' },
        { label: 'D', text: 'To contrast Ada’s skill as a woodworker with her grandfather’s skill' },
      ],
      answerKey: 'A',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The text describes the workshop as Ada remembers it from childhood and ends with her returning “after years away” to find the outlines still on the wall but most of the tools gone. The passage is built around her noticing this change.</p><p>Choice C is tempting because the tools are missing, but the text never says why they are gone or who removed them. Choice B mistakes a descriptive detail (the painted outlines) for the purpose of the text, which does not give advice. Choice D is unsupported: Ada only handed her grandfather screws, and the text never compares their woodworking skills.</p>',
    },
    {
      slug: 'rw-m2e-06',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'medium',
      passage: {
        title: 'Viking traders',
        body: '<p>Popular images of the Vikings tend to focus on raids: longships appearing without warning, monasteries looted and burned. But Scandinavians of the Viking Age were also traders. <u>At Birka, a Viking Age trading town in what is now Sweden, archaeologists have uncovered silver coins minted in the Islamic world, fragments of silk that originated far to the east, and glassware from western Europe.</u> Such objects reveal commercial networks that stretched across much of Eurasia.</p>',
      },
      stem: '<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>',
      choices: [
        { label: 'A', text: 'It introduces a popular view of the Vikings that the text goes on to question.' },
        { label: 'B', text: 'It provides evidence supporting the claim that Scandinavians of the Viking Age were also traders.' },
        { label: 'C', text: 'It explains why Viking raids became less common as trade increased.' },
        { label: 'D', text: 'It describes an exception to the pattern of trade discussed in the rest of the text.' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The sentence before the underlined one claims that Vikings “were also traders.” The underlined sentence supports that claim with archaeological evidence: goods from the Islamic world, the far east, and western Europe found at a Viking trading town. The final sentence then states what the evidence shows.</p><p>Choice A is tempting, but the popular view (Vikings as raiders) is introduced in the first sentence, not the underlined one. Choice C is unsupported: the text never discusses a decline in raiding. Choice D is wrong because the goods found at Birka illustrate the trade networks the text describes rather than departing from them.</p>',
    },
    {
      slug: 'rw-m2e-07',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'medium',
      passage: {
        title: 'The “Mozart effect”',
        body: '<p><strong>Text 1</strong></p><p>In 1993, researchers reported that college students who had just listened to ten minutes of a Mozart sonata scored higher on a spatial reasoning task than students who had sat in silence or listened to relaxation instructions. The improvement lasted only about fifteen minutes, but news reports soon suggested that listening to Mozart could make people, even babies, smarter, and products promising to raise children’s intelligence through classical music quickly followed.</p><p><strong>Text 2</strong></p><p>Later studies offer a simpler explanation of the 1993 result. Participants’ performance on spatial tasks also improved after other experiences they found enjoyable and energizing, such as upbeat music or a recorded story they liked. The brief boost, these studies suggest, came from improved mood and alertness, not from any special property of Mozart’s music.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the news reports described in Text 1?</p>',
      choices: [
        {
          label: 'A',
          text: 'By arguing that the reports exaggerated a brief effect that most likely came from improved mood and alertness rather than from anything unique to Mozart’s music',
        },
        {
          label: 'B',
          text: 'By agreeing that Mozart’s music has a unique effect on the mind but noting that the effect is smaller than the reports suggested',
        },
        { label: 'C', text: 'By claiming that the 1993 researchers did not actually find any improvement in spatial reasoning' },
        {
          label: 'D',
          text: 'By recommending that parents play recorded stories for their children instead of classical music to raise their intelligence',
        },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> Text 1 describes news reports that turned a fifteen-minute improvement into the claim that Mozart makes people smarter. Text 2 explains that similar short-lived improvements followed other enjoyable experiences and attributes them to mood and alertness, so its author would see the reports as overstating a temporary effect that has nothing special to do with Mozart.</p><p>Choice B is tempting because it also describes the effect as overstated, but Text 2 specifically denies that Mozart’s music has any special property. Choice C contradicts Text 2, which accepts the 1993 result and offers an explanation for it. Choice D is wrong because Text 2 does not claim that any experience raises intelligence; it describes only a brief boost in task performance.</p>',
    },
    {
      slug: 'rw-m2e-08',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'hard',
      passage: {
        title: 'Reading Frankenstein',
        body: '<p><strong>Text 1</strong></p><p>Mary Shelley’s <em>Frankenstein</em> (1818) is often read as a warning against scientific ambition. Victor Frankenstein, eager to discover the secret of life, pursues his experiments in isolation and in defiance of natural limits. In this reading, the disasters that follow are the price of Victor’s attempt to create life: the novel suggests that some knowledge is too dangerous to pursue.</p><p><strong>Text 2</strong></p><p>What Victor does after his experiment succeeds matters as much as the experiment itself. Horrified by the creature’s appearance, he flees as soon as it opens its eyes and refuses, again and again, to take responsibility for it. The creature turns violent only after being rejected by its maker and by everyone it meets. The tragedy Shelley depicts stems less from the act of creation than from the creator’s abandonment of what he has made.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the reading of the novel presented in Text 1?</p>',
      choices: [
        {
          label: 'A',
          text: 'By agreeing that Victor’s ambition causes the disasters and adding that the creature would have turned violent however it was treated',
        },
        { label: 'B', text: 'By arguing that Shelley intended the novel to celebrate scientific ambition rather than to warn against it' },
        { label: 'C', text: 'By contending that Victor’s pursuit of the secret of life plays no part in the tragedy the novel depicts' },
        {
          label: 'D',
          text: 'By suggesting that the reading gives too little weight to Victor’s abandonment of the creature, which Text 2 sees as the main source of the novel’s disasters',
        },
      ],
      answerKey: 'D',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> Text 1 traces the novel’s disasters to Victor’s attempt to create life. Text 2 shifts the emphasis: the tragedy “stems less from the act of creation than from the creator’s abandonment of what he has made.” Its author would therefore say that Text 1’s reading overlooks what Victor does after the experiment.</p><p>Choice C is the most tempting, but it overstates Text 2’s position. Text 2 says Victor’s later conduct matters “as much as” the experiment and that the tragedy stems “less” from the creation, which grants the experiment some role rather than none. Choice A contradicts Text 2, which says the creature turned violent only after being rejected. Choice B is unsupported: Text 2 never suggests that Shelley celebrates scientific ambition.</p>',
    },

    // ───────────── Information and Ideas ─────────────
    {
      slug: 'rw-m2e-09',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      difficulty: 'easy',
      passage: {
        title: 'Bessie Coleman',
        body: '<p>Bessie Coleman dreamed of flying, but in the years after World War I, flight schools in the United States would not admit her because she was a Black woman. Undeterred, she studied French, traveled to France, and trained at a flight school there. In 1921, she earned an international pilot’s license, becoming the first African American woman and the first woman of Native American descent to hold one. She went on to perform as a stunt pilot at air shows across the United States.</p>',
      },
      stem: '<p>According to the text, why did Coleman travel to France?</p>',
      choices: [
        { label: 'A', text: 'To perform in air shows there before returning to the United States' },
        { label: 'B', text: 'To study the French language before beginning flight training in the United States' },
        { label: 'C', text: 'To buy an airplane that she could fly at air shows in the United States' },
        { label: 'D', text: 'To attend a flight school, because schools in the United States would not admit her' },
      ],
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The text says that flight schools in the United States would not admit Coleman, so she “traveled to France, and trained at a flight school there.”</p><p>Choice B is tempting because the text mentions that she studied French, but she learned French in order to train in France, and her training took place in France, not the United States. Choice A reverses the order of events: she performed in air shows in the United States after earning her license. Choice C is unsupported: the text never mentions buying an airplane.</p>',
    },
    {
      slug: 'rw-m2e-10',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'easy',
      passage: {
        title: 'Shakespeare’s Sonnet 18',
        body: '<p>In Sonnet 18, first published in 1609, William Shakespeare’s speaker compares the person he admires to a summer’s day. By the end of the poem, the speaker claims that the poem itself will keep this person alive for as long as people continue to read it.</p>',
        source: 'William Shakespeare, Sonnet 18, in Shake-speares Sonnets (1609)',
      },
      stem: '<p>Which quotation from Sonnet 18 most effectively illustrates the claim?</p>',
      choices: [
        { label: 'A', text: '“Shall I compare thee to a summer’s day? / Thou art more lovely and more temperate:”' },
        { label: 'B', text: '“Rough winds do shake the darling buds of May, / And summer’s lease hath all too short a date;”' },
        { label: 'C', text: '“Sometime too hot the eye of heaven shines, / And often is his gold complexion dimm’d;”' },
        { label: 'D', text: '“So long as men can breathe or eyes can see, / So long lives this, and this gives life to thee.”' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The claim is that the poem will keep the person alive as long as people read it. In these closing lines, “this” refers to the poem: as long as people live and can see to read (“So long as men can breathe or eyes can see”), the poem will last (“So long lives this”), and it will give life to the person it describes (“this gives life to thee”).</p><p>Choice A is tempting because it is the poem’s famous opening and praises the person, but it only begins the comparison with a summer’s day and says nothing about the poem preserving anyone. Choices B and C describe the faults of summer (rough winds, a short season, a sun that is sometimes too hot and sometimes clouded over), not the power of the poem.</p>',
    },
    {
      slug: 'rw-m2e-11',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'medium',
      passage: {
        title: 'Following a gaze',
        body: '<p>Dogs are known to follow human pointing gestures to find hidden food. Animal behaviorist Paulo Lins hypothesizes that dogs can also use the direction of a person’s gaze alone as a cue. In an experiment, Lins hid a treat under one of two identical overturned cups, both of which had been rubbed with food so that scent could not reveal the treat’s location. An experimenter then stood between the cups while a dog watched.</p>',
      },
      stem: '<p>Which finding, if true, would most directly support Lins’s hypothesis?</p>',
      choices: [
        { label: 'A', text: 'When the experimenter pointed at the cup hiding the treat, dogs chose that cup more often than the other cup.' },
        {
          label: 'B',
          text: 'When the experimenter turned her head and looked at the cup hiding the treat without pointing, dogs chose that cup more often than would be expected by chance.',
        },
        { label: 'C', text: 'When the experimenter left the room before the dogs were released, dogs chose each cup about equally often.' },
        { label: 'D', text: 'Dogs that had been trained to follow pointing gestures found the treat faster than dogs without such training did.' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The hypothesis is that dogs can use a person’s gaze by itself as a cue. If dogs picked the correct cup more often than chance when the experimenter only looked at it, without pointing, they must have been using her gaze, which directly supports the hypothesis.</p><p>Choice A is tempting, but pointing is the cue the text says dogs are already known to use; when the experimenter points, the finding cannot show that gaze alone is enough. Choice C shows only that dogs could not find the treat without a person’s cues, not that they use gaze. Choice D concerns training in following pointing gestures, not gaze.</p>',
    },
    {
      slug: 'rw-m2e-12',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'easy',
      passage: {
        title: 'Spinning and orbiting',
        body: '<table><thead><tr><th>Planet</th><th>Time to rotate once on its axis (Earth days)</th><th>Time to orbit the Sun once (Earth days)</th></tr></thead><tbody><tr><td>Mercury</td><td>58.6</td><td>88.0</td></tr><tr><td>Venus</td><td>243.0</td><td>224.7</td></tr><tr><td>Earth</td><td>1.0</td><td>365.3</td></tr><tr><td>Mars</td><td>1.0</td><td>687.0</td></tr></tbody></table><p>The table shows how long four planets take to rotate once on their axes and to travel once around the Sun. Earth and Mars each rotate hundreds of times during a single orbit, and Mercury rotates about one and a half times per orbit. Venus, however, takes longer to rotate once than to complete an orbit: it takes ______</p>',
      },
      stem: '<p>Which choice most effectively uses data from the table to complete the statement?</p>',
      choices: [
        { label: 'A', text: '224.7 Earth days to rotate once and 243.0 Earth days to orbit the Sun.' },
        { label: 'B', text: '58.6 Earth days to rotate once and 88.0 Earth days to orbit the Sun.' },
        { label: 'C', text: '243.0 Earth days to rotate once but only 224.7 Earth days to orbit the Sun.' },
        { label: 'D', text: 'less time to rotate once than Mercury does.' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> According to the table, Venus takes 243.0 Earth days to rotate once but 224.7 Earth days to orbit the Sun, so one rotation takes longer than one orbit, as the statement says.</p><p>Choice A reverses the two values for Venus, which would make a rotation shorter than an orbit, the opposite of the claim. Choice B gives Mercury’s values, not Venus’s. Choice D misreads the table: Venus takes 243.0 Earth days to rotate, far longer than Mercury’s 58.6.</p>',
    },
    {
      slug: 'rw-m2e-13',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'medium',
      passage: {
        title: 'Paper or screen?',
        body: '<p>A team of education researchers asked high school students to read either short texts (about 300 words) or long texts (about 1,500 words), presented either on paper or on a screen, and then to answer comprehension questions.</p><table><thead><tr><th>Text length</th><th>Mean score, paper (out of 100)</th><th>Mean score, screen (out of 100)</th></tr></thead><tbody><tr><td>Short</td><td>82</td><td>80</td></tr><tr><td>Long</td><td>78</td><td>69</td></tr></tbody></table><p>The researchers concluded that students understood long texts better when they read them on paper than when they read them on a screen.</p>',
      },
      stem: '<p>Which choice most effectively uses data from the table to support the researchers’ conclusion?</p>',
      choices: [
        {
          label: 'A',
          text: 'Students who read short texts on paper had a mean score of 82, while those who read long texts on paper had a mean score of 78.',
        },
        {
          label: 'B',
          text: 'Students who read short texts on paper had a mean score of 82, while those who read short texts on a screen had a mean score of 80.',
        },
        {
          label: 'C',
          text: 'Students who read short texts on a screen had a mean score of 80, while those who read long texts on a screen had a mean score of 69.',
        },
        {
          label: 'D',
          text: 'Students who read long texts on paper had a mean score of 78, while those who read long texts on a screen had a mean score of 69.',
        },
      ],
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The conclusion compares paper and screen for long texts. Choice D makes exactly that comparison: for long texts, students scored 78 on paper but only 69 on a screen.</p><p>Choice B is tempting because it compares paper with screen, but it uses the data for short texts, while the conclusion is about long texts. Choices A and C each compare short and long texts in a single format, which shows the effect of text length, not the effect of reading on paper rather than on a screen.</p>',
    },
    {
      slug: 'rw-m2e-14',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'medium',
      passage: {
        title: 'Waiting for smoke',
        body: '<p>In many shrublands that burn periodically, the seeds of some plants can lie dormant in the soil for decades. Ecologists studying one such shrub found that its seeds sprouted at high rates when exposed to chemicals found in smoke but rarely sprouted otherwise, even when they received plenty of water and light. Because nearly all of the shrub’s seeds remain dormant until they encounter smoke, the ecologists concluded that most new plants of this species probably ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: [
        { label: 'A', text: 'appear in the first years after a fire has burned through an area.' },
        { label: 'B', text: 'grow in areas where fires have been prevented for many decades.' },
        { label: 'C', text: 'come from seeds that were produced within the previous year.' },
        { label: 'D', text: 'sprout during seasons with unusually heavy rainfall.' },
      ],
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The shrub’s seeds rarely sprout unless they are exposed to chemicals in smoke. Smoke comes from fire, so most new plants of this species should appear soon after a fire has passed through an area.</p><p>Choice D is tempting because water helps most seeds sprout, but the text says these seeds rarely sprouted without smoke “even when they received plenty of water.” Choice B is the opposite of what the evidence suggests: where fires are prevented, the seeds would mostly stay dormant. Choice C is unsupported: because the seeds can lie dormant for decades, new plants could come from seeds produced long ago.</p>',
    },
    {
      slug: 'rw-m2e-15',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'hard',
      passage: {
        title: 'Song dialects',
        body: '<p>Two populations of a songbird species live on opposite sides of a mountain range, and the males of each population sing a distinct song dialect. In playback experiments, researchers found that females from the eastern population approached speakers playing eastern songs but ignored speakers playing western songs. Western females, by contrast, approached speakers playing either dialect. Because females of this species choose mates largely on the basis of song, the researchers predict that if males were to cross the mountains, ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: [
        { label: 'A', text: 'eastern males that moved west would likely attract mates more readily than western males that moved east would.' },
        { label: 'B', text: 'western males that moved east would likely attract mates more readily than eastern males that moved west would.' },
        { label: 'C', text: 'neither eastern nor western males would be able to attract mates on the other side of the mountains.' },
        { label: 'D', text: 'eastern females would soon begin to approach males singing the western dialect.' },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> An eastern male that moved west would sing the eastern dialect to western females, who respond to either dialect, so he could still attract mates. A western male that moved east would sing the western dialect to eastern females, who ignore it, so he would have trouble. Eastern males should therefore do better after crossing than western males.</p><p>Choice B reverses this reasoning, mixing up which females respond to both dialects. Choice C ignores the finding that western females approach songs of either dialect, so eastern males could attract them. Choice D is unsupported: the text gives no evidence that eastern females’ preferences would change.</p>',
    },

    // ───────────── Standard English Conventions ─────────────
    {
      slug: 'rw-m2e-16',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'easy',
      passage: {
        title: 'Frida Kahlo’s self-portraits',
        body: '<p>Of the roughly 140 paintings that Mexican artist Frida Kahlo completed, about 55 are ______ of these works include imagery drawn from Mexican culture and nature, such as the flowers, monkeys, and parrots that often appear beside her.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'self-portraits, many' },
        { label: 'B', text: 'self-portraits. Many' },
        { label: 'C', text: 'self-portraits many' },
        { label: 'D', text: 'self-portraits, with many' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> “Of the roughly 140 paintings … about 55 are self-portraits” and “Many of these works include imagery…” are both independent clauses. A period correctly separates them into two sentences.</p><p>Choice A joins the two independent clauses with only a comma, creating a comma splice. Choice C joins them with no punctuation, creating a run-on sentence. Choice D turns the second clause into a phrase beginning with “with,” but the verb “include” would then need to be “including,” so the result is ungrammatical.</p>',
    },
    {
      slug: 'rw-m2e-17',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'easy',
      passage: {
        title: 'Giraffe necks',
        body: '<p>Like nearly all mammals, giraffes have just seven vertebrae in their necks, but each of those vertebrae can be more than 25 centimeters long. The ______ long necks allow them to feed on leaves that other plant-eating animals cannot reach.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'giraffe’s' },
        { label: 'B', text: 'giraffes' },
        { label: 'C', text: 'giraffes’' },
        { label: 'D', text: 'giraffe' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The necks belong to the giraffes, so a possessive is needed, and the plural pronoun “them” and plural noun “necks” show that the text refers to more than one giraffe. The plural possessive is “giraffes’.”</p><p>Choice A is tempting because it is possessive, but it is singular, which does not agree with “necks” and “them.” Choice B is a plural noun without the apostrophe that shows possession. Choice D is a singular noun that is neither plural nor possessive.</p>',
    },
    {
      slug: 'rw-m2e-18',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'easy',
      passage: {
        title: 'The Eagle has landed',
        body: '<p>On July 20, 1969, the Apollo 11 lunar module, which the crew had named ______ touched down on the Moon in a region called the Sea of Tranquility. Moments later, astronaut Neil Armstrong radioed to Earth, “The <em>Eagle</em> has landed.”</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'Eagle,' },
        { label: 'B', text: 'Eagle' },
        { label: 'C', text: 'Eagle;' },
        { label: 'D', text: 'Eagle:' },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The clause “which the crew had named Eagle” is a supplementary element that interrupts the sentence between the subject “the Apollo 11 lunar module” and the verb “touched down.” It opens with a comma, so it must close with a comma.</p><p>Choice B leaves the supplementary element unclosed, so it runs into the main verb. Choices C and D wrongly separate the subject from its verb: a semicolon joins independent clauses, and a colon must follow an independent clause.</p>',
    },
    {
      slug: 'rw-m2e-19',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'easy',
      passage: {
        title: 'Views of Mount Fuji',
        body: '<p>The prints in Katsushika Hokusai’s series <em>Thirty-Six Views of Mount Fuji</em>, created in the early 1830s, ______ the mountain from many vantage points: small in the distance behind a towering wave and fishing boats, framed by a barrel that a cooper is building, or reflected in the still water of a lake.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'shows' },
        { label: 'B', text: 'show' },
        { label: 'C', text: 'has shown' },
        { label: 'D', text: 'is showing' },
      ],
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The subject of the verb is the plural noun “prints,” so the plural verb “show” is needed.</p><p>Choices A, C, and D are all singular verbs. They are tempting because the singular nouns “series” and “Mount Fuji” appear between the subject and the blank, but those nouns belong to phrases that describe the prints and are not the subject.</p>',
    },
    {
      slug: 'rw-m2e-20',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Washi',
        body: '<p>Traditional Japanese washi paper is prized for its strength and its soft, slightly translucent texture. Its three main ingredients ______ fibers from the inner bark of the kozo shrub, water, and neri, a slippery plant extract that helps the fibers spread evenly in the water.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'are:' },
        { label: 'B', text: 'are,' },
        { label: 'C', text: 'are' },
        { label: 'D', text: 'are;' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The list “fibers …, water, and neri” completes the verb “are”; it tells what the ingredients are. No punctuation belongs between a verb and its complement, even when the complement is a list.</p><p>Choice A is tempting because colons often introduce lists, but a colon must follow a complete independent clause, and “Its three main ingredients are” is not complete without the list. Choice B places an unnecessary comma between the verb and the list. Choice D uses a semicolon, which joins independent clauses, but neither “Its three main ingredients are” nor the list that follows is an independent clause.</p>',
    },
    {
      slug: 'rw-m2e-21',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'medium',
      passage: {
        title: 'A heated nest',
        body: '<p>A honeybee colony keeps the temperature of ______ brood nest, where eggs and larvae develop, close to 35°C. In cold weather, worker bees cluster around the brood and shiver their flight muscles to produce heat; in hot weather, they fan their wings and spread droplets of water to cool the nest.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: 'their' },
        { label: 'B', text: 'it’s' },
        { label: 'C', text: 'they’re' },
        { label: 'D', text: 'its' },
      ],
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice D is the best answer.</strong> The pronoun refers to “a honeybee colony,” a singular noun, so the singular possessive pronoun “its” is needed.</p><p>Choice A is tempting because a colony is made up of many bees, and the next sentence uses “they” for the worker bees, but in this sentence the antecedent is the singular “colony,” so the plural “their” does not agree with it. Choice B is the contraction of “it is,” and Choice C is the contraction of “they are”; neither is a possessive.</p>',
    },
    {
      slug: 'rw-m2e-22',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Webb’s orbit',
        body: '<p>The James Webb Space Telescope, which launched on December 25, ______ orbits the Sun near a point about 1.5 million kilometers from Earth. From there, the telescope can keep the Sun, Earth, and Moon behind its large sunshield, which keeps its instruments extremely cold.</p>',
      },
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      choices: [
        { label: 'A', text: '2021,' },
        { label: 'B', text: '2021' },
        { label: 'C', text: '2021;' },
        { label: 'D', text: '2021—' },
      ],
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice A is the best answer.</strong> The clause “which launched on December 25, 2021” is a supplementary element between the subject “The James Webb Space Telescope” and the verb “orbits.” It begins with a comma, so it must end with a comma. (A comma also conventionally follows the year in a full date in the middle of a sentence.)</p><p>Choice B is tempting because the date already contains a comma, but without a comma after “2021” the supplementary element is never closed. Choice C wrongly uses a semicolon, which would separate the subject from its verb. Choice D closes with a dash an element that opened with a comma; the two marks must match.</p>',
    },

    // ───────────── Expression of Ideas ─────────────
    {
      slug: 'rw-m2e-23',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'easy',
      passage: {
        title: 'Jumping spiders',
        body: '<p>Many spiders build webs and then wait for prey to become trapped in the sticky silk. ______ jumping spiders actively hunt: using their large, forward-facing eyes, they spot prey from a distance, creep toward it, and then leap onto it.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      choices: [
        { label: 'A', text: 'Similarly,' },
        { label: 'B', text: 'For instance,' },
        { label: 'C', text: 'By contrast,' },
        { label: 'D', text: 'Therefore,' },
      ],
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The first sentence describes spiders that wait in webs for prey; the second describes jumping spiders, which go after their prey. “By contrast” signals this difference.</p><p>Choice B is tempting because jumping spiders are a specific kind of spider, but they are not an example of the web-building spiders described in the first sentence. Choice A signals a similarity, the opposite of the relationship between the sentences. Choice D signals a consequence, but jumping spiders do not hunt actively because other spiders build webs.</p>',
    },
    {
      slug: 'rw-m2e-24',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'medium',
      passage: {
        title: 'The path to penicillin',
        body: '<p>In 1928, bacteriologist Alexander Fleming noticed that a mold contaminating one of his bacterial cultures had killed the bacteria around it. He named the mold’s active substance penicillin, but he was unable to purify it in useful amounts. ______ a team at the University of Oxford led by Howard Florey and Ernst Chain developed ways to purify and test the drug, and by the mid-1940s penicillin was being mass-produced.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      choices: [
        { label: 'A', text: 'Previously,' },
        { label: 'B', text: 'For example,' },
        { label: 'C', text: 'More than a decade later,' },
        { label: 'D', text: 'In other words,' },
      ],
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> The text traces penicillin’s development in time order: Fleming’s discovery in 1928, his failure to purify the substance, the Oxford team’s later success, and mass production by the mid-1940s. “More than a decade later” places the Oxford team’s work after Fleming’s and before mass production, which fits that sequence.</p><p>Choice A is tempting because it is also a time transition, but it places the Oxford team’s work before Fleming’s discovery, which makes no sense: the team purified a substance Fleming had already named. Choice B is wrong because the Oxford team’s work is not an example of Fleming’s difficulty. Choice D is wrong because the last sentence does not restate the previous one; it reports new developments.</p>',
    },
    {
      slug: 'rw-m2e-25',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'hard',
      passage: {
        title: 'Seeing the Great Wall',
        body: '<p>The claim that the Great Wall of China can be seen with the naked eye from the Moon has appeared in textbooks and trivia collections for decades. Astronauts who have traveled to the Moon, however, report that no human-made structures are visible from that distance. ______ the wall is difficult to pick out even from the International Space Station, roughly 400 kilometers above Earth, because it is narrow and built largely of materials similar in color to the surrounding landscape.</p>',
      },
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      choices: [
        { label: 'A', text: 'Nevertheless,' },
        { label: 'B', text: 'In fact,' },
        { label: 'C', text: 'For this reason,' },
        { label: 'D', text: 'Instead,' },
      ],
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> The astronauts’ reports refute the claim that the wall is visible from the Moon. The last sentence strengthens that point: the wall is hard to see even from a few hundred kilometers away, let alone from the Moon. “In fact” introduces a statement that reinforces and goes beyond the one before it.</p><p>Choice C is tempting because the sentences are closely related, but it reverses cause and effect: the wall is not hard to see because of the astronauts’ reports; its narrowness and color are the reasons, as the sentence itself says. Choice A signals a contrast, but the last sentence supports the astronauts’ reports rather than contrasting with them. Choice D signals a replacement, but nothing in the last sentence replaces what came before.</p>',
    },
    {
      slug: 'rw-m2e-26',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'easy',
      passage: {
        title: 'The Rosetta Stone',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>The Rosetta Stone is a stone slab inscribed in 196 BCE.</li><li>It was found in 1799 by French soldiers near the town of Rashid (Rosetta), Egypt.</li><li>It bears the same decree written in three scripts: Egyptian hieroglyphs, Demotic, and ancient Greek.</li><li>Because scholars could read ancient Greek, the stone helped them decipher hieroglyphs.</li><li>In 1822, Jean-François Champollion announced that he had deciphered Egyptian hieroglyphs.</li></ul>',
      },
      stem: '<p>The student wants to identify the three scripts that appear on the Rosetta Stone. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>',
      choices: [
        { label: 'A', text: 'The Rosetta Stone, inscribed in 196 BCE, was found in 1799 near the Egyptian town of Rashid.' },
        { label: 'B', text: 'The Rosetta Stone bears the same decree written in Egyptian hieroglyphs, Demotic, and ancient Greek.' },
        { label: 'C', text: 'In 1822, Jean-François Champollion announced that he had deciphered Egyptian hieroglyphs.' },
        { label: 'D', text: 'Because scholars could read ancient Greek, the Rosetta Stone helped them decipher hieroglyphs.' },
      ],
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>Choice B is the best answer.</strong> It names all three scripts on the stone: Egyptian hieroglyphs, Demotic, and ancient Greek.</p><p>Choice D is tempting because it mentions two of the scripts, but it leaves out Demotic and focuses on how the stone was used. Choice A gives the stone’s date and where it was found, and Choice C describes Champollion’s achievement; neither identifies the scripts.</p>',
    },
    {
      slug: 'rw-m2e-27',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'medium',
      passage: {
        title: 'Octavia E. Butler’s Kindred',
        body: '<p>While researching a topic, a student has taken the following notes:</p><ul><li>Octavia E. Butler (1947–2006) was an American author of science fiction.</li><li>Her novel <em>Kindred</em> was published in 1979.</li><li>The novel’s narrator, Dana, is a Black writer living in California in 1976.</li><li>Dana is repeatedly pulled back in time to a plantation in early-nineteenth-century Maryland.</li><li>There, she must protect Rufus, a slaveholder’s son who is also her ancestor.</li></ul>',
      },
      stem: '<p>The student wants to present the premise of <em>Kindred</em> to an audience unfamiliar with the novel. Which choice most effectively uses relevant information from the notes to accomplish this goal?</p>',
      choices: [
        { label: 'A', text: 'Octavia E. Butler, who lived from 1947 to 2006, published her novel Kindred in 1979.' },
        { label: 'B', text: 'In Kindred, Dana must protect Rufus, a slaveholder’s son who is also her ancestor.' },
        {
          label: 'C',
          text: 'In Octavia E. Butler’s 1979 novel Kindred, Dana, a Black writer living in California in 1976, is repeatedly pulled back in time to an early-nineteenth-century Maryland plantation, where she must protect her own ancestor.',
        },
        { label: 'D', text: 'Octavia E. Butler was an American science fiction author whose novels include Kindred.' },
      ],
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>Choice C is the best answer.</strong> A premise is the basic situation a story starts from. Choice C introduces the novel and its author and then sets out that situation for readers who know nothing about it: who Dana is, that she is pulled back in time to a Maryland plantation, and what she must do there.</p><p>Choice B is tempting because it describes part of the plot, but it assumes readers already know who Dana and Rufus are and leaves out the time travel that the premise depends on. Choices A and D give facts about the author and the publication of the novel but do not describe its premise.</p>',
    },
  ],
};
