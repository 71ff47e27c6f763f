import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'Orbit of Small Things',
  description:
    'Perihelion Nine is a small ring station circling a gas giant nobody back home has heard of, and Dev Lund-Okafor fixes the things that keep it green. This month that means a dying heirloom tomato, a retiring engineer who will not admit he is sad, and a twelve-year-old newcomer who gets dizzy in spin gravity and asks better questions than anyone. A gentle story about gardens, neighbors and the small orbits we keep.',
  genres: ['Science Fiction', 'Slice of Life'],
  tags: ['Space', 'Found Family', 'Low Stakes'],
  contentRating: 'everyone',
  status: 'published',
  completionStatus: 'hiatus',
  author: 'theo',
  reviews: [
    {
      by: 'june',
      rating: 5,
      content:
        'The gentlest science fiction I have ever read. A whole chapter about a sick tomato plant, and I cared about it more than most plot twists. Dev’s voice is warm and funny, and Old Brass turning under the floor is a lovely image.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Nothing explodes, nobody is chosen, and it is wonderful anyway. The spin gravity picnic made me laugh out loud. I would happily read fifty more chapters of life on C Ring.',
    },
  ],
  comments: [
    {
      by: 'june',
      content: '“Down is a matter of opinion.” What an opening line.',
      replies: [
        {
          by: 'sam',
          content: 'And the toaster. “I fixed it. I am not proud.” Dev is great.',
          replies: [
            {
              by: 'june',
              content: 'Fix and Grow sounds like the best shop on any station.',
              replies: [
                {
                  by: 'sam',
                  content: 'I would buy a grow lamp there just to chat.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'sam',
      content: 'Bertrand standing at the noodle counter without ordering. That quiet little moment hurt.',
    },
    {
      by: 'owl',
      content: 'My money is on the tomato being homesick. That is my theory and I am sticking to it.',
    },
  ],
  chapters: [
    {
      title: 'Third Shift Tomatoes',
      paragraphs: [
        'The first thing you learn on a ring station is that down is a matter of opinion. On Perihelion Nine, down is wherever your feet are, which is always toward the outer hull, which means that if you lie on the floor of my shop and look between your boots, you can see Old Brass turning underneath you through the viewing strip, orange and cream and enormous, like the world’s slowest marble.',
        'Most people stop looking after a month. I have been here eleven years and I still look. I think it is good to be reminded, once in a while, that you are living on a wheel.',
        'My shop is called Fix and Grow, and it sits on C Ring between a noodle counter and the laundry co-op, which means it always smells a little of broth and a little of warm cotton. I repair hydroponic racks, nutrient pumps, misters, grow lamps and, on slow days, whatever someone carries in and sets on my counter with a hopeful expression. Last week it was a toaster. I fixed it. I am not proud.',
        'Bertrand Osei came in at the start of third shift carrying a tomato plant like it was a sick child.',
        '“Look at the leaves,” he said, before he said hello. Bertrand does not waste words on hello. He was one of the original fit-out crew, forty years ago, and he talks the way old welders work: short bursts, no decoration, everything load-bearing.',
        'I looked. The leaves were curling inward at the edges, cupped like hands, and the new growth at the crown had gone pale and papery. The plant was one of ours. Anyone on Nine could tell you that. It was an Aunt Lettie’s Red, the heirloom strain the first settlers brought up in a seed tin, and it grows in every garden bay on the station, and it is, I will say without embarrassment, the best tomato in this part of the solar system.',
        '“How many?” I asked.',
        '“Bay Four. Bay Seven. Half of the community rack on D.” He set the pot down very gently. “Started two weeks ago. I tried calcium. I tried flushing the lines. I tried talking to them.”',
        '“Did they answer?”',
        '“They did not.” He almost smiled. Then he didn’t. “I retire in twenty-six days, Dev. I have grown those tomatoes every season for forty years. I am not leaving this station with them sick.”',
        'I pulled the pot under my bench lamp and tipped a leaf toward the light. There were no spots, no mites, no mold in the creases. The roots, when I slid the plant out of its pot, were white and healthy. Whatever was wrong was not in the soil, or the water, or the bugs. Which left about a thousand other things.',
        '“Leave it with me,” I said.',
        'Bertrand nodded once, like a man signing a contract, and went out into the corridor. Through the window I watched him stop at the noodle counter, stand there for a long time without ordering, and then walk on. Under my feet, Old Brass kept turning, patient as ever, and the little tomato sat curled on my bench like it was keeping a secret.',
      ],
    },
    {
      title: 'The New Arrival',
      authorNote:
        'Posting this one from a very slow train, so forgive any typos. Next chapter on Sunday, and thank you for all the tomato facts in the comments!',
      paragraphs: [
        'The supply shuttle docks at the hub every nine days, and the whole station feels it: a faint shudder through the spokes, a change in the pitch of the air handlers, and then, an hour later, the smell of fresh coffee from the commissary as the new beans are opened. On shuttle days everyone is a little kinder. Coffee will do that.',
        'This shuttle also brought the Varga family, who had signed on to run the medical bay, and their daughter Tulsi, who was twelve, had never lived off a planet, and threw up twice in the transfer tube between the hub and C Ring.',
        'I know this because she came into my shop looking green and asked if she could sit down somewhere that did not move.',
        '“Everything here moves,” I told her. “We are spinning at about one and a half revolutions a minute. But if you sit on that crate and look at the tomato instead of the window, it helps.”',
        'She sat. She looked at the tomato. After a while her color came back, and she said, “Why does it look like that?”',
        '“That,” I said, “is the question of the month.”',
        'It turned out Tulsi Varga was the kind of person who, once she had been handed a question, could not put it down. Her mother came by an hour later to collect her and found her on her knees beside my test rack, holding a leaf up to each grow lamp in turn and writing in a notebook. Real paper. I had not seen anyone under thirty use paper in years.',
        '“She does this,” said Dr. Varga apologetically. “At our last posting it was frogs.”',
        '“She can stay,” I said. “Honestly. I have been staring at this plant for four days and all I have found is what it is not.”',
        'So Tulsi stayed. She came back the next day, and the day after, after her lessons, and she sat on the crate and asked me questions. Why do the lamps hum at different pitches? Why is Bay Four warmer than Bay Seven? What was Aunt Lettie like? That last one I could not answer, but I sent her to Bertrand, and Bertrand, who does not waste words, talked to her for two hours.',
        'She came back with her notebook full. “Aunt Lettie was a hull welder,” she reported. “She grew the first tomatoes in a helmet. Mr. Osei says the seeds came from her grandmother’s farm and they have never been grown anywhere with real sunlight since.”',
        '“That sounds right.”',
        '“So everything they know about light,” said Tulsi slowly, “they learned here. From the lamps.”',
        'I stopped what I was doing, which was reassembling a mister nozzle for the third time. She was looking at me with the expression of someone who has just noticed the edge of something and is not sure yet how big it is.',
        '“Say that again,” I said.',
      ],
    },
    {
      title: 'Spin Gravity Picnic',
      paragraphs: [
        'The lamps had been changed. Nobody had thought it mattered.',
        'Eight weeks earlier, a maintenance order had gone through to replace the grow lamps in the community bays with a newer model from the supply catalog. Cheaper to run, brighter, longer-lived. On paper they were better in every way. But when Tulsi and I held the spectrometer up to them, the new lamps were missing a thin band of deep red light that the old ones had always given off, a little waste glow that nobody had ever bothered to measure.',
        'Forty years of Aunt Lettie’s Reds had grown up in that waste glow. They had adapted to it. The plant on my bench was not sick, exactly. It was homesick.',
        'We swapped two racks back to the old lamps as a test, pulling spares out of storage, and within four days the new leaves on those plants came in flat and dark and glossy, and Bertrand stood in front of them with his arms folded for so long that I began to worry about him.',
        '“Huh,” he said finally. It was the longest speech I had ever heard him give.',
        'The Spin Gravity Picnic happens once a year, on the anniversary of the day the station first went live. Everyone rides up the spokes to the hub, where gravity is so light that a dropped sandwich drifts to the floor like a leaf, and we eat on blankets tethered to the deck while the children bounce off the padded walls. This year it was also Bertrand’s retirement party, though nobody called it that in front of him.',
        'Tulsi did not throw up once. She said it was because she had finally stopped looking at the windows. I said it was because she had been here a month and her inner ear had given up arguing. She said both things could be true, which is the kind of thing she says.',
        'Near the end of the afternoon, Bertrand stood up. In the low gravity this took some care, and he held onto a tether line with one hand and a small cloth bag with the other.',
        '“I am not good at speeches,” he said. There was general agreement. “So here.” He held the bag out to Tulsi. “Seeds. From the Bay Four plants, the ones the girl saved. Somebody should keep the tin going. I was going to give it to Dev, but Dev has a toaster to fix.”',
        'Everybody laughed. Tulsi took the bag in both hands and did not say anything at all, which for her was a kind of miracle.',
        'Later, after the blankets were rolled and the families had drifted back down the spokes, I found her sitting alone by the hub window with the seed bag in her lap, watching Old Brass roll by outside, orange and cream and enormous.',
        '“You’re looking at the window,” I said.',
        '“I know.” She did not look away. “I think it is good to be reminded, once in a while, that you are living on a wheel.”',
        'I did not tell her I had said the same thing to myself a thousand times. Some things you let people find on their own. I just sat down beside her, and we watched the planet turn, and the small orbits of the station carried on around us: the pumps, the lamps, the tomatoes, the coffee, the neighbors, all of it going round and round and somehow, against every reasonable expectation, holding.',
      ],
    },
  ],
};
