import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'After the Long Winter',
  description:
    'Fifteen years after the ash blotted out the sky, the sun is finally coming back, and the people of Stillwater have one chance to plant before the short summer closes. But the seeds in their library are old, and almost none of them are waking up. Seventeen-year-old Juniper has her late grandmother’s notebook, a hand-drawn map to a seed vault on Carrow Ridge, and no permission to go. A story about grief, trust and what the earth keeps for us.',
  genres: ['Science Fiction', 'Drama'],
  tags: ['Post-Apocalyptic', 'Survival', 'Found Family'],
  contentWarnings: ['abuse'],
  contentRating: 'teen',
  status: 'published',
  completionStatus: 'completed',
  author: 'ines',
  reviews: [
    {
      by: 'june',
      rating: 5,
      content:
        'The first chapter, with the sun coming back as a pale coin through the grey, made me cry, and the seed library broke my heart. A hopeful story about grief that never feels easy.',
    },
    {
      by: 'sam',
      rating: 3,
      content:
        'Beautifully written and the setting is very real, but the middle moves slowly for me. What Grows Back picks things up again, so I am staying for now.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Juniper and her gran’s notebook are the heart of this. Strangers on the Causeway had me holding my breath.',
    },
  ],
  comments: [
    {
      by: 'june',
      content:
        'Scraping ash-snow out of the gutters with a kitchen spatula, and she almost misses the sun. Perfect opening.',
      replies: [
        {
          by: 'sam',
          content: 'Four seeds out of a hundred and twenty. That number hurts.',
          replies: [
            {
              by: 'june',
              content: 'Three wheat and one bean. I keep thinking about that bean.',
              replies: [
                {
                  by: 'sam',
                  content: 'Team Bean. It is going to make it.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'sam',
      content: '“Pewter to pearl to a kind of milky white.” The writing in this chapter is lovely.',
    },
    {
      by: 'owl',
      content: 'Gran waited fifteen years to see that sky again and never did. Ouch.',
    },
  ],
  chapters: [
    {
      title: 'First Thaw',
      paragraphs: [
        'The morning the sun came back, I was on the library roof, scraping ash-snow out of the gutters with a kitchen spatula, and I almost missed it.',
        'It was not dramatic. I think I had imagined, when I was small and Gran told me stories about the old sky, that the sun would come back like a door slamming open, all at once, gold and hot and blinding. Instead the grey overhead simply got thinner. It went from pewter to pearl to a kind of milky white, and in the middle of the white there was a circle. A pale, clean, perfect circle, like a coin at the bottom of a cloudy pond.',
        'I stopped scraping. I stood on the roof with the spatula in my hand and looked straight at it, because for the first time in my life I could, and my eyes filled up, and I told myself it was the glare.',
        'Down in the yard, someone started shouting. Then someone else. Then the whole of Stillwater was spilling out of the library doors, forty-three people in patched coats and wrapped boots, standing in the slush with their faces turned up. My little brother Tam was jumping up and down and pointing, as if the rest of us might somehow not have noticed. Old Marek, who led the council and never raised his voice, was standing very still with his cap in his hands.',
        'Gran had missed it by eleven weeks.',
        'I went back to the gutters after a while, because somebody had to, and because I did not want anyone to see my face. The gutters fed the cistern and the cistern fed the greenhouse, and the greenhouse was the only reason any of us were alive. That was the first thing Gran ever taught me. Water, then seed, then everything else.',
        'That afternoon, while the others were still half-drunk on daylight, I went down to the germination room in the old library basement and checked the trays.',
        'We had set them three weeks before, when the first thaw started. Twenty seeds each of wheat, barley, beans, squash, cabbage and potato eyes, taken from the oldest drawers of the seed library, the ones Gran had catalogued in her small neat hand when she first brought us all here. Damp paper towels, a warm shelf above the boiler, and three weeks of waiting. It was a test. It was supposed to tell us what we could plant when the ground softened.',
        'I counted. Then I counted again, slowly, with my finger on each little square of paper, the way you check a sum you already know is wrong.',
        'Three wheat. One bean. Nothing else. Not a single squash. Not a cabbage. The potato eyes had gone soft and black.',
        'Four seeds out of a hundred and twenty.',
        'I sat down on the cold concrete floor with my back against the shelving. Above me, through the little basement window, I could see a bright square of the sky Gran had waited fifteen years to see again, and I could hear Tam laughing in the yard, and I held Gran’s last notebook in my lap without opening it, and I thought: the sun has come back, and it has come back too late.',
      ],
    },
    {
      title: 'The Seed Library',
      authorNote: 'Thank you for reading! This story updates every other Wednesday, give or take a thunderstorm.',
      paragraphs: [
        'Before the ash, the building had been the agricultural library of a university nobody remembers now. It had three floors of books about soil and crops and weather, a reading room with tall windows, and in the basement, behind a steel door, a seed collection: thousands of paper packets in long wooden drawers, each labeled, each dated, each a promise somebody had made to a future they did not get to see.',
        'Gran had been a librarian there, the year the mountain went up. She was the one who kept the doors open when the sky went dark. She was the one who brought in the families from the flooded farms along the river and taught them how to live under a sky that gave no warmth. She was the one who named the place Stillwater, because she said we needed a name that sounded like rest.',
        'The council met in the reading room the night after the sun came back. I stood at the long oak table and told them about the trays.',
        'Nobody said anything for a long time. The fire in the grate snapped. Outside, for the first time in years, there were stars.',
        '“Old seed,” said Marek finally. “We knew it might happen. Fifteen years in the drawers. They were old even before that.”',
        '“We have the greenhouse stock,” said Bea Fallow, who ran the kitchen. “We have been saving our own seed from that every year.”',
        '“Greenhouse seed is bred for the greenhouse,” I said. “Gran said so. It is used to the lamps and the warmth. It does not know how to grow in a field.” I took a breath. “Gran knew this day was coming. She knew the drawers would not last. She wrote about a vault.”',
        'I opened the notebook and laid it on the table.',
        'It was the last one she kept, a cheap spiral-bound thing, its cover soft with handling. Most of it was ordinary: rations, planting dates, notes on the greenhouse pumps. But near the back, in pencil, she had drawn a map. The river. The old causeway to the east. The ridge beyond it, and on the ridge a small square marked Carrow Vault, with a note beside it in her tiny handwriting: regional backup collection, sealed, cold storage, the good stuff.',
        'And under that, on its own line, pressed so hard the pencil had nearly torn the paper: June, if the drawers fail, this is where you go.',
        'I had found it three days after the funeral. I had not shown it to anyone.',
        'Marek looked at the map for a long while. Then he closed the notebook gently, and slid it back to me across the table.',
        '“That is sixty miles,” he said. “Across country nobody has walked since the ash. The causeway may be gone. There may be people out there, and we do not know what kind. And your grandmother, June, forgive me, was a very brave woman who did not always count the cost.”',
        '“So we just plant what we have,” I said, “and watch it not grow.”',
        '“We plant what we have,” Marek said quietly, “and we pray, and we do not send a seventeen-year-old girl off into the unknown with a map drawn in pencil.” He looked around the table. Nobody met my eyes. “I am sorry. The council says no.”',
        'I went up to the roof afterward, and sat by the gutters in the dark, and looked at the stars, and after a while someone climbed up the ladder and sat down beside me. It was Caleb Rowe, who was eighteen and quiet and had been my friend since we were both small enough to hide in the seed drawers.',
        '“When do we leave?” he said.',
      ],
    },
    {
      title: 'Strangers on the Causeway',
      paragraphs: [
        'We left two hours before dawn, with packs we had been quietly filling for a week: dried beans, hard biscuits, water bottles, a tarp, Gran’s notebook wrapped in oilcloth. I left a letter for Marek on the reading room table. I left another under Tam’s pillow. I did not let myself read either of them over before I went.',
        'The world outside Stillwater was grey and brown and silent, and it was so much bigger than I had imagined.',
        'For two days we walked east along the river. The ash lay everywhere in long soft drifts, like dirty snow, and where the thaw had washed it away the ground underneath was pale and bare. We passed farmhouses with their roofs fallen in. We passed a church with a tree growing out of its tower, a real tree, twisted and leafless but alive, and Caleb and I stood and stared at it for a long time. We passed a road sign for a town that was not there anymore.',
        'On the third morning we reached the causeway.',
        'It ran straight out across a wide grey lake that had once, according to Gran’s map, been farmland. The flood had come the second year of the winter and never gone away. The road was a narrow strip of cracked tarmac just above the waterline, two miles long, with nothing on either side but flat still water reflecting the pale sky.',
        'Halfway across, we saw them coming the other way.',
        'Two figures. One tall, one small. Walking slowly, the way you walk when you have been walking for a very long time.',
        'Caleb stopped. I felt him go tense beside me, and I knew we were both thinking of Marek’s words: we do not know what kind. There was nowhere to go. The causeway was too narrow to pass without coming close, and the water on either side was deep and cold.',
        'They stopped too, twenty paces away. It was a woman, older than my mother would have been, with a sun-browned face and a long knife at her belt that she did not touch. Beside her was a boy of about eight, holding onto her coat.',
        '“We are going west,” the woman called. “We don’t want trouble.”',
        '“We are going east,” I said. “Neither do we.”',
        'There was a long, careful silence, full of the lapping of water against the tarmac. Then the boy let go of the woman’s coat, reached into his pocket, and held something out toward me on his flat palm, the way you might offer something to a nervous animal.',
        'It was a slice of dried apple. Brown and curled and leathery. I had not seen an apple since I was two years old, and I knew it only from pictures in the library, and from Gran’s stories, and from the way she used to close her eyes when she talked about them.',
        '“Where,” I said, and my voice cracked. “Where did you get that?”',
        'The woman looked at me, and at Caleb, and at the notebook-shaped bundle under my arm, and something in her face relaxed. “There is a valley,” she said, “on the far side of the ridge, where the ash came down thin. The orchards never quite died. They’re old and half wild, but they fruit.” She put her hand on the boy’s shoulder. “My name is Hale. This is Pip. It seems to me we might have things to tell each other.”',
      ],
    },
    {
      title: 'What Grows Back',
      paragraphs: [
        'Hale and Pip turned around and walked east with us. It was Hale’s idea. She said the ridge was no place to go without someone who had been there before, and that the west could wait a few days longer, having waited fifteen years already.',
        'It took us two more days to climb Carrow Ridge. The path went up through dead pine forest, grey trunks standing close together like the pillars of an enormous ruined hall, and the ash was thinner up here, and in places, where the sun came through, there was moss. Real green moss, bright as paint. Pip picked some and kept it in his pocket.',
        'The vault was exactly where Gran had drawn it. A low concrete building set into the hillside, with a heavy steel door.',
        'The door was open.',
        'I think I knew before I went in. I went in anyway. Inside, the cold storage was dark and dry and empty: rows and rows of metal shelves with nothing on them, a few torn packets on the floor, a broken chair. Someone had come here years ago, in the first hungry winters, and taken everything.',
        'I sat down on the concrete step outside the door, and I did not cry, because I had nothing left to cry with. I had walked sixty miles on a dead woman’s promise, and there was nothing at the end of it.',
        'Caleb sat down next to me. He did not say anything. He never does when it matters. Hale stood a little way off with her arms folded, looking not at the vault but at the slope below it.',
        '“June,” she said after a while. “Come and look at this.”',
        'I did not want to. I went anyway.',
        'Below the vault, on the sheltered southern side of the ridge, the hillside fell away in a long gentle slope toward the valley. Whoever had raided the vault had carried the seed down that slope, years ago, in a hurry, and they had dropped things. Spilled packets. Torn sacks. Fifteen years of rain and thin light and ash-fed soil, and here, on this one sheltered hillside, the dropped seeds had done what seeds do.',
        'The slope was green.',
        'Not all of it. Not evenly. It was a patchwork, a ragged, unplanned, glorious tangle: clumps of pale wheat gone wild, bean vines scrambling over old fence posts, squash leaves as big as dinner plates sprawled across the rocks, cabbages bolted into tall yellow flowers, and everywhere the small bright faces of plants I did not even have names for yet. Generation after generation of them, seeding and dying and seeding again, each year a little tougher, each year a little better at living under this new sky.',
        'I walked into it up to my knees. I put my hands on the wheat.',
        'Gran used to say that a seed library is not a museum. It is a promise, she said, and a promise kept in a drawer is only half kept. I had thought she meant something about duty. Standing on that hillside, I finally understood that she had meant it exactly, plainly, the way she meant everything. Seeds are not for keeping. Seeds are for planting.',
        'We stayed three days on the hillside, gathering. We filled every pack, every pocket, every spare bottle and bag. Pip filled his cap. Hale showed us how to tell which heads of wheat were ripe, and Caleb found a patch of potatoes gone feral under the squash and dug them up with his hands, laughing like a little boy.',
        'On the last evening, I sat at the top of the slope with Gran’s notebook in my lap and wrote in it for the first time. I wrote the date. I wrote Carrow Ridge, south slope. I wrote: everything you left us is still growing. And then, under that, because it seemed right: we are bringing it home to plant.',
      ],
    },
    {
      title: 'The Orchard Road',
      status: 'draft',
      paragraphs: [
        'Hale wanted to take us to the orchards before we went home. Caleb wanted to go straight back. It was the first real argument we had.',
        '(Rework this. Caleb is worried about Tam and the others, not being stubborn. Give him a real reason.)',
        'In the end it was Pip who decided it. He just started walking down the valley road, and after a minute, the rest of us followed.',
        'The first tree we came to was dead. The second was dead. The third was bent nearly double and black with old ash, but at the very end of one branch there was a cluster of tiny leaves, green and folded, like a fist just beginning to open.',
        '“That one,” said Hale softly. “That one is the start of it.”',
        '(Next: the valley people. Are they friendly? Marek arrives looking for June? Decide before the next update.)',
      ],
    },
  ],
};
