import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'The Quiet at Harrowmere',
  description:
    'Autumn, 1923. Agnes Pell, a sharp-eyed typist from a London agency, is sent to a damp country house to catalogue the papers of the late Lord Harrow. Every clock at Harrowmere has been stopped at ten past four, the hour of his death, except one, which someone keeps winding at night. A missing will, a charming nephew, a silent gardener and a widow who knows more than she says: Agnes only came to type, but the house has other plans.',
  genres: ['Mystery', 'Historical'],
  tags: ['Detective', 'Victorian', 'Small Town'],
  contentRating: 'teen',
  status: 'published',
  author: 'ines',
  reviews: [
    {
      by: 'june',
      rating: 4,
      content:
        'A proper country-house mystery with a narrator I would follow anywhere. Agnes is dry, observant and very funny about the cold. The stopped clocks are a wonderful hook.',
    },
    {
      by: 'sam',
      rating: 5,
      content:
        'I had three suspects by the end of chapter two and was wrong about all of them. The clues are fair, the house is creepy and Julian is exactly as charming as he needs to be to be suspicious.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Reading this after midnight was a mistake: every clock in my flat suddenly sounded very loud. Ten Past Four is the best chapter so far.',
    },
  ],
  comments: [
    {
      by: 'owl',
      content: 'The ticking from behind the study door. I had to put the book down for a minute.',
      replies: [
        {
          by: 'sam',
          content: 'Someone is winding that clock. My bet is the silent gardener.',
          replies: [
            {
              by: 'owl',
              content: 'Too obvious. I think it is Lady Harrow. Three polite questions and then nothing? Suspicious.',
              replies: [
                {
                  by: 'sam',
                  content: 'Fine. Loser buys the next book.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'june',
      content:
        '“A country house of some distinction, which is what agencies say when they mean cold.” Agnes is wonderful.',
    },
    {
      by: 'sam',
      content: 'Ninety words a minute on a good day, with a fresh ribbon. I love her already.',
    },
  ],
  chapters: [
    {
      title: 'The Stopped Clocks',
      paragraphs: [
        'The agency had described Harrowmere as a country house of some distinction, which I have since learned is what agencies say when they mean cold.',
        'I arrived on the late train from Paddington on the fourteenth of October with one suitcase, one typewriter in a case that weighed more than I did, and a letter of introduction from Miss Fenwick of the Holborn Secretarial Bureau stating that I was punctual, discreet and possessed of a speed of ninety words a minute. The first two were true. The third was true on a good day, with a fresh ribbon.',
        'A boy with a pony trap met me at the station and drove me three miles through lanes so deep between their hedges that it was like riding along the bottom of a green river. Then the hedges opened, and there was the house: long and grey and slightly lopsided, as if it had been built in several bursts of enthusiasm by people who had never spoken to one another. A lake lay in front of it, flat as pewter. Nothing on the lake moved.',
        'The housekeeper, Mrs. Dunmore, met me in the hall. She was a tall woman with a face like a closed door, and she looked at my typewriter case as though it might contain something unpleasant.',
        '“Her ladyship will see you at dinner,” she said. “You are to have the blue room in the east wing. You will find the late master’s study at the end of the same corridor. You are not to disturb anything on the desk until her ladyship instructs you.”',
        'It was as she led me up the stairs that I first noticed the clocks.',
        'There was a long-case clock on the landing, a handsome walnut thing with a painted moon in its face. Its hands stood at ten minutes past four. There was a carriage clock on a table in the upper corridor, and its hands stood at ten minutes past four. In my room, on the mantelpiece, a little French clock with gilt cherubs showed the same hour, and when I picked it up and listened, it was silent.',
        '“It is the custom,” said Mrs. Dunmore from the doorway, before I could ask. “When the master of a house dies, the clocks are stopped at the hour. His lordship died on the ninth of September at ten past four in the afternoon. They will stay stopped until her ladyship says otherwise.”',
        '“All of them?”',
        'Something flickered in her face, very quickly, and was gone. “All of them, Miss Pell.”',
        'I unpacked, and washed, and went down to a dinner at which Lady Harrow, a small woman in grey silk, asked me three polite questions and then said nothing else at all, and the late lord’s nephew, Mr. Julian Harrow, talked enough for everyone. He was handsome in the way of men who know it, and he was kind to me in the way of men who want something, and I did not yet know what it was.',
        'I went to bed early. The house was very quiet, with the particular quiet of a place where no clock is ticking. It is a thing you do not notice until it is gone, the small heartbeat of a room.',
        'Which is why, at some hour past midnight, lying awake under three blankets and still cold, I heard it so clearly from the end of the corridor. Tick. Tick. Tick. Steady as a pulse, coming from behind the closed door of the late Lord Harrow’s study.',
      ],
    },
    {
      title: 'Ink on the Blotter',
      paragraphs: [
        'I did not go to the study that night. I would like to say this was because I was discreet, as Miss Fenwick had promised. In truth it was because the corridor was dark and the floorboards were old and I had read too many sensational novels on too many trains.',
        'In the morning, in daylight, the study seemed a perfectly ordinary room. Lady Harrow herself unlocked it for me after breakfast. It was lined with books and smelled of pipe smoke and damp paper, and on the wall above the fireplace hung a small bracket clock in a dark wooden case. Its hands stood at ten past four. When I put my ear near it, I heard nothing.',
        '“My husband kept everything,” said Lady Harrow, looking at the boxes of letters stacked along one wall. “Every bill. Every letter. Every list. He believed that if you kept enough paper, nothing could ever be entirely lost. I should like it all put in order, Miss Pell. Catalogued. So that I may know what there is.”',
        'There was a slight emphasis on the last words that I noted and did not understand.',
        'I worked all morning. Lord Harrow had been a methodical man in his habits and a chaotic one in his filing, and by eleven o’clock I had sorted forty years of correspondence into piles labeled Estate, Family, Parliament, Horticulture and, in a small but growing heap, Baffling. It was while I was clearing space on the desk for this last pile that I lifted the green leather blotter and turned it over.',
        'It was nearly new. Only one sheet had been used, and the writing on it stood out in reverse, clear and brown, as if someone had pressed very hard with a fresh nib.',
        'I held it up to the mirror over the fireplace. Much of it was a blur, but some words came through plainly enough. I revoke all former wills. And lower down: to Amos Penhale, in gratitude. And at the very bottom, in a different, shakier hand: witnessed this ninth day of September.',
        'The ninth of September. The day he died.',
        'I stood with the blotter in my hands, looking at my own face in the mirror behind the backwards words, and I thought very carefully. A will had been written on the last day of Lord Harrow’s life, in this room, and witnessed. No one had mentioned it. Mr. Julian Harrow, at dinner, had spoken of the estate as a man speaks of a coat he has already tried on and found to fit.',
        'I put the blotter back exactly as I had found it. Then I went on sorting letters, because that was what I was paid for and because I did not yet know whom I could tell.',
        'When I returned to the study after luncheon, the boxes along the wall had been moved. Only slightly. Only an inch or two, so that the dust marks on the floorboards showed pale crescents where their corners had been. Someone had been through them while I was at table.',
        'And above the fireplace, the little bracket clock, which that morning had stood silent at ten past four, now showed twenty minutes to two, and was ticking.',
      ],
    },
    {
      title: 'The Gardener’s Ledger',
      paragraphs: [
        'Amos Penhale lived in a cottage at the far end of the walled garden, beside the glasshouses, and it took me two days to find an excuse to visit him.',
        'The excuse, in the end, was the Horticulture pile. Lord Harrow had corresponded for thirty years with nurseries and botanists on three continents, and many of the letters referred to plants by numbers that meant nothing to me. Lady Harrow, when I asked, said that Amos would know. She said it with a small, careful smile, as if she had been waiting for me to ask.',
        'He was an old man, square and weathered, with hands like tree roots. He did not invite me in. He stood in the doorway of the nearest glasshouse, among the wet green smell of ferns and soil, and listened to my question with his head on one side.',
        '“Numbers are in the ledger,” he said. “His lordship and I kept it together. Every plant that came into this garden, and when, and where it went.”',
        '“Might I see it?”',
        'He looked at me for a long moment. Then he went into the cottage and came back with a thick book bound in canvas, its corners soft with handling, and he gave it to me without a word.',
        'It was the most beautiful record I had ever seen. Two hands ran through it, one a neat copperplate I recognized from the study letters, the other a large, careful, laboring print. Lord Harrow and his gardener, side by side for forty years, noting every seed and cutting and graft. Camellia from Cornwall, planted by the south wall. Tree fern from New Zealand, died in the frost of nineteen-nineteen, much regretted. Beside that one, in the copperplate, was a tiny drawing of a fern, and beside that, in the laboring print: We will try again.',
        'I turned to the last entries. In the weeks before his death the copperplate grew shaky, and then it stopped, and only the print went on. On the ninth of September there was a single line.',
        'E. came at four as usual. Gave me the key to keep and said to mind the clock.',
        'I read it twice. Then I looked up, and Amos Penhale was watching me with eyes that were not at all slow.',
        '“You found the blotter,” he said. It was not a question.',
        'I could have lied. I found I did not want to. “Yes.”',
        '“Mr. Julian found it too. Week after the funeral.” He took the ledger back, gently, and closed it. “He has been looking ever since. At night. He thinks I do not see the lamp in the study window. I see everything in this garden, miss. I have seen it for forty years.”',
        '“What key?” I asked. “Mr. Penhale, what key did he give you? And which clock?”',
        'He was quiet so long that I thought he would not answer. Behind him, in the glasshouse, water dripped from leaf to leaf with a sound almost exactly like ticking.',
        '“He said a woman from London would come,” said Amos at last, “to put his papers in order. He said she would be the kind who turns things over. He said I should wait and see if she was honest.” He reached into his waistcoat and brought out a small brass key, the kind used to wind a clock. “Are you honest, Miss Pell?”',
      ],
    },
    {
      title: 'Ten Past Four',
      authorNote:
        'The first arc ends here! Thank you for sticking with Agnes. I am taking two weeks to plan the next case, and yes, she is staying at Harrowmere.',
      paragraphs: [
        'We went up together that evening, after the household had gone to bed: Amos with a shaded lantern, I with the brass key in my fist so tightly that it left a mark in my palm until morning.',
        'The bracket clock above the study fireplace was ticking. Someone had wound it again. It showed a quarter past eleven, and it was right, which meant that someone in the house had set it carefully to the true time, night after night, while every other clock at Harrowmere stood stopped.',
        '“He is trying to make it strike,” said Amos quietly. “He thinks it is a puzzle box. He thinks if it strikes the right hour, something will open.”',
        '“And will it?”',
        '“No.” The old man almost smiled. “His lordship was not a man for puzzles. He was a man for gardens. He told me, mind the clock. He did not say mind the time.”',
        'I took the clock down from its bracket. It was heavier than it looked. I turned it round and found, in the back of the dark wooden case, a small keyhole that had nothing to do with winding, half hidden by a brass plate engraved with a fern. The key turned smoothly. The back of the case swung open, and inside, folded behind the movement, was a document on heavy cream paper, tied with green garden twine.',
        'That was the moment the study door opened and Mr. Julian Harrow came in with a candle, in his dressing gown, and stopped.',
        'I have thought a great deal since about what he might have done if Amos and I had been alone. I do not believe he was a wicked man, only a disappointed one, which is in some ways more dangerous. But we were not alone. Behind him in the corridor, in grey silk even at midnight, stood Lady Harrow, and behind her, with a face like an open door for once, stood Mrs. Dunmore.',
        '“Thank you, Julian,” said Lady Harrow quietly. “I believe Miss Pell has found what you were looking for. I believe my husband meant her to.”',
        'The will was read properly the following week, by a solicitor from the county town who had witnessed it himself and been sworn to silence until it was found. It left the house and the land to Lady Harrow for her lifetime, and after her to a trust for the village school. It left Mr. Julian Harrow a sum that was generous and not extravagant. And it left the walled garden, the glasshouses and the cottage beside them to Amos Penhale, in gratitude, as the blotter had said, for forty years of trying again.',
        'On the evening after the reading, Lady Harrow came to the study while I was typing the last of the catalogue. She stood in front of the bracket clock for a long time.',
        '“He wanted someone honest to find it,” she said. “Not me. He knew I would only have kept it secret out of kindness to Julian. He always said I was too kind for paperwork.” She reached up, and stopped the pendulum with one finger, and moved the hands carefully round until they stood at ten minutes past four.',
        '“There,” she said. “Now they are all stopped. Now he can rest.”',
        'Then she turned to me and asked whether I would consider staying on at Harrowmere, since there were a great many more boxes, and since it seemed to her that the house had taken a liking to me. Outside, in the dark, the lake lay flat and still. I thought of the cold, and the damp, and the agency in Holborn, and the blue room with its silent gilt clock. I said yes.',
      ],
    },
  ],
};
