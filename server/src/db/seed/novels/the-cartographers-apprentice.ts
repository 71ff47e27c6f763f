import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'The Cartographer’s Apprentice',
  description:
    'In the year 1768, the survey brig Diligent Heron sails south to chart a coast that exists on no map but rumor. Fourteen-year-old Nell Ashby is aboard as apprentice to a cranky, brilliant cartographer who believes a good map is worth more than gold. She has a steady hand, a head for numbers and a stubborn streak a mile wide. She will need all three when the old charts start to lie, an island refuses to stay in one place, and the whole ship’s fate comes down to a single line of ink.',
  genres: ['Adventure', 'Historical'],
  tags: ['Exploration', 'Coming of Age', 'Maps'],
  contentRating: 'everyone',
  status: 'published',
  author: 'mara',
  reviews: [
    {
      by: 'june',
      rating: 4,
      content:
        'Nell is a joy, clever and stubborn with a steady hand, and the old cartographer’s grumbling is very funny. You can feel the salt and the tar on every page of the Diligent Heron.',
    },
    {
      by: 'sam',
      rating: 5,
      content:
        'An island that refuses to stay in one place! The Island That Moved is one of the best chapters I have read this year. The eighteenth-century details feel researched, never heavy.',
    },
  ],
  chapters: [
    {
      title: 'Soundings',
      paragraphs: [
        '“By the mark, seven!” Nell sang out, and felt the lead line go slack in her hands as the weight touched bottom far below.',
        'She hauled it up hand over hand, the wet hemp cold and rough against her palms, counting the leather and calico markers as they came: the strip of white duck at five fathoms, the red rag at seven. At the bottom of the lead was a hollow plugged with tallow, and when it came dripping over the rail she turned it to the light and squinted. Grey sand. A few flecks of broken shell. She called that out too, and on the quarterdeck above her Mr. Abernathy Sloane wrote it down without looking up.',
        'It was the forty-first day since the Diligent Heron had left port, and the ninth since they had sighted the coast they had come to find: a long low line of dunes and dark forest, running south and east into haze. No European ship had charted it properly. There was one old chart, drawn twenty years earlier by a Captain Vesey who had sailed past in a hurry and, Mr. Sloane said darkly, a fog of rum. Beyond that, there was nothing but rumor and blank paper.',
        'Nell liked the blank paper best.',
        'She had come aboard because there had been nowhere else for her to go. Her father had been an engraver of maps in a crooked shop near the river, and when the fever took him in the spring, he left her a set of fine steel pens, a debt to the landlord, and a letter to his oldest friend asking him, for the sake of old times, to find the girl some honest work. The old friend was Mr. Sloane. The honest work, to the open horror of the ship’s purser, was this.',
        '“A girl,” the purser had said on the first day, as if the word were a kind of disease. “On a survey brig.”',
        '“An apprentice,” Mr. Sloane had corrected, without raising his voice. “Who can draw a true line, reckon a bearing and keep her mouth shut, which is three things more than most of the midshipmen can manage. Good day, Mr. Pruett.”',
        'Mr. Sloane was sixty, thin as a heron himself, with ink permanently worked into the creases of his knuckles. He was ill-tempered before noon, worse before dinner, and very nearly kind after it. He believed that a good map was worth more than gold, because gold could only buy a ship, but a map could save one. He said this at least once a day. Nell had begun to suspect he believed it the way other men believed in church.',
        'The lead went down again. “By the deep, eight,” she called. Sand and weed.',
        'Captain Marlowe came up beside Mr. Sloane at the rail, a broad, weathered man who never seemed to hurry and was never late. He looked at the coast, and then at the sky to the west, where a long bank of cloud was piling up on the horizon like a wall of grey wool.',
        '“How much longer do you need this stretch, Mr. Sloane?”',
        '“Another four miles of soundings would be ideal.”',
        '“You have two,” said the captain. “That weather will be on us by nightfall, and I do not want to meet it on a lee shore with nothing but Captain Vesey to tell me where the rocks are.”',
        'Mr. Sloane grunted and went back to his notebook. But as the captain turned away, Nell saw the old cartographer look once, quickly, toward the companionway that led down to the captain’s cabin, where a polished wooden box lay bolted to the table. Inside it, nestled in velvet, ticked the most valuable object on the ship. It was not gold. It was a clock.',
      ],
    },
    {
      title: 'The Blank Edge',
      paragraphs: [
        'The storm came at the end of the second dog watch, exactly as the captain had said it would, and for two nights the Diligent Heron stood out to sea under scraps of sail while the wind screamed in the rigging and the whole world turned to black water and white spray.',
        'Nell spent most of it in Mr. Sloane’s tiny cabin, wedged into the corner of the bunk with her knees braced against the opposite wall, holding the chart box shut with both arms. It was not her job to hold it shut. The box had perfectly good brass latches. But it gave her something to do other than be frightened, and Mr. Sloane, wedged into the other corner with his eyes closed, seemed to understand this and did not tell her to stop.',
        '“Why is the clock so important?” she asked, in a lull between waves, because talking was the other thing that helped.',
        'He opened one eye. “Longitude, girl.”',
        '“I know it is for longitude. I want to know why.”',
        'He sighed, as though she had asked him to climb the mainmast. But he sat up a little, and she saw the gleam come into his eye that always came when someone asked him a real question.',
        '“Latitude is easy,” he said. “You measure the height of the sun at noon and you know how far north or south you are. Any fool with a quadrant can do it. But east and west, that is a different animal. The world turns under the sky, one full turn a day. If you know what time it is in the port you left from, and you know what time it is where you are, the difference tells you how far round the world you have gone. The sun tells you the time here. The clock tells you the time at home. Without the clock, you are guessing.”',
        '“And if the clock is wrong?”',
        '“Then every line you draw is wrong by the same amount,” said Mr. Sloane, “and you will never know it, because everything will agree with everything else.” He closed his eye again. “That is why there are two men on this ship who are allowed to touch it, and neither of them is you.”',
        'A great wave struck the hull. Somewhere aft, there was a heavy crash, and a shout, and then the sound of running feet.',
        'In the morning the storm had blown itself out, and the sea lay grey and heaving under a washed sky. The damage was small: a sprung spar, a lost boat, two men with bruises and one with a broken wrist. And in the captain’s cabin, a shelf of heavy books had torn loose from the bulkhead and fallen across the table, striking the corner of the polished wooden box.',
        'The captain opened it in front of them all. The clock was still ticking. There was a small dent in the brass case, no larger than a thumbnail, and the glass was unbroken. Captain Marlowe let out a long breath, and Mr. Sloane let out a longer one, and everyone agreed that they had been extraordinarily lucky.',
        'That afternoon they turned back toward the coast, and by evening they had reached the southernmost point on Captain Vesey’s chart. Mr. Sloane spread a fresh sheet of paper on the table in the great cabin and weighted its corners with a pistol, an inkwell, a Bible and a boot. Beyond the last headland Vesey had drawn, the paper was empty.',
        'Mr. Sloane held out a pen to Nell. It was one of her father’s pens. She had not known that he had it.',
        '“The blank edge,” he said gruffly. “Somebody has to draw it first. Mind you draw it true.”',
      ],
    },
    {
      title: 'The Island That Moved',
      authorNote:
        'Historical note: finding longitude by lunar distance was real, though I have simplified the mathematics enormously. Thank you for all the kind messages about Mr. Sloane!',
      paragraphs: [
        'For four days Nell drew the coast, and it was the happiest she had ever been.',
        'She sat at the big table under the stern windows with her father’s pens and Mr. Sloane’s instruments, and as the ship crept south she set the land down on the paper, line by careful line. A long beach. A river mouth, wide and brown. A headland with a tall rock standing off it like a sentry. At each noon she took the sun with the quadrant, and the captain read her the time from the clock, and she worked out their position and pricked it onto the paper with a needle, and the coastline grew, day by day, out of the blank.',
        'On the fifth day, they sighted the island.',
        'It lay about six miles offshore, low and green, with a ring of white surf around it. Captain Vesey had marked an island in these waters too, with a reef beside it drawn in a hasty wavy line and the single word Dangerous. But Vesey had put his island twenty miles further west.',
        '“Rum,” said Mr. Sloane with satisfaction, tapping the old chart. “I told you. The man could not find his own feet.”',
        'The captain agreed. Everyone agreed. Nell drew the island where they had found it, and felt proud of doing so. But that night, lying in her hammock, she could not sleep. Something was bothering her, like a stone in a shoe, and it took her until the middle watch to work out what it was.',
        'Vesey had been drunk, perhaps. But his headlands were in the right order. His river mouth had been the right shape. And every single thing on his chart that they had passed since the storm had been too far west by the same amount. Not roughly the same. Exactly the same. As if Vesey’s whole coast had slid. Or as if theirs had.',
        'Then every line you draw is wrong by the same amount, Mr. Sloane had said, and you will never know it, because everything will agree with everything else.',
        'She was out of her hammock and knocking on his door before she had finished the thought.',
        'He did not shout at her, which she would remember afterward. He listened, in his nightshirt, with a candle in one hand. Then he went very still, and said a word she had never heard him use, and went to wake the captain.',
        'There is another way to find longitude, without a clock, though it is slow and fiddly and most navigators hate it. You measure the distance between the moon and a bright star, very carefully, and then you spend two hours working through tables of numbers until the sky tells you the time at home. Mr. Sloane knew how. He had taught Nell the beginning of it, on calm evenings, as a sort of puzzle. That night, on the quarterdeck, with the moon low and bright over the sea, they did it together, Mr. Sloane with the sextant, Nell reading out the figures and scribbling the sums by lantern light.',
        'The clock was slow. The knock in the storm had done something to it, some tiny thing deep in its workings. It had lost nearly a minute and a half. Which meant the Diligent Heron was not where they believed it was. It was twenty miles further west than every line Nell had drawn.',
        'Which meant that Captain Vesey’s island was exactly where he had said it was. And so was his reef.',
        'The captain did not wait for the sums to be checked twice. He put the helm over at once and stood the ship out to sea, and at first light, when they looked back, they could see it clearly on the dawn horizon: a long line of white water, breaking and breaking across the very course they had been sailing, barely two miles beyond the point where they had turned.',
        'Nobody said much, for a while. Then Captain Marlowe came and stood beside Nell at the rail, and asked what she meant to call the island, since a thing ought to have a name and it seemed to him she had earned the right to choose one.',
        'Nell thought about it for a long time. Then she went below, and found her father’s pen, and on the new chart, beside the island that had never moved at all, she wrote in small, clear, careful letters: Vesey’s Isle. Charted true.',
      ],
    },
  ],
};
