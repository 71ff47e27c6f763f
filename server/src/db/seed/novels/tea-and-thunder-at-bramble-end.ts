import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'Tea and Thunder at Bramble End',
  description:
    'After forty years of herding gales for the Northern Weather Guild, Hester Quill wants nothing more than a quiet tea room in a sleepy village. Unfortunately, her retirement did not tell her magic. Now her scones cause drizzle, her lemon cake summons sea breezes, and her temper curdles the cream. With the village in a summer drought, a formidable jam rival on the warpath and a suspiciously damp grey cat on her doorstep, Hester may have to come out of retirement, one teacup at a time.',
  genres: ['Fantasy', 'Comedy'],
  tags: ['Cozy', 'Magic', 'Low Stakes'],
  contentRating: 'everyone',
  status: 'published',
  author: 'mara',
  reviews: [
    {
      by: 'june',
      rating: 5,
      content:
        'Scones that rain! This is the coziest, silliest, kindest story on the site and I adore Hester. A retired weather witch fighting a jam committee is everything I want from a Sunday afternoon.',
    },
    {
      by: 'owl',
      rating: 4,
      content:
        'Came for the cat named Squall, stayed for Hester’s temper curdling the cream. Light as a sponge cake, with a surprising bit of feeling about growing older.',
    },
  ],
  comments: [
    {
      by: 'june',
      content:
        'Twenty-four villagers walking home very slowly with small clouds on their heads. I am laughing so much.',
      replies: [
        {
          by: 'sam',
          content: 'Standing in their vegetable patches to eat. Drought solved, one scone at a time.',
          replies: [
            {
              by: 'june',
              content: 'Hester could charge double for the weather.',
              replies: [
                {
                  by: 'sam',
                  content: 'She would never. She is far too proper.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'sam',
      content:
        'Moved the storm of the century with a brass whistle and a firm tone of voice, but a tea room makes her nervous. Relatable.',
    },
    {
      by: 'owl',
      content: 'That smell of rain at the end. Something is changing in Bramble End.',
    },
  ],
  chapters: [
    {
      title: 'Scones, Slightly Overcast',
      authorNote:
        'This is my cozy comfort project to write between chapters of Lantern Keeper. Updates roughly weekly, whenever the kettle is on.',
      paragraphs: [
        'Hester Quill had moved the storm of the century off the coast of Kettleby with nothing but a brass whistle and a very firm tone of voice, and she had never in her life been as nervous as she was on the morning the Bramble End Tea Room opened.',
        'Everything was ready. The tables had their gingham cloths. The windows had their geraniums. The cake stand had its cakes: a lemon drizzle, a coffee and walnut, a tray of flapjacks and, in pride of place, two dozen scones, golden and high and split just so, waiting with a pot of clotted cream and a pot of her own strawberry jam.',
        'She had baked them at four in the morning. She had been very careful. She had not thought about weather once.',
        'The first customer was the vicar, the Reverend Pym, a long thin man with a long thin bicycle who had clearly been sent by the parish to see whether the new woman at Bramble End was respectable. He ordered a pot of tea and a scone. He said the geraniums were very fine. He took a bite.',
        'A small grey cloud, about the size of a tea tray, gathered quietly in the air above his head and began to drizzle on his hat.',
        'There was a silence in the tea room. The three other customers, who were the postmistress, the postmistress’s sister and the postmistress’s sister’s enormous dog, all stopped chewing. The Reverend Pym looked up. A raindrop landed on his nose.',
        '“Oh, bother,” said Hester, with feeling, and reached for a tea towel.',
        'She had known, of course, that there might be leakage. The Guild had warned her at her retirement dinner. Forty years of weather does not simply drain out of a person, they had said, passing her a presentation barometer with her name engraved on it. It settles. It seeps. It will come out in your hobbies. She had hoped, privately, that her hobbies would be gardening and crosswords, and that the worst that might happen was an unusually crisp morning when she got seven across.',
        'She had not expected scones.',
        '“I am so dreadfully sorry,” she said, flapping the tea towel at the cloud, which ignored her. “Let me get you another. Let me get you a different thing entirely. Have a flapjack. The flapjacks are perfectly dry, I promise you.”',
        'But the Reverend Pym was not looking at her. He was looking out of the window, at the village green, which had been brown and cracked for six weeks in the worst drought anyone could remember. He was looking at the churchyard roses, drooping on their stems. He was looking, with an expression of dawning wonder, at the small grey cloud.',
        '“Mrs. Quill,” he said slowly, as the drizzle pattered gently on his hat. “How many of these scones have you got?”',
        'By noon the tea room was full. By two o’clock there was a queue down the lane. By closing time every scone was gone, and twenty-four small clouds had been carefully carried out of the Bramble End Tea Room on the heads of twenty-four delighted villagers, who walked very slowly home to stand in their vegetable patches and eat.',
        'Hester sat alone in the empty tea room with her feet up on a chair and looked at the crumbs.',
        '“Well,” she said to nobody, “that is not what retirement is meant to be like.” But she found she was smiling, and outside, over the parched green, a faint, unmistakable smell of rain drifted on the evening air.',
      ],
    },
    {
      title: 'The Jam Committee',
      paragraphs: [
        'Mrs. Philippa Gant arrived on the third morning, at precisely ten o’clock, in a hat that could have been used to steer a ship.',
        'Hester had been warned about her. Everyone had warned her. Mrs. Gant was the chair of the Bramble End Jam Committee, the Flower Committee, the Fete Committee and a shadowy body known only as the Committee, which seemed to exist to decide which of the other committees was in charge. She had won the jam prize at the Bramble End Summer Fete for twenty-two years running. Her damson preserve was spoken of in lowered voices, the way other villages might speak of a saint.',
        'She sat down at the table by the window. She ordered a pot of Darjeeling and a plain scone with jam, no cream. She did not say good morning.',
        '“I understand,” she said, as Hester set down the tray, “that you intend to enter the fete.”',
        '“I had not really thought about it,” said Hester truthfully.',
        '“Hm.” Mrs. Gant examined the jam pot. She tipped it to the light. She sniffed it. “Strawberry. Fairly ordinary set. Possibly a touch too much lemon.” She spread a careful amount on her scone and took a bite, and above her magnificent hat a very small cloud appeared and began, politely, to drizzle.',
        'Mrs. Gant did not look up. She did not flinch. She simply reached into her handbag, took out a folding umbrella, opened it over her head with one hand, and took another bite with the other.',
        'Hester was impressed despite herself.',
        '“I will be frank with you, Mrs. Quill,” said Mrs. Gant from under the umbrella. “I do not approve of novelty. The fete is a serious occasion. There are standards. There is a judging panel. And if I find that this village’s oldest competition is to be won by a jam that makes its own weather—”',
        '“It isn’t the jam,” said Hester, a little more sharply than she meant. “It is the scone.”',
        'On the counter behind her, the jug of fresh cream gave a sudden small crackle, and a fork of lightning no longer than a hairpin danced across its surface. The cream curdled instantly into something resembling cottage cheese.',
        'There was a pause.',
        '“I see,” said Mrs. Gant.',
        '“I get a bit,” said Hester, “when I am cross. It is an occupational thing.”',
        'She expected Mrs. Gant to leave. She expected a formal complaint to at least three committees. Instead the older woman folded her umbrella, looked for a long moment out of the window at the brown village green, and said in a different voice entirely, “My roses are dying, you know. The Albertine on the south wall. My husband planted it the year we were married. Forty-one years.” She set down her cup. “I carried the cloud home yesterday. My neighbor bought one of your scones and I followed her back from the lane. I stood under it for an hour and it was not enough.”',
        'Hester did not know what to say to that. So she did what she always did when she did not know what to say, which was to put the kettle on again.',
        '“I will make you a fresh pot,” she said. “And then perhaps we can talk about roses.”',
      ],
    },
    {
      title: 'A Cat Named Squall',
      paragraphs: [
        'The cat turned up on a Tuesday, during the hottest afternoon of the year.',
        'It was sitting on the tea room doorstep when Hester came to turn the sign to Open, a lean grey creature the exact color of a thunderhead, with white paws and eyes like two flashes of lightning seen from far away. Its fur was wet. There had not been a drop of rain in Bramble End, apart from the scones, for seven weeks.',
        'Hester crouched down. The cat looked at her. The air around it smelled of ozone and cold sea wind, and a very small breeze lifted the hem of her apron.',
        '“Oh,” she said softly. “Oh, you poor thing. You got left behind, didn’t you?”',
        'She knew at once what it was. Every weather worker did. When a big storm is moved, a great rolling beast of a thing, little bits of it sometimes break off and wander, lost and lonely, looking for somewhere to belong. Most of them blow out to sea and join a new front. Some of them, the Guild said, take a shape. She had never seen one before. She suspected, from the way it was looking at her, that it had come a very long way to find the person who had moved its storm.',
        'She named it Squall, because it seemed the least she could do, and she gave it a saucer of milk, which it did not drink, and a saucer of rainwater from the butt by the back door, which it drank with enormous satisfaction. Then it curled up on the windowsill among the geraniums and went to sleep, and the geraniums perked up visibly within the hour.',
        'Mrs. Gant came by at four, as had become her habit. She looked at the cat for a long time.',
        '“That cat,” she said, “is raining slightly.”',
        '“Only when he purrs,” said Hester.',
        'They sat together at the window table, the storm witch and the jam queen, and drank Darjeeling and watched the cat drizzle gently onto the geraniums, and somewhere in the middle of the second pot Hester had an idea.',
        'It took them three days. Mrs. Gant provided the damsons, which were the last of her preserved stock from the previous autumn and worth, in village terms, roughly the same as the crown jewels. Hester provided the flour, the butter, the oven and forty years of knowledge about how weather is built. Squall provided supervision from the top of the fridge, and occasional thunder when Mrs. Gant told him to get down.',
        'What they made in the end was a single enormous damson and almond cake, baked in the biggest tin Hester owned, glazed with Mrs. Gant’s jam and stirred, at the last moment, with the Guild’s brass whistle.',
        'They carried it to the village green on a Saturday evening. The whole village came to watch. The Reverend Pym said a short and slightly nervous blessing. And then everyone, every single person in Bramble End, took one slice and ate it at the same moment, standing on the cracked brown grass under a sky as hard and blue as enamel.',
        'For a moment nothing happened. Then Squall, sitting on Hester’s shoulder, began to purr.',
        'The first drop fell on Mrs. Gant’s hat. The second fell on the vicar’s nose. And then the clouds came rolling in from every direction at once, great soft grey ones, and the rain came down on Bramble End so steadily and so kindly that nobody moved to get out of it. They just stood on the green with their faces turned up, and laughed, and got wonderfully, completely wet.',
      ],
    },
    {
      title: 'The Fete',
      status: 'draft',
      paragraphs: [
        'The Bramble End Summer Fete fell on the first Saturday in August, and for the first time in twenty-two years, Mrs. Philippa Gant did not enter the jam competition.',
        'She was on the judging panel instead. She said it was about time somebody with standards was.',
        'Hester had entered nothing at all. She was running the tea tent. She had been very firm with herself about the scones.',
        '(Need a set piece here. Coconut shy? Dog show? Squall escapes and there is a tiny localized hailstorm over the tombola.)',
        'It was during the dog show that the Guild inspector arrived, in a grey coat, carrying a clipboard and an expression Hester remembered all too well.',
        '(Who is he? Old colleague? Old rival? Maybe he is here for Squall. Think about this before posting.)',
      ],
    },
  ],
};
