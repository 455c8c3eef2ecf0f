import { choices, CONVENTIONS, NOTES, TRANSITION, WORDS } from './authoring';
import type { SeedModule } from './types';

const NOTES_INTRO = '<p>While researching a topic, a student has taken the following notes:</p>';

/** Craft and Structure: words in context, text structure and purpose, cross-text connections. */
const craftAndStructure: SeedModule = {
  slug: 'drill-rw-craft-and-structure',
  title: 'Drill · Craft and Structure',
  section: 'reading-writing',
  timeLimitMinutes: 15,
  questions: [
    {
      slug: 'drill-rw-cs-01',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'easy',
      passage: {
        title: 'A choreographer’s early work',
        body: '<p>The choreographer’s early dances were famously ______: a single piece might require dozens of dancers, a full orchestra, and painted sets that took weeks to construct. Her later work, by contrast, often featured a lone performer on a bare stage.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('modest', 'elaborate', 'improvised', 'brief'),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. The colon introduces details—dozens of dancers, a full orchestra, sets that took weeks to build—that show the early dances were <em>elaborate</em> (complex and carefully worked out), in contrast to the spare later work.</p><p>A is wrong: “modest” describes the later work, not the early pieces. C is wrong: sets that took weeks to construct suggest careful planning, not improvisation. D is wrong: the details concern the scale of the pieces, not their length.</p>',
    },
    {
      slug: 'drill-rw-cs-02',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'medium',
      passage: {
        title: 'A comet comes apart',
        body: '<p>When the comet first appeared in the night sky, observers saw what looked like a single bright object. Images from a space telescope, however, revealed that the comet’s icy nucleus had ______ into several pieces, each of which was now trailing its own tail of gas and dust.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('coalesced', 'hardened', 'fragmented', 'receded'),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. The telescope showed that what seemed to be one object was really “several pieces,” each with its own tail, so the nucleus had <em>fragmented</em>, or broken apart.</p><p>A is tempting because it is a scientific-sounding word, but “coalesced” means came together, the opposite of breaking into pieces. B is wrong: hardening would not produce several pieces. D is wrong: “receded” means moved away, which does not explain why there were several pieces.</p>',
    },
    {
      slug: 'drill-rw-cs-03',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'medium',
      passage: {
        title: 'The Silk Road',
        body: '<p>Historians of the Silk Road caution against picturing it as a single highway running from China to the Mediterranean. The term instead ______ a shifting network of overland and maritime routes along which silk, spices, technologies, and religious ideas passed through the hands of many intermediaries, few of whom traveled the entire distance.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('denotes', 'disputes', 'predicts', 'excludes'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. The text explains what the term “Silk Road” actually refers to: not a single highway but a network of routes. To <em>denote</em> is to refer to or stand for, so “the term instead denotes a shifting network” fits.</p><p>B is tempting because historians are disputing a popular picture, but a term cannot “dispute” the network it names. C is wrong: the term names something that existed; it does not forecast anything. D is wrong: the text says the term covers the network, not that it leaves the network out.</p>',
    },
    {
      slug: 'drill-rw-cs-04',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'words-in-context',
      difficulty: 'hard',
      passage: {
        title: 'Spare prose',
        body: '<p>Critics have often described the novelist’s prose as “spare,” but the label is ______. Her sentences are indeed short and her vocabulary plain, yet the novels are built from a dense web of recurring images and allusions that rewards—indeed, demands—careful rereading.</p>',
      },
      stem: `<p>${WORDS}</p>`,
      choices: choices('flattering', 'apt', 'prescient', 'reductive'),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. The text grants that the label captures something real (short sentences, plain vocabulary) but argues that it misses the novels’ dense web of images and allusions. A label that oversimplifies by capturing only part of something is <em>reductive</em>.</p><p>B is the most tempting choice because the text agrees that the sentences are short and plain, but “but the label is” signals an objection, and the final sentence shows the label is incomplete, not simply apt. A is wrong: the text is concerned with whether the label is accurate, not whether it praises the novelist. C is wrong: “prescient” means foreseeing the future, which has nothing to do with the label.</p>',
    },
    {
      slug: 'drill-rw-cs-05',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'easy',
      passage: {
        title: 'Tool libraries',
        body: '<p>Not every library lends only books. In cities such as Berkeley, California, and Toronto, Canada, tool libraries allow members to borrow power drills, ladders, and gardening equipment much as they would borrow a novel. Supporters point out that many such tools sit unused in garages for most of the year, and that sharing them saves members money while reducing the number of rarely used items that are manufactured and eventually thrown away.</p>',
      },
      stem: '<p>Which choice best states the main purpose of the text?</p>',
      choices: choices(
        'To argue that public libraries should stop lending books and lend only tools',
        'To explain how tool libraries in different cities decide which tools to buy',
        'To describe a kind of library that lends tools and present reasons people support it',
        'To compare the cost of buying tools with the cost of renting them from stores',
      ),
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>C</strong> is correct. The text introduces tool libraries, describes what they lend, and then gives supporters’ reasons for them (saving money, reducing waste).</p><p>A is wrong: the text never suggests that libraries stop lending books. B is wrong: the text names two cities but says nothing about how tools are chosen. D is wrong: the text mentions saving money but makes no comparison with renting from stores.</p>',
    },
    {
      slug: 'drill-rw-cs-06',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'medium',
      passage: {
        title: 'Henrietta Swan Leavitt',
        body: '<p>In the early 1900s, Henrietta Swan Leavitt worked at the Harvard College Observatory, measuring the brightness of stars recorded on photographic plates—painstaking work for which she was poorly paid. <u>Among the thousands of stars she cataloged was a group of variable stars in the Small Magellanic Cloud whose brightness rose and fell in regular cycles.</u> Leavitt noticed that the brighter these stars were, the longer their cycles lasted. Because this relationship allowed astronomers to infer a star’s true brightness from the length of its cycle—and, from that, its distance—it became one of the most important tools for measuring the universe.</p>',
      },
      stem: '<p>Which choice best describes the function of the underlined sentence in the text as a whole?</p>',
      choices: choices(
        'It identifies the stars whose behavior led to the discovery described in the rest of the text.',
        'It explains why Leavitt’s work at the observatory was poorly paid.',
        'It presents a conclusion that later astronomers used to challenge Leavitt’s findings.',
        'It describes the method astronomers use to determine a star’s distance.',
      ),
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>A</strong> is correct. The underlined sentence introduces the variable stars in the Small Magellanic Cloud. The next sentences describe what Leavitt noticed about those stars and why that relationship mattered, so the underlined sentence identifies the objects behind the discovery.</p><p>B is wrong: the poor pay is mentioned in the previous sentence, and the underlined sentence does not explain it. C is wrong: no one challenges Leavitt’s findings in the text. D is tempting, but the method for finding distances is explained in the final sentence, not the underlined one.</p>',
    },
    {
      slug: 'drill-rw-cs-07',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'text-structure-and-purpose',
      difficulty: 'hard',
      passage: {
        title: 'The harbor',
        body: '<p>The following text is from a short story. Maren has returned to the fishing town where she grew up.</p><p>For years Maren had described the harbor to friends as a place of wheeling gulls and bright boats, a postcard she carried with her from city to city. Now, standing on the seawall, she saw what the postcard had left out: rust blooming along the hulls, the net lofts shuttered, the cannery windows boarded over. And yet the water did what it had always done, lifting the moored boats and setting them down again, patient as breathing. She found she could not say which harbor was the true one—the one she remembered or the one in front of her—and began to suspect that the question itself was mistaken.</p>',
        source: 'Original text written for this practice set',
      },
      stem: '<p>Which choice best describes the overall structure of the text?</p>',
      choices: choices(
        'It describes a town’s economic decline, identifies the causes of that decline, and then imagines how the town might recover.',
        'It presents a character’s idealized memory of a place, contrasts that memory with the place’s present state, and then notes an enduring feature that unsettles the character’s sense of which view is accurate.',
        'It recounts a character’s memory, reveals that the memory was entirely invented, and then describes the character’s resulting disappointment.',
        'It compares the views of two characters who disagree about a place and then shows one of them changing her mind.',
      ),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. The text opens with Maren’s “postcard” image of the harbor, then lists what that image “left out” (rust, shuttered lofts, boarded windows), then turns with “And yet” to the unchanging motion of the water, after which Maren cannot say which harbor is “the true one.”</p><p>C is the most tempting choice, but the memory is incomplete rather than “entirely invented” (the water still behaves as it always did), and the text ends in uncertainty, not disappointment. A is wrong: the text shows signs of decline but never explains their causes or imagines a recovery. D is wrong: only one character’s perspective is presented.</p>',
    },
    {
      slug: 'drill-rw-cs-08',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'easy',
      passage: {
        title: 'Goldfish memory',
        body: '<p><strong>Text 1</strong></p><p>A popular belief holds that goldfish have memories lasting only a few seconds. Some owners cite this belief to argue that a goldfish cannot be bored by a small, bare bowl, since every lap around it must feel new.</p><p><strong>Text 2</strong></p><p>Laboratory studies tell a different story. Goldfish have been trained to push a lever to obtain food, to respond to particular sounds at feeding time, and even to seek food at a specific time of day, and they have retained such learned behaviors for weeks or even months.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the belief described in Text 1?</p>',
      choices: choices(
        'By agreeing that goldfish memories are short but arguing that small bowls are still unsuitable for them',
        'By suggesting that the belief is true of wild goldfish but not of goldfish raised in laboratories',
        'By claiming that goldfish prefer small bowls because they can learn their layout quickly',
        'By pointing to evidence that goldfish can retain learned behaviors far longer than a few seconds',
      ),
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>D</strong> is correct. Text 1 describes the belief that goldfish remember things for only a few seconds. Text 2 says laboratory studies “tell a different story” and reports that goldfish keep learned behaviors for weeks or months, which directly contradicts the belief.</p><p>A is wrong: Text 2 does not agree that goldfish memories are short. B is wrong: Text 2 does not distinguish wild goldfish from laboratory goldfish. C is wrong: Text 2 says nothing about what kind of bowl goldfish prefer.</p>',
    },
    {
      slug: 'drill-rw-cs-09',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'medium',
      passage: {
        title: 'Cleaning the Sistine Chapel',
        body: '<p><strong>Text 1</strong></p><p>Between 1980 and 1994, restorers cleaned Michelangelo’s frescoes in the Sistine Chapel, removing centuries of candle soot and darkened varnish. The vivid oranges, greens, and pinks that emerged surprised many viewers, who concluded that Michelangelo had been a daring colorist rather than the somber painter earlier generations had imagined.</p><p><strong>Text 2</strong></p><p>Some art historians objected that the cleaning may also have stripped away a final layer of shading that Michelangelo himself applied after the plaster had dried, to soften and model his figures. If so, the brilliant colors visible today may be harsher and flatter than anything the artist intended viewers to see.</p>',
      },
      stem: '<p>Based on the texts, how would the art historians in Text 2 most likely respond to the conclusion of the viewers in Text 1?</p>',
      choices: choices(
        'They would argue that Michelangelo deliberately used somber colors to suit the chapel’s religious purpose.',
        'They would agree that the cleaning revealed Michelangelo’s intentions but object to the cost of the restoration.',
        'They would caution that the colors seen after the cleaning may not show how Michelangelo meant the frescoes to look.',
        'They would claim that soot and varnish had not significantly changed the frescoes’ appearance.',
      ),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. The viewers in Text 1 took the bright colors as evidence of how Michelangelo painted. The historians in Text 2 suggest that the cleaning may have removed Michelangelo’s own final shading, so today’s colors may be “harsher and flatter” than he intended; they would warn against drawing conclusions about his intentions from the cleaned surface.</p><p>A is tempting, but the historians do not claim Michelangelo chose somber colors; they say only that his shading softened the colors. B is wrong: the historians doubt that the cleaning revealed his intentions, and cost is never mentioned. D is wrong: the historians do not deny that soot and varnish darkened the frescoes.</p>',
    },
    {
      slug: 'drill-rw-cs-10',
      type: 'multiple-choice',
      domain: 'craft-and-structure',
      skill: 'cross-text-connections',
      difficulty: 'hard',
      passage: {
        title: 'The dynamo and the computer',
        body: '<p><strong>Text 1</strong></p><p>Electric motors were available to American factories by the 1890s, yet factory productivity did not surge until the 1920s. Economic historians explain the lag by noting that the full benefit came only after factories were redesigned: instead of a single central engine driving every machine through belts and shafts, each machine received its own motor, allowing more efficient layouts. Some economists argue that artificial intelligence may follow the same path, with large productivity gains delayed for decades until firms reorganize work around the new tools.</p><p><strong>Text 2</strong></p><p>The electrification comparison is instructive, but it can be pushed too far. Reorganizing around electricity required tearing down and rebuilding physical plants, a slow and costly process. Much of the reorganization that digital tools require, by contrast, involves changes to software and routines that can be made in months rather than decades.</p>',
      },
      stem: '<p>Based on the texts, how would the author of Text 2 most likely respond to the argument of the economists discussed in Text 1?</p>',
      choices: choices(
        'By rejecting the idea that firms must reorganize work in order to benefit from new technologies',
        'By accepting that productivity gains may depend on reorganization but doubting that the delay will be as long as it was for electrification',
        'By arguing that artificial intelligence will not raise productivity no matter how firms are organized',
        'By contending that economic historians have overstated how long electrification took to raise factory productivity',
      ),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. The author of Text 2 calls the comparison “instructive” and speaks of “the reorganization that digital tools require,” accepting that reorganization matters. But the author argues that such reorganization can happen “in months rather than decades,” rejecting the economists’ prediction of a decades-long delay.</p><p>A is the most tempting wrong choice, but Text 2 explicitly assumes that digital tools require reorganization; it disputes only how long that takes. C is wrong: Text 2 never denies that artificial intelligence can raise productivity. D is wrong: Text 2 accepts the historical account of electrification and questions only whether it applies to digital tools.</p>',
    },
  ],
};

/** Information and Ideas: central ideas and details, command of evidence (textual, quantitative), inferences. */
const informationAndIdeas: SeedModule = {
  slug: 'drill-rw-information-and-ideas',
  title: 'Drill · Information and Ideas',
  section: 'reading-writing',
  timeLimitMinutes: 15,
  questions: [
    {
      slug: 'drill-rw-ii-01',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      difficulty: 'easy',
      passage: {
        title: 'Air from the past',
        body: '<p>As snow accumulates year after year on the Antarctic ice sheet, it is gradually compressed into ice, sealing tiny bubbles of air inside. Each bubble is a sample of the atmosphere from the time it was trapped. By drilling long cylinders of ice, called cores, and analyzing the air in bubbles at different depths, scientists have reconstructed changes in the amount of carbon dioxide in the atmosphere over the past 800,000 years.</p>',
      },
      stem: '<p>Which choice best states the main idea of the text?</p>',
      choices: choices(
        'The ice in Antarctica is older than the ice found anywhere else on Earth.',
        'Air bubbles trapped in ice allow scientists to study Earth’s atmosphere from long ago.',
        'The amount of carbon dioxide in the atmosphere has stayed the same for the past 800,000 years.',
        'Drilling ice cores is more difficult in Antarctica than in other places.',
      ),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. The text explains how snow becomes ice that traps air, that each bubble samples the atmosphere of its time, and that scientists use the bubbles in ice cores to reconstruct past carbon dioxide levels. Its main idea is that trapped air bubbles give scientists a record of the ancient atmosphere.</p><p>C is wrong: the text says scientists reconstructed <em>changes</em> in carbon dioxide, not that the level stayed the same. A and D are wrong: the text makes no comparison between Antarctic ice and ice elsewhere, either in age or in how hard it is to drill.</p>',
    },
    {
      slug: 'drill-rw-ii-02',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'central-ideas-and-details',
      difficulty: 'medium',
      passage: {
        title: 'Barcelona’s superblocks',
        body: '<p>In 2016, the city of Barcelona, Spain, began converting clusters of nine city blocks into what it calls superblocks. Through traffic is redirected to the roads surrounding each cluster, while the streets inside—open only to residents’ vehicles, deliveries, and emergency services moving at very low speeds—are gradually filled with benches, trees, and play areas. City planners describe the goal as returning street space, much of which had been devoted to moving and parking cars, to the people who live there.</p>',
      },
      stem: '<p>According to the text, what is the main goal of Barcelona’s superblocks?</p>',
      choices: choices(
        'To reduce the number of deliveries made within residential neighborhoods',
        'To eliminate all motor vehicles from the city’s central districts',
        'To raise money for new parks by charging drivers to enter residential areas',
        'To make street space that had been used mainly by cars available to residents',
      ),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. The last sentence states the goal directly: “returning street space, much of which had been devoted to moving and parking cars, to the people who live there.”</p><p>B is tempting but overstated: residents’ vehicles, deliveries, and emergency services are still allowed inside, and through traffic is only redirected. A is wrong: deliveries are explicitly permitted. C is wrong: the text mentions no fees.</p>',
    },
    {
      slug: 'drill-rw-ii-03',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'easy',
      passage: {
        title: 'Coffee grounds and slugs',
        body: '<p>Slugs can ruin a lettuce crop by chewing ragged holes in the leaves overnight. Home gardeners have long traded remedies for the problem, and one gardener, after several seasons of informal trials, claims that spreading used coffee grounds in a ring around each lettuce plant reduces the damage slugs do to its leaves.</p>',
      },
      stem: '<p>Which finding, if true, would most directly support the gardener’s claim?</p>',
      choices: choices(
        'In a controlled trial, lettuce plants ringed with coffee grounds had far fewer slug-damaged leaves than otherwise identical plants without coffee grounds.',
        'Slugs are most active on damp nights following rain.',
        'Coffee grounds are a common ingredient in garden compost.',
        'Lettuce plants ringed with coffee grounds grew to about the same height as plants without them.',
      ),
      answerKey: 'A',
      wrongResponse: 'D',
      explanation:
        '<p><strong>A</strong> is correct. The claim is that coffee grounds reduce slug damage. A controlled comparison in which plants with coffee grounds had far fewer damaged leaves than identical plants without them directly supports that claim.</p><p>B is wrong: it concerns when slugs are active, not whether coffee grounds deter them. C is wrong: the use of coffee grounds in compost says nothing about slugs. D is wrong: the claim concerns leaf damage, not plant height.</p>',
    },
    {
      slug: 'drill-rw-ii-04',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'medium',
      passage: {
        title: '“To Build a Fire”',
        body: '<p>In Jack London’s 1908 short story “To Build a Fire,” a man travels alone through the Yukon on a day of extreme cold. Early in the story, the narrator suggests that the man is observant about the concrete facts around him but blind to what those facts mean.</p>',
        source: 'Jack London, “To Build a Fire,” The Century Magazine (1908)',
      },
      stem: '<p>Which quotation from “To Build a Fire” most effectively illustrates the narrator’s suggestion?</p>',
      choices: choices(
        '“He was a newcomer in the land, a chechaquo, and this was his first winter.”',
        '“But all this—the mysterious, far-reaching hair-line trail, the absence of sun from the sky, the tremendous cold, and the strangeness and weirdness of it all—made no impression on the man.”',
        '“He was quick and alert in the things of life, but only in the things, and not in the significances.”',
        '“It was not because he was long used to it.”',
      ),
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>C</strong> is correct. The suggestion has two parts: the man notices concrete facts, and he misses their meaning. This sentence states both: he is “quick and alert” in “the things of life” but not in “the significances.”</p><p>B is the most tempting choice: it shows that the man is unmoved by his surroundings, but it does not show that he is observant about concrete facts—if anything, it suggests he takes in nothing at all. A explains that the man is new to the region but says nothing about what he notices. D only rules out one explanation (long familiarity) for his lack of reaction.</p>',
    },
    {
      slug: 'drill-rw-ii-05',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-textual',
      difficulty: 'hard',
      passage: {
        title: 'Seabirds and rats',
        body: '<p>Over the past two decades, the population of a ground-nesting seabird on Carrow Island has fallen by more than half. Ecologist Ines Alvarado argues that the decline has been driven mainly by invasive rats, which raid the birds’ nests and eat their eggs, rather than by any shortage of the small fish the birds catch at sea.</p>',
      },
      stem: '<p>Which finding, if true, would most directly weaken Alvarado’s argument?</p>',
      choices: choices(
        'Rats on Carrow Island have been observed carrying eggs away from the seabirds’ nests.',
        'On a nearby island with no rats, where the same seabird feeds in the same waters, the bird’s population has fallen by a similar proportion over the same period.',
        'The number of rats on Carrow Island has increased steadily over the past two decades.',
        'Surveys show that the small fish the seabird eats have remained abundant in the waters around Carrow Island.',
      ),
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>B</strong> is correct. If the same seabird, feeding in the same waters, declined just as sharply on an island with no rats, then rats cannot explain that decline, and a cause shared by both islands—such as a change in the birds’ food supply—becomes more likely. That undermines the claim that rats are the main cause on Carrow Island.</p><p>A and C are wrong: evidence of rats eating eggs and of a growing rat population supports Alvarado’s argument. D is wrong and tempting for readers who miss the word “weaken”: abundant fish rules out the alternative explanation and therefore strengthens her argument.</p>',
    },
    {
      slug: 'drill-rw-ii-06',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'medium',
      passage: {
        title: 'Spring arrivals',
        body: '<p>Researchers at a bird observatory compared the average spring arrival dates of three migratory songbird species in two periods several decades apart.</p><table><thead><tr><th>Species</th><th>Approximate migration distance</th><th>Average arrival, 1970–1979</th><th>Average arrival, 2010–2019</th></tr></thead><tbody><tr><td>Common chiffchaff</td><td>2,000 km</td><td>March 28</td><td>March 15</td></tr><tr><td>Eurasian blackcap</td><td>3,000 km</td><td>April 14</td><td>April 6</td></tr><tr><td>Barn swallow</td><td>9,000 km</td><td>April 20</td><td>April 16</td></tr></tbody></table><p>The researchers found that all three species now arrive earlier in spring than they did in the 1970s but that the change has been greatest for species that migrate shorter distances: ______</p>',
      },
      stem: '<p>Which choice most effectively uses data from the table to complete the statement?</p>',
      choices: choices(
        'the barn swallow, which migrates about 9,000 km, still arrives later than either of the other species.',
        'the Eurasian blackcap arrived on April 14, on average, in the 1970s but on April 6, on average, in the 2010s.',
        'the common chiffchaff arrived earlier than the other two species in both periods.',
        'the common chiffchaff now arrives about 13 days earlier than it did in the 1970s, whereas the barn swallow arrives only about 4 days earlier.',
      ),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. The statement compares the size of the change across species with different migration distances. The chiffchaff (about 2,000 km) shifted from March 28 to March 15, or 13 days; the barn swallow (about 9,000 km) shifted from April 20 to April 16, or 4 days. The short-distance migrant changed far more.</p><p>B is accurate but describes only one species, so it cannot show that the change is greatest for short-distance migrants. A and C are accurate but compare arrival dates within a period, not the amount of change between periods.</p>',
    },
    {
      slug: 'drill-rw-ii-07',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'command-of-evidence-quantitative',
      difficulty: 'hard',
      passage: {
        title: 'Measuring transit use',
        body: '<p>A student comparing public transit use in four metropolitan areas, labeled W through Z, argued that the area with the most transit trips overall is not the one whose residents use transit most per person.</p><table><thead><tr><th>Area</th><th>Population (millions)</th><th>Annual transit trips (millions)</th></tr></thead><tbody><tr><td>W</td><td>8.0</td><td>1,600</td></tr><tr><td>X</td><td>2.5</td><td>750</td></tr><tr><td>Y</td><td>4.0</td><td>600</td></tr><tr><td>Z</td><td>1.0</td><td>180</td></tr></tbody></table>',
      },
      stem: '<p>Which choice most effectively uses data from the table to support the student’s argument?</p>',
      choices: choices(
        'Area W had the most annual transit trips, about 200 per resident, but residents of Area X made about 300 trips per person.',
        'Area W had both the largest population and the most annual transit trips of the four areas.',
        'Area X had fewer annual transit trips than Area W and also fewer trips per resident.',
        'Area Z had the smallest population and the fewest annual transit trips of the four areas.',
      ),
      answerKey: 'A',
      wrongResponse: 'C',
      explanation:
        '<p><strong>A</strong> is correct. Area W has the most trips overall (1,600 million), which works out to 1,600 ÷ 8.0 = 200 trips per resident. Area X has fewer trips overall but 750 ÷ 2.5 = 300 trips per resident, so the area with the most trips is not the one with the heaviest use per person.</p><p>C is wrong because it miscalculates: Area X has fewer trips in total but more per resident (300 versus 200). B and D are accurate but compare only totals and populations; they say nothing about use per person.</p>',
    },
    {
      slug: 'drill-rw-ii-08',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'easy',
      passage: {
        title: 'Autumn yellows',
        body: '<p>A green leaf contains two main kinds of pigment: chlorophyll, which is green, and carotenoids, which are yellow and orange. During the growing season, a leaf holds so much chlorophyll that its green color masks the carotenoids. In autumn, many trees stop making chlorophyll, and the chlorophyll already in their leaves breaks down. This suggests that the yellow colors many leaves display in autumn are ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: choices(
        'produced by the tree only after the first autumn frost.',
        'a sign that the tree is making more chlorophyll than usual.',
        'present in the leaves all along but hidden until the chlorophyll breaks down.',
        'caused by pigments that the leaves absorb from the soil in autumn.',
      ),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. The text says the yellow carotenoids are in the leaf during the growing season but are masked by chlorophyll. When the chlorophyll breaks down in autumn, the yellow pigments that were there all along become visible.</p><p>A is tempting because many people link autumn color to cold weather, but the text says the carotenoids are already present during the growing season; nothing mentions frost. B contradicts the text, which says trees stop making chlorophyll in autumn. D is unsupported: the text never says pigments come from the soil.</p>',
    },
    {
      slug: 'drill-rw-ii-09',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'medium',
      passage: {
        title: 'Why “mama”?',
        body: '<p>In many languages that are not historically related, words for “mother” contain an <em>m</em> sound: <em>mama</em> in Swahili and in Quechua, <em>māma</em> in Mandarin Chinese. Linguists generally attribute this pattern not to shared ancestry but to infant development: <em>m</em> is among the first consonants babies produce, often in syllables like “ma” that caregivers eagerly interpret as words. Because similarities of this kind can arise independently in any language, a linguist who finds that two languages have similar words for “mother” should conclude that ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: choices(
        'the resemblance, on its own, provides little evidence that the two languages are historically related.',
        'the two languages almost certainly descend from a common ancestor.',
        'infants learn the word for “mother” before any other word in those languages.',
        'the two languages’ words for “father” are likely to be unrelated to each other.',
      ),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. If similar words for “mother” arise independently because of how infants babble, then finding such a similarity between two languages does not show that they share an ancestor.</p><p>B reverses the text’s reasoning: the text says this kind of resemblance is not due to shared ancestry. C overstates the text, which says only that <em>m</em> is among the first consonants babies produce. D is unsupported: the text says nothing about words for “father.”</p>',
    },
    {
      slug: 'drill-rw-ii-10',
      type: 'multiple-choice',
      domain: 'information-and-ideas',
      skill: 'inferences',
      difficulty: 'hard',
      passage: {
        title: 'Vanishing frogs',
        body: '<p>By the early 1990s, herpetologists had documented steep declines in frog and salamander populations near farms and cities, where the destruction of wetlands and the runoff of pesticides were obvious threats. More puzzling were reports of equally sharp declines in remote mountain reserves in Australia and Central America, where habitats were protected and pollution levels were low. Because the declines in these reserves could not be attributed to the threats facing populations near farms and cities, many researchers concluded that ______</p>',
      },
      stem: '<p>Which choice most logically completes the text?</p>',
      choices: choices(
        'habitat destruction was not in fact a threat to amphibians living near farms and cities.',
        'the declines in the mountain reserves had been exaggerated by researchers unfamiliar with the local species.',
        'some additional factor, one capable of reaching even undisturbed habitats, was likely contributing to amphibian declines.',
        'the protected reserves had failed to preserve the wetland habitats that amphibians require.',
      ),
      answerKey: 'C',
      wrongResponse: 'D',
      explanation:
        '<p><strong>C</strong> is correct. Amphibians were declining even where habitat loss and pollution were absent, so those threats could not explain all the declines. Something else—able to affect protected, unpolluted places—must also have been at work. (A fungal disease was later identified as one such factor.)</p><p>D contradicts the text, which says the reserves’ habitats were protected. A is wrong: the reserve declines do not show that habitat loss was harmless near farms and cities, where it was an “obvious” threat. B is unsupported: nothing suggests the reports were unreliable.</p>',
    },
  ],
};

/** Standard English Conventions: boundaries, form, structure, and sense. */
const standardEnglishConventions: SeedModule = {
  slug: 'drill-rw-standard-english-conventions',
  title: 'Drill · Standard English Conventions',
  section: 'reading-writing',
  timeLimitMinutes: 15,
  questions: [
    {
      slug: 'drill-rw-sec-01',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'easy',
      passage: {
        title: 'Hyperion',
        body: '<p>The tallest known living tree is a coast redwood in Northern California nicknamed Hyperion ______ it stands about 116 meters tall, higher than a 30-story building.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('Hyperion,', 'Hyperion;', 'Hyperion', 'Hyperion, which'),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. “The tallest known living tree … Hyperion” and “it stands about 116 meters tall…” are both independent clauses, and a semicolon correctly joins them.</p><p>A is a comma splice: a comma alone cannot join two independent clauses. C is a run-on sentence. D is ungrammatical: “which” would begin a relative clause, but the clause that follows already has its own subject, “it.”</p>',
    },
    {
      slug: 'drill-rw-sec-02',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'easy',
      passage: {
        title: 'The Suez Canal',
        body: '<p>When the Suez Canal opened in 1869 ______ ships traveling between Europe and South Asia no longer had to make the long voyage around the southern tip of Africa, and the journey between London and Bombay shrank by thousands of kilometers.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('1869,', '1869;', '1869.', '1869:'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. “When the Suez Canal opened in 1869” is an introductory dependent clause, and a comma conventionally separates it from the main clause that follows.</p><p>B and D are wrong: a semicolon or colon must follow an independent clause, but “When the Suez Canal opened in 1869” cannot stand alone. C is wrong for the same reason: the period would leave that dependent clause as a sentence fragment.</p>',
    },
    {
      slug: 'drill-rw-sec-03',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Voyager 1',
        body: '<p>The Voyager 1 spacecraft—launched in 1977 on a mission to study Jupiter and Saturn ______ became in 2012 the first human-made object to enter interstellar space, the region beyond the bubble of charged particles that the Sun blows around itself.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('Saturn,', 'Saturn;', 'Saturn', 'Saturn—'),
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>D</strong> is correct. The phrase “launched in 1977 … Saturn” interrupts the subject and verb (“Voyager 1 spacecraft … became”). It opens with a dash, so it must close with a matching dash.</p><p>A is tempting, but an interruption opened with a dash cannot be closed with a comma. B is wrong: a semicolon would separate the subject from its verb. C is wrong: without a closing dash, the interrupting phrase runs into the main clause.</p>',
    },
    {
      slug: 'drill-rw-sec-04',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'medium',
      passage: {
        title: 'Three ancient cities',
        body: '<p>The traveling exhibition, which opens this spring, brings together pottery, jewelry, and carved stone from three ancient cities: Pompeii, Italy ______ Petra, Jordan; and Angkor, Cambodia.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('Italy,', 'Italy:', 'Italy;', 'Italy'),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. Each item in the list already contains a comma (“Pompeii, Italy”), so semicolons separate the items, as the semicolon after “Jordan” shows. A semicolon is needed after “Italy” too.</p><p>A is tempting, but with commas both inside and between items, the reader cannot tell where one city ends and the next begins; the list must use semicolons consistently. B is wrong: a colon has already introduced the list, and a second colon cannot separate its items. D is wrong: with no punctuation, “Italy Petra” runs two items together.</p>',
    },
    {
      slug: 'drill-rw-sec-05',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'boundaries',
      difficulty: 'hard',
      passage: {
        title: 'Losses loom larger',
        body: '<p>Many economists once assumed that people weigh a gain and a loss of the same size equally. Experiments conducted by psychologists Daniel Kahneman and Amos Tversky ______ suggested that losses tend to loom larger: the pain of losing a sum of money is typically felt more strongly than the pleasure of gaining the same amount.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('Tversky, however,', 'Tversky; however,', 'Tversky however', 'Tversky, however'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. Here “however” interrupts a single independent clause (“Experiments … suggested…”), so it is set off by a pair of commas.</p><p>B is tempting because “; however,” is the usual pattern for joining two independent clauses, but “Experiments conducted by psychologists Daniel Kahneman and Amos Tversky” is not an independent clause—it is the subject of “suggested.” C omits the commas around the interrupting word. D opens the interruption with a comma but never closes it.</p>',
    },
    {
      slug: 'drill-rw-sec-06',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'easy',
      passage: {
        title: 'The Great Barrier Reef',
        body: '<p>The Great Barrier Reef, off the northeastern coast of Australia, is the largest coral reef system in the world. Stretching for more than 2,000 kilometers, ______ is made up of thousands of individual reefs and hundreds of islands.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('they', 'it', 'them', 'those'),
      answerKey: 'B',
      wrongResponse: 'A',
      explanation:
        '<p><strong>B</strong> is correct. The pronoun refers to the Great Barrier Reef, a singular noun, and it is the subject of “is,” so the singular subject pronoun “it” is needed.</p><p>A is tempting because the reef consists of many reefs, but “they” is plural and does not agree with the singular verb “is” or with the singular antecedent. C is an object pronoun and cannot be a subject. D is plural and has no clear antecedent.</p>',
    },
    {
      slug: 'drill-rw-sec-07',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'medium',
      passage: {
        title: 'The Smithsonian Institution',
        body: '<p>The Smithsonian Institution was founded in 1846 with a bequest from James Smithson, a British scientist who never visited the United States. Since then, the institution ______ into a vast network of museums, research centers, and libraries that also includes the National Zoo in Washington, D.C.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('grew', 'had grown', 'has grown', 'will grow'),
      answerKey: 'C',
      wrongResponse: 'A',
      explanation:
        '<p><strong>C</strong> is correct. “Since then” describes a period that began in the past (1846) and continues to the present, which calls for the present perfect tense: “has grown.”</p><p>A is tempting because the founding happened long ago, but the simple past “grew” describes a finished action and does not fit a period that extends to the present. B, the past perfect, would place the growth before some other past event, and none is mentioned. D, the future tense, contradicts “Since then.”</p>',
    },
    {
      slug: 'drill-rw-sec-08',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'medium',
      passage: {
        title: 'The Bell brothers',
        body: '<p>In 1847, Charlotte, Emily, and Anne Brontë each published a novel, but none of the books appeared under its author’s real name. The three ______ works were credited instead to Currer, Ellis, and Acton Bell, pseudonyms the sisters chose partly because they feared that books known to be written by women would be judged unfairly.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('sister’s', 'sisters', 'sisters’s', 'sisters’'),
      answerKey: 'D',
      wrongResponse: 'A',
      explanation:
        '<p><strong>D</strong> is correct. The works belong to three sisters, so a plural possessive is needed. For a plural noun ending in <em>s</em>, the possessive is formed by adding only an apostrophe: “sisters’.”</p><p>A is singular possessive, but there are three sisters. B is a plural noun with no possessive marker. C adds an extra <em>s</em>, which is not standard for plural possessives.</p>',
    },
    {
      slug: 'drill-rw-sec-09',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'hard',
      passage: {
        title: 'A gap in the record',
        body: '<p>Historians trying to reconstruct the chemist’s landmark experiment face a frustrating gap in the record. Neither her laboratory notebooks from that year nor the brief paper in which she announced her results ______ the exact temperature at which the reaction was carried out.</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices('records', 'record', 'have recorded', 'were recording'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. When two subjects are joined by “neither … nor,” the verb agrees with the nearer subject. The nearer subject is “the brief paper,” which is singular, so the singular verb “records” is needed. The present tense fits, because the notebooks and paper still exist and still lack the information.</p><p>B and C are plural; they are tempting because “notebooks” is plural and the sentence names two things, but the verb must agree with “paper.” D is plural and uses a past progressive form that makes no sense for a document.</p>',
    },
    {
      slug: 'drill-rw-sec-10',
      type: 'multiple-choice',
      domain: 'standard-english-conventions',
      skill: 'form-structure-and-sense',
      difficulty: 'hard',
      passage: {
        title: 'From station to museum',
        body: '<p>Many of the world’s great museums occupy buildings that were designed for entirely different purposes. Originally built as a railway station for the Paris world’s fair of 1900, ______</p>',
      },
      stem: `<p>${CONVENTIONS}</p>`,
      choices: choices(
        'visitors to the Musée d’Orsay can now see one of the world’s largest collections of Impressionist paintings.',
        'the Musée d’Orsay now houses one of the world’s largest collections of Impressionist paintings.',
        'one of the world’s largest collections of Impressionist paintings is now housed in the Musée d’Orsay.',
        'the Musée d’Orsay’s collection of Impressionist paintings is now one of the world’s largest.',
      ),
      answerKey: 'B',
      wrongResponse: 'D',
      explanation:
        '<p><strong>B</strong> is correct. The introductory phrase “Originally built as a railway station…” describes the building, so the noun that immediately follows the comma must be the building: “the Musée d’Orsay.”</p><p>A makes the phrase describe “visitors,” C makes it describe “one of the world’s largest collections,” and D makes it describe “the Musée d’Orsay’s collection.” D is the most tempting because the museum’s name appears first, but in the possessive form the subject is the collection, which was not built as a railway station. Each of these creates a dangling modifier.</p>',
    },
  ],
};

/** Expression of Ideas: transitions, then rhetorical synthesis (the digital SAT order). */
const expressionOfIdeas: SeedModule = {
  slug: 'drill-rw-expression-of-ideas',
  title: 'Drill · Expression of Ideas',
  section: 'reading-writing',
  timeLimitMinutes: 15,
  questions: [
    {
      slug: 'drill-rw-eoi-01',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'easy',
      passage: {
        title: 'Life in the desert',
        body: '<p>Many desert mammals avoid the worst of the daytime heat by being active mainly at night. ______ the fennec fox of the Sahara spends the hottest hours resting in an underground den and emerges after sunset to hunt insects and rodents.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('However,', 'In contrast,', 'For example,', 'Therefore,'),
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>C</strong> is correct. The first sentence makes a general statement about desert mammals, and the second describes one such mammal, the fennec fox. “For example” introduces this illustration.</p><p>A and B are wrong: the fennec fox’s behavior agrees with the general statement rather than contrasting with it. D is wrong: the fox’s behavior is not a consequence of other mammals’ behavior; it is an instance of it.</p>',
    },
    {
      slug: 'drill-rw-eoi-02',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'easy',
      passage: {
        title: 'Galileo’s telescope',
        body: '<p>The telescope that Galileo Galilei built in 1609 magnified objects only about twenty times, far less than even an inexpensive modern telescope. ______ it allowed him to discover, in January 1610, four moons orbiting Jupiter.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('Nevertheless,', 'Consequently,', 'Similarly,', 'For instance,'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. The first sentence stresses the telescope’s limited power; the second reports an important discovery made with it despite that limitation. “Nevertheless” signals this contrast.</p><p>B is wrong: the discovery did not result from the telescope’s weakness. C is wrong: the two sentences are not parallel examples of the same thing. D is wrong: the discovery is not an example of the telescope’s low magnification.</p>',
    },
    {
      slug: 'drill-rw-eoi-03',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'medium',
      passage: {
        title: 'A botanist’s poems',
        body: '<p>Before publishing her first collection of poems, the poet spent a decade working as a botanist, and her early collections bear the marks of that training. ______ many of the poems identify plants by their Latin names and describe the structures of flowers—stamens, sepals, ovaries—with a scientist’s precision.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('However,', 'Specifically,', 'Meanwhile,', 'Regardless,'),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. The first sentence makes a general claim (the poems “bear the marks” of botanical training), and the second spells out precisely what those marks are. “Specifically” introduces details that make a general statement more precise.</p><p>A is wrong: the second sentence supports the first rather than contrasting with it. C is wrong: “Meanwhile” signals something happening at the same time or a shift to a different topic. D is wrong: “Regardless” means without regard to the previous point, but the second sentence depends on it.</p>',
    },
    {
      slug: 'drill-rw-eoi-04',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'medium',
      passage: {
        title: 'The Dust Bowl',
        body: '<p>By the early 1930s, decades of plowing had stripped much of the southern Great Plains of the deep-rooted native grasses that once held the soil in place, and a severe drought then left the exposed topsoil parched. ______ strong winds lifted the loose soil into enormous dust storms, one of which, in May 1934, carried dust all the way to cities on the Atlantic coast.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('By contrast,', 'Even so,', 'Previously,', 'As a result,'),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. The first sentence describes conditions (grasses removed, soil dried out), and the second describes what those conditions led to: winds lifting the loose soil into dust storms. “As a result” signals this cause and effect.</p><p>B is wrong: “Even so” would suggest that the dust storms happened despite the conditions, when in fact the conditions caused them. A is wrong: nothing is being contrasted. C is wrong: the dust storms came after, not before, the conditions described.</p>',
    },
    {
      slug: 'drill-rw-eoi-05',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'transitions',
      difficulty: 'hard',
      passage: {
        title: 'Rediscovering Zora Neale Hurston',
        body: '<p>When Zora Neale Hurston’s novel <em>Their Eyes Were Watching God</em> appeared in 1937, several prominent critics faulted it for not confronting racial injustice directly, and the book eventually fell out of print. ______ when the writer Alice Walker traveled to Florida in 1973 to find Hurston’s unmarked grave, few general readers even recognized Hurston’s name. The essay Walker later wrote about that search, however, helped spark a lasting revival of interest in Hurston’s work.</p>',
      },
      stem: `<p>${TRANSITION}</p>`,
      choices: choices('Indeed,', 'However,', 'Nonetheless,', 'Instead,'),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. The sentence with the blank reinforces the first sentence’s account of neglect: by 1973, Hurston had become so obscure that “few general readers even recognized” her name. “Indeed” introduces a statement that confirms and intensifies the previous point.</p><p>B and C are tempting because the text goes on to describe a revival, but that turn comes in the final sentence (marked by its own “however”); the sentence with the blank continues, rather than contradicts, the account of neglect. D is wrong: “Instead” would signal an alternative to what came before, but nothing is being replaced.</p>',
    },
    {
      slug: 'drill-rw-eoi-06',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'easy',
      passage: {
        title: 'Ynés Mexía',
        body: `${NOTES_INTRO}<ul><li>Ynés Mexía (1870–1938) was a Mexican American botanist.</li><li>She began studying botany in her fifties, at the University of California, Berkeley.</li><li>For about thirteen years, she collected plants on expeditions across Mexico and South America.</li><li>She gathered roughly 145,000 plant specimens.</li><li>About 500 of the species she collected were new to science.</li></ul>`,
      },
      stem: `<p>The student wants to emphasize the scientific importance of Mexía’s collecting. ${NOTES}</p>`,
      choices: choices(
        'Ynés Mexía (1870–1938) was a Mexican American botanist.',
        'Ynés Mexía began studying botany in her fifties, at the University of California, Berkeley.',
        'For about thirteen years, Ynés Mexía collected plants on expeditions across Mexico and South America.',
        'Of the roughly 145,000 plant specimens Ynés Mexía gathered, about 500 belonged to species that were new to science.',
      ),
      answerKey: 'D',
      wrongResponse: 'C',
      explanation:
        '<p><strong>D</strong> is correct. It shows why the collecting mattered to science: her specimens included about 500 species that scientists had not known before.</p><p>C is tempting because it describes her collecting, but it says only where and how long she collected, not why the work was important. A and B give accurate biographical facts that do not address the scientific importance of her collecting.</p>',
    },
    {
      slug: 'drill-rw-eoi-07',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'medium',
      passage: {
        title: 'Kintsugi',
        body: `${NOTES_INTRO}<ul><li>Kintsugi is a Japanese method of repairing broken pottery.</li><li>Repairers join the broken pieces with lacquer, a resin made from tree sap.</li><li>The lacquer seams are dusted or mixed with powdered gold, silver, or platinum.</li><li>The technique highlights the cracks instead of hiding them.</li><li>Some historians trace the practice to the fifteenth or sixteenth century.</li></ul>`,
      },
      stem: `<p>The student wants to introduce kintsugi to an audience unfamiliar with the technique. ${NOTES}</p>`,
      choices: choices(
        'Some historians trace kintsugi to the fifteenth or sixteenth century.',
        'Kintsugi, a Japanese method of repairing broken pottery, joins the pieces with lacquer dusted with powdered gold or other metals, highlighting the cracks rather than hiding them.',
        'In kintsugi, the lacquer seams are dusted or mixed with powdered gold, silver, or platinum.',
        'Lacquer, which kintsugi repairers use, is a resin made from tree sap.',
      ),
      answerKey: 'B',
      wrongResponse: 'C',
      explanation:
        '<p><strong>B</strong> is correct. For readers who do not know the term, it explains what kintsugi is (a Japanese way of repairing pottery), how it works (lacquer dusted with precious metal), and what is distinctive about it (it highlights the cracks).</p><p>C is tempting because it gives a vivid detail, but it uses the term “kintsugi” and “lacquer seams” without explaining what kintsugi is. A gives only a date. D explains what lacquer is but not what kintsugi is.</p>',
    },
    {
      slug: 'drill-rw-eoi-08',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'medium',
      passage: {
        title: 'Two famous bridges',
        body: `${NOTES_INTRO}<ul><li>The Brooklyn Bridge in New York City opened in 1883.</li><li>Its main span is about 486 meters long.</li><li>The Golden Gate Bridge in San Francisco opened in 1937.</li><li>Its main span is about 1,280 meters long.</li><li>Both are suspension bridges, in which the roadway hangs from cables draped over tall towers.</li></ul>`,
      },
      stem: `<p>The student wants to emphasize a similarity between the two bridges. ${NOTES}</p>`,
      choices: choices(
        'The Brooklyn Bridge opened in 1883, more than fifty years before the Golden Gate Bridge.',
        'The Golden Gate Bridge’s main span, at about 1,280 meters, is much longer than the Brooklyn Bridge’s.',
        'Both the Brooklyn Bridge and the Golden Gate Bridge are suspension bridges, with roadways hanging from cables draped over tall towers.',
        'The Brooklyn Bridge, which opened in 1883, has a main span of about 486 meters.',
      ),
      answerKey: 'C',
      wrongResponse: 'B',
      explanation:
        '<p><strong>C</strong> is correct. It states something the two bridges have in common: both are suspension bridges.</p><p>A and B compare the bridges, but each emphasizes a difference (opening date, span length). D describes only the Brooklyn Bridge.</p>',
    },
    {
      slug: 'drill-rw-eoi-09',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'hard',
      passage: {
        title: 'Hedgerows and wild bees',
        body: `${NOTES_INTRO}<ul><li>A research team investigated whether hedgerows—rows of native shrubs and flowers planted along field edges—support wild bees on farms.</li><li>The team surveyed bees on 20 farms in California’s Central Valley, 10 with hedgerows and 10 without.</li><li>On average, farms with hedgerows had more species of wild bees than farms without them.</li><li>Farmers, not the researchers, had decided which farms would have hedgerows.</li><li>The researchers cautioned that farmers who plant hedgerows may differ in other ways, such as in how much pesticide they use.</li></ul>`,
      },
      stem: `<p>The student wants to present the study’s main finding while acknowledging a limitation of the study’s design. ${NOTES}</p>`,
      choices: choices(
        'A team surveyed wild bees on 20 farms in California’s Central Valley, 10 of which had hedgerows—rows of native shrubs and flowers planted along field edges.',
        'On average, the farms with hedgerows had more species of wild bees than the farms without them, suggesting that hedgerows support wild bees.',
        'Because farmers had decided which farms would have hedgerows, the researchers cautioned that farmers who plant hedgerows may also differ in other ways, such as pesticide use.',
        'Farms with hedgerows had more wild bee species on average, though because farmers chose whether to plant hedgerows, other differences between the farms, such as pesticide use, may have contributed.',
      ),
      answerKey: 'D',
      wrongResponse: 'B',
      explanation:
        '<p><strong>D</strong> is correct. It states the main finding (more wild bee species on farms with hedgerows) and acknowledges the design’s limitation: because farmers chose whether to plant hedgerows, other differences between farms, such as pesticide use, could explain the result.</p><p>B is the most tempting choice: it gives the finding but presents it without any caution, so it does not acknowledge the limitation. C gives only the limitation, not the finding. A describes the study’s method but neither its finding nor its limitation.</p>',
    },
    {
      slug: 'drill-rw-eoi-10',
      type: 'multiple-choice',
      domain: 'expression-of-ideas',
      skill: 'rhetorical-synthesis',
      difficulty: 'hard',
      passage: {
        title: 'Photo 51',
        body: `${NOTES_INTRO}<ul><li>Photo 51 is an X-ray diffraction image of DNA.</li><li>It was taken in May 1952 in Rosalind Franklin’s laboratory at King’s College London by her graduate student Raymond Gosling.</li><li>Its X-shaped pattern indicated that DNA has a helical structure.</li><li>In January 1953, Franklin’s colleague Maurice Wilkins showed the image to James Watson without Franklin’s knowledge.</li><li>In April 1953, Watson and Francis Crick published their double-helix model of DNA’s structure.</li></ul>`,
      },
      stem: `<p>The student wants to present, in chronological order, the events from the image’s creation to the publication of Watson and Crick’s model. ${NOTES}</p>`,
      choices: choices(
        'Photo 51, taken in Rosalind Franklin’s laboratory in May 1952, was shown to James Watson in January 1953, and in April 1953 Watson and Francis Crick published their double-helix model of DNA.',
        'In April 1953, Watson and Crick published their double-helix model of DNA, a few months after Maurice Wilkins showed Watson Photo 51 without Franklin’s knowledge.',
        'Photo 51, an X-ray diffraction image of DNA taken in May 1952, had an X-shaped pattern indicating that DNA has a helical structure.',
        'Maurice Wilkins showed James Watson Photo 51 in January 1953 without the knowledge of Rosalind Franklin, in whose laboratory the image had been taken.',
      ),
      answerKey: 'A',
      wrongResponse: 'B',
      explanation:
        '<p><strong>A</strong> is correct. It covers the whole span the student wants—the image’s creation (May 1952), its being shown to Watson (January 1953), and the publication of the model (April 1953)—and presents these events in the order in which they happened.</p><p>B is tempting because it includes the publication and the showing of the image, but it presents them in reverse order and omits the image’s creation. C covers only the image’s creation and what it showed. D mentions the image’s origin and the showing but leaves out the publication of the model and does not give the events in order.</p>',
    },
  ],
};

/** One short drill per Reading and Writing domain (10 questions, 15 minutes, every skill of the domain). */
export const rwDrills: SeedModule[] = [craftAndStructure, informationAndIdeas, standardEnglishConventions, expressionOfIdeas];
