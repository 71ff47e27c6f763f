import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'The Seventh Floor Bakery',
  description:
    'The lift in the Halvorsen Building has been broken for three years, and Pia Moreno runs the smallest bakery in the city out of her seventh-floor flat, selling cardamom buns through a hatch onto the stairwell. Her customers are her neighbors, and her only staff is a sourdough starter called Gerald. Then a piano tuner moves in on the sixth floor, and his piano gets stuck in the lobby. A warm, small, funny story about stairs, neighbors and the best reasons to climb them.',
  genres: ['Slice of Life', 'Romance'],
  tags: ['Cozy', 'Slow Burn', 'Baking'],
  contentRating: 'everyone',
  status: 'published',
  releaseRhythm: {
    timeZone: 'Europe/London',
    slots: [
      { weekday: 'tuesday', time: '18:00' },
      { weekday: 'friday', time: '18:00' },
    ],
  },
  author: 'mara',
  reviews: [
    {
      by: 'june',
      rating: 5,
      content:
        'A bakery selling cardamom buns through a hatch onto the stairwell, a sourdough starter called Gerald and a piano stuck in the lobby. This is pure comfort and I want to live in the Halvorsen Building.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Sweet and funny, with neighbours who feel like real people. A Song for the Stairwell made me smile all day.',
    },
  ],
  chapters: [
    {
      title: 'Ninety-Eight Stairs',
      paragraphs: [
        'There are ninety-eight stairs between the front door of the Halvorsen Building and my kitchen, and I know every single one of them personally. The fourteenth creaks. The thirty-first has a chip out of the edge shaped like a rabbit. The sixty-sixth is where Mr. Halloran’s dog, Biscuit, likes to lie in the afternoons, so that everyone going up or down has to step over him, which he regards as a form of tribute.',
        'The lift has been broken for three years. There is a sign on it that says Out of Order, Engineer Notified, and the sign has been there so long that someone on the third floor has drawn a small mustache on the word Engineer.',
        'My bakery is my front room. It has a secondhand oven that takes up most of one wall, a long scrubbed table, shelves of flour in big glass jars, and a hatch. The hatch was a serving window once, from back when this flat was the building caretaker’s, and it opens straight out onto the seventh-floor landing. Every morning at seven I slide it up, set out the tray, put the honesty tin beside it, and that is the shop open.',
        'I sell cardamom buns, mostly. Also cinnamon twists on Fridays, a rye loaf on Saturdays, and whatever Gerald will let me make.',
        'Gerald is my sourdough starter. He lives in a large jar on the windowsill and he is eleven years old and he has opinions. If it is too cold, he sulks. If I feed him late, he sulks. If I try a new flour without warning him, he sulks for a week and the bread comes out as flat and reproachful as a wet Sunday. My sister says it is strange to talk to a jar of flour paste. My sister does not make bread.',
        'My customers are my neighbors. That is the whole business model. Nobody from outside ever climbs ninety-eight stairs for a bun, however good the bun is, and I am told mine are very good. But the people who live here come up, one by one, in the mornings: Mrs. Adebayo from the second floor, who does it for her knees, she says, and takes two; the Novak twins from the fourth, on their way to school, who take one each and argue about who gets the bigger; Mr. Halloran, slowly, with Biscuit, who gets the broken bits.',
        'I do not go down much. I used to. These days, what with the oven and Gerald and the early starts, it is easier to let the world come up to me, one stair at a time.',
        'On the first Monday in March, the world came up shouting.',
        'I heard it from my kitchen: a great deal of thumping, scraping and swearing, coming from far below, echoing up the stairwell like somebody dragging a wardrobe through a cathedral. I slid up the hatch and leaned out. Seven floors down, in the little square of lobby I could see between the banisters, two removal men were standing beside an enormous dark shape with their hands on their hips, and a tall man in a long coat was standing between them, looking up the stairs with an expression of mild despair.',
        'The dark shape was a piano.',
        '“It is not going to fit,” one of the removal men announced, to the building in general. “Not round that corner. Not with the lift out. I am telling you, mate.”',
        'The tall man looked up, all the way up, through seven floors of stairwell, and saw me leaning out of my hatch. For a moment we just looked at each other. Then he raised one hand in a small, apologetic wave.',
        '“Hello,” he called up. “I think I may be your new downstairs neighbor. I think I may also have just left a piano in your lobby.”',
      ],
    },
    {
      title: 'The Piano Tuner',
      authorNote:
        'Thank you so much for a thousand reads! I baked actual cardamom buns to celebrate, and Gerald is doing fine, thank you for asking.',
      paragraphs: [
        'His name was Sunil Rao, he lived in 6B, and he tuned pianos for a living, which everyone in the building agreed was a sort of cosmic joke, given the circumstances.',
        'The piano stayed in the lobby. There was nothing else to be done with it. It was a big old upright in dark walnut, with candle holders on the front and a crack across the music stand, and it had belonged to his grandmother, and he said he could not bear to put it in storage. So it stood against the wall by the broken lift, under the sign with the mustache, and people began to put things on top of it: post, mostly, and umbrellas, and once a potted fern that nobody ever claimed.',
        'And every morning at twenty past seven, Sunil climbed ninety-eight stairs for a cardamom bun.',
        'He lived on the sixth floor. He did not need to climb ninety-eight stairs. He needed to climb about fourteen, from his landing up to mine. I pointed this out on the second morning. He said he had gone down to check on the piano first. I pointed it out again on the fifth morning. He said the piano had needed checking again. By the second week I had stopped pointing it out, and he had stopped explaining, and we had moved on to other things.',
        'He was a good person to talk to through a hatch. He leaned on the sill with his elbows and listened with his whole face, the way people do when they are used to listening for a living. He told me about the pianos he tuned: concert grands in cold halls, school uprights with chewing gum under the keys, a baby grand on a houseboat that went out of tune every time the tide turned. I told him about Gerald. He took Gerald very seriously. I have never liked anyone so much so quickly.',
        '“Your oven,” he said one morning, with his head on one side, “is humming a slightly flat A.”',
        '“It is not.”',
        '“It is. About twenty cents flat. Listen.” He hummed, very softly, and after a moment the note settled exactly on top of the low drone the oven always made, and the two of them rang together in a way that made the hair stand up on my arms. “See? Flat.”',
        '“Can you tune it?”',
        '“I am afraid ovens are outside my professional scope,” he said gravely. “But I could tune the one in the lobby, if anyone wanted to hear it.”',
        'On Saturday afternoon he did. I went down to watch. I realized, halfway down, that I had not been to the lobby in almost four months, and I had to stop on the thirty-first stair, by the chip shaped like a rabbit, and stand there for a minute with my hand on the rail before I could go on.',
        'By the time I got there, half the building was already waiting. Mrs. Adebayo had brought a folding chair. The Novak twins were sitting on the bottom stair. Mr. Halloran was leaning on the banister and Biscuit was lying on the lobby mat, regarding the whole thing with profound suspicion.',
        'Sunil tuned for two hours, in silence except for the notes, one string at a time, listening with his eyes half closed. Then he sat down on the piano stool, pushed up his sleeves, and played.',
        'I do not know what he played. Something old and slow and kind. It went up the stairwell like light going up a well, and it filled the whole building to the roof, and on every floor, all the way up, I heard doors open, one after another, as people came out onto their landings to listen.',
      ],
    },
    {
      title: 'A Song for the Stairwell',
      paragraphs: [
        'The lift engineer came in May, without warning, a small cheerful woman with a toolbox who seemed astonished to learn that anyone had been waiting for her. She was there for three days. On the fourth, the lift went up and down twice with a grinding hum, and the Out of Order sign came off, mustache and all, and the whole building stood in the lobby and applauded.',
        'And that, everyone agreed, was the end of the piano’s exile. It was going upstairs at last.',
        'It took four removal men, a great deal of measuring, and a long tense half hour in which the piano was wedged at an angle in the lift doorway while Sunil stood beside it with both hands pressed to his mouth. But it went. It rose slowly through the building, floor by floor, and on every landing the neighbors came out to watch it pass, as if it were a parade.',
        'I should have been happy. I was happy. But that evening, standing in my kitchen with the hatch shut and the oven cooling, I found I felt strange, too, in a way I could not name. The lobby would be empty now. The lift worked. Sunil could go straight from the ground floor to his front door without passing mine. Nobody would need to climb ninety-eight stairs for anything ever again.',
        'Gerald, on the windowsill, was sulking. I did not blame him.',
        'The next morning at seven I slid up the hatch, set out the tray, put the honesty tin beside it, and waited.',
        'Mrs. Adebayo came up at ten past. She had taken the stairs. “For my knees,” she said firmly, and took two. The Novak twins came up at a quarter past, arguing. They had taken the stairs too, because the lift, they said with deep contempt, was for old people. Mr. Halloran came up slowly, at half past, with Biscuit. “He does not trust it,” he said, nodding at the dog, and took the broken bits.',
        'At twenty past seven, exactly on time, I heard footsteps on the stairs. Not fourteen of them. Ninety-eight.',
        'Sunil came round the last corner a little out of breath, with his coat over his arm and a folded piece of paper in his hand. He leaned on the sill with his elbows, the way he always did.',
        '“You took the stairs,” I said.',
        '“I always take the stairs,” he said. “It was never really about the piano.” He unfolded the paper and held it out to me through the hatch. It was a sheet of music, handwritten in pencil, only a page long. At the top it said For the Halvorsen Building. Underneath, in smaller letters: in A, about twenty cents flat.',
        '“I wrote it for the stairwell,” he said. “For the acoustics. It only works if someone plays it on the ground floor and people listen from the landings.” He hesitated. “There is going to be a concert. Saturday. The whole building. I was hoping the bakery might be open. Downstairs, I mean. In the lobby. If that would be all right.”',
        'I looked at the paper for a long time. I thought about the thirty-first stair, and the chip shaped like a rabbit, and how long it had been since I had gone all the way down and not come straight back up.',
        '“It would be all right,” I said.',
        'He smiled. Then, before I could think too hard about it, I leaned across the sill and kissed him, quickly, over the tray of cardamom buns, and behind me on the windowsill, for the first time in a week, Gerald began very quietly to bubble.',
      ],
    },
    {
      title: 'The Concert on the Landings',
      status: 'scheduled',
      authorNote: 'The last chapter of the first volume. Thank you for climbing all ninety-eight stairs with me.',
      paragraphs: [
        'On Saturday I carried the bakery down the stairs in eleven trips: two trays of cardamom buns, one of rye, the honesty tin, the folding table from under my bed, and Gerald, in his jar, wrapped in a tea towel like a baby.',
        'The lobby had never looked like that. Mrs. Adebayo had brought chairs from her flat and lined them up facing the piano. The Novak twins had made a sign that said CONCERT in letters that got smaller towards the end, because they had started too big. Mr. Halloran had polished the brass rail of the banister until it shone, and Biscuit lay under the piano as if he had been told to guard it.',
        'Nobody sat in the chairs. When Sunil began to play, everyone went upstairs instead, one landing each, and leaned over the rail to listen, the way he had said they would.',
        'He was right about the stairwell. The first notes went up it like warm air, round and round, and came back down changed, softer, with the whole building in them. On the third floor somebody started to cry and pretended not to. On the fifth, the twins stopped arguing. I stood on the seventh landing, outside my own door, and heard the song arrive last, after it had passed every one of them.',
        'When it ended there was a long quiet, and then the applause came down the stairwell in a rush, floor after floor, like rain on a roof.',
        'Afterwards I sold every bun. The honesty tin was so full the lid would not close. And when I climbed back up at midnight with the empty trays, I counted the stairs out of habit and lost count somewhere around the fortieth, because Sunil was beside me, and I had stopped needing to know how many were left.',
      ],
    },
  ],
};
