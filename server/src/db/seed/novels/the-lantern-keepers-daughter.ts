import type { DemoNovel } from './types.ts';

export const novel: DemoNovel = {
  title: 'The Lantern Keeper’s Daughter',
  description:
    'In the valley of Greyhallow, a single lantern holds back the Dimming, a bruise-colored fog that steals names, faces and the way home. When the keeper vanishes and the flame begins to starve, his daughter Wren has seven nights to carry a living spark up the Salt Road to the Ember Wells, with a peddler boy who talks too much and a moth who only speaks in questions.',
  genres: ['Fantasy', 'Adventure'],
  tags: ['Magic', 'Female Lead', 'Coming of Age'],
  contentRating: 'everyone',
  status: 'published',
  author: 'mara',
  reviews: [
    {
      by: 'june',
      rating: 5,
      content:
        'Wren is exactly the heroine I wanted at twelve and still want now: stubborn, practical, scared and going anyway. The Dimming stealing names instead of lives is such a chilling idea, and the moth who only speaks in questions is my favourite character on the whole site.',
    },
    {
      by: 'sam',
      rating: 4,
      content:
        'Proper quest structure, seven nights and a lantern to keep alive, and it never drags. The peddler boy talks a lot, as promised, but he earns it by chapter three. Docking a star only because the Salt Road chapter ends a little abruptly.',
    },
    {
      by: 'owl',
      rating: 5,
      content:
        'Read all four chapters in one night with the lamp on. Where the Fog Learns Names genuinely unsettled me, in the best way. Gentle on the surface and eerie underneath.',
    },
  ],
  comments: [
    {
      by: 'june',
      content:
        'A lantern that has burned for three hundred and twelve years and Wren is the one trimming the wick. I am already worried for her.',
      replies: [
        {
          by: 'sam',
          content: 'The cellar and the unfinished letter. He knew something was wrong, didn’t he?',
          replies: [
            {
              by: 'june',
              content: 'He must have. Nobody leaves a letter half written for no reason.',
              replies: [
                {
                  by: 'sam',
                  content: 'Chapter two had better answer this or I am writing to the author.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      by: 'sam',
      content: '“The patience of a cat at a mousehole.” Best description of a fog I have read.',
    },
    {
      by: 'owl',
      content: 'That last line, the Dimming leaning closer as if it were listening. Gave me actual shivers.',
    },
  ],
  chapters: [
    {
      title: 'The Last Oil',
      paragraphs: [
        'The lantern at Greyhallow had burned for three hundred and twelve years, and for the last eleven of them Wren Allory had been the one to trim its wick. Her father said she had the steadier hand. Her father said a great many things, most of them halfway up a ladder with a mouthful of brass screws, and Wren had learned to keep the ones that mattered and let the rest drift down the tower stairs like sawdust.',
        'The tower stood at the mouth of the valley, where the river squeezed between two shoulders of black rock. Below it lay the village: forty roofs, a mill, a chapel with a crooked bell, and long green fields running south toward the sea. Above it, beyond the gap, lay the Dimming.',
        'Nobody in Greyhallow liked to look at the Dimming for long. It was not quite fog and not quite cloud. It had the color of an old bruise and the patience of a cat at a mousehole, and where it touched, things were forgotten. Not destroyed. Forgotten. A shepherd who wandered into it came out three days later unable to remember his own dog. A cart that rolled in was found in spring, perfectly sound, and no one could say whose it had been. The lantern’s light pressed the Dimming back. That was all the lantern did, and it was everything.',
        'On the night her father did not come home, Wren climbed the ninety steps with the oil can knocking against her knee and found the reservoir nearly dry.',
        'She stood for a long moment with her hand on the cold brass. In eleven years she had never seen the level below the second mark. Her father filled it every evening at dusk, regular as the chapel bell, and he would sooner have forgotten his boots than forgotten the oil. She poured in what she had carried. The flame drank it and did not brighten.',
        '“That’s wrong,” she said aloud, because the tower was very quiet and she wanted to hear something sensible.',
        '“Is it?” said a small, dry voice beside her ear.',
        'Wren did not scream, which she was proud of later. She only dropped the oil can, which rang down three flights of stairs like a badly tuned bell. When she turned, there was a moth on the lantern glass. It was the size of her palm and the color of candle wax, with two dark spots on its wings like thumbprints.',
        '“Did you just talk?” she asked.',
        '“Did I?” said the moth. It walked a slow circle on the glass and left no mark. “Would you like to know where your father went? Would you like to know why the flame is hungry?”',
        '“Yes,” said Wren. “To both. Obviously.”',
        'The moth seemed to consider this. Its feathery antennae swept the air. “Have you ever wondered what a lantern burns, when it burns for three hundred years? Do you really think it is oil?”',
        'Wren looked at the flame. It was small and white and strangely heavy, the way a coal is heavy, and for the first time she noticed that it did not flicker when the wind came through the shutters. It had never flickered. She had simply never thought to notice.',
        '“What does it burn, then?”',
        '“Shall I show you what he found in the cellar?” said the moth. “Shall I show you the letter he didn’t finish?”',
        'Outside, beyond the gap in the rocks, the Dimming leaned a little closer to the valley, as if it, too, were listening.',
      ],
    },
    {
      title: 'The Salt Road',
      authorNote:
        'Thank you all so much for the comments on chapter one, I read every single one. New chapters go up every Tuesday and Friday!',
      paragraphs: [
        'The letter was tucked inside a ledger of oil deliveries, which was exactly the sort of place her father would hide something important: somewhere so dull that no one would ever look. The handwriting sloped downhill, the way it did when he was in a hurry.',
        '“Wren,” it began. “If you are reading this, I have been gone longer than I meant to be, and you have noticed the flame. Do not pour more oil into it. The oil only keeps the brass from cracking. The flame burns what every keeper gives it, which is memory, a little each night, the way you might feed a fire with kindling. I have fed it for thirty years. Your grandmother fed it before me. But a flame fed only by one family grows thin, and once in three hundred years it must be carried back to the place it was born and rekindled at the Ember Wells. I have gone to do that. I will be back before the oil runs out. If I am not—”',
        'That was all. The ink ended in a small blot, as if he had lifted the pen to think and never set it down again.',
        '“Is that enough to go on?” asked the moth, which had settled on the lamp hook above her head.',
        '“No,” said Wren. “But it will have to be.”',
        'She packed the way her father had taught her to pack for the winter rounds: wool socks, hard cheese, a flint she would not need, a knife she hoped she would not need, and the small tin traveling lamp that hung by the door. She carried the lamp up the ninety steps and held its wick to the great flame until a bead of white light jumped across. It sat in the tin lamp like a pearl in an oyster, and it was warm without being hot, and it weighed, she thought, about as much as a secret.',
        'The moth landed on the lamp’s handle. “Shall we?”',
        'The Salt Road ran north out of the valley, through the gap and along the flank of the mountains, where the old salt caravans had once carried their white bricks down to the coast. Nobody used it anymore. The Dimming had crept over its middle stretch a generation ago, and the traders had found longer, safer ways. But the road was still there, paved in pale stone that the weather had not managed to wear away, and it still led to the Wells.',
        'She had walked for two hours, and the sun had just cleared the eastern ridge, when she heard singing.',
        'It was not good singing. It was cheerful, loud and determined, the singing of someone who has decided that a tune is mostly a matter of confidence. Around the next bend she found its source: a boy about her own age, sitting on an overturned crate beside a donkey loaded with so many pots, pans, ribbons, brushes and bottles that it looked like a small moving shop.',
        '“Morning!” said the boy, breaking off mid-verse. “Osric Tallowmede, traveling merchant, purveyor of useful oddments. That is Perpetua. She bites, but only people she respects. Are you going north? Nobody goes north. I could use the company.”',
        '“I am going to the Ember Wells,” said Wren, “and I do not need any oddments.”',
        'Osric’s eyes went to the lamp in her hand, and to the pearl of white fire inside it, and his grin faded into something more careful. “Everyone needs oddments,” he said softly. “Especially past the ferry. Do you know what they charge at the ferry, keeper’s daughter?”',
        'Wren had not told him who she was. The moth on the lamp handle opened and closed its wings, slowly, like someone turning the page of a book they had already read.',
      ],
    },
    {
      title: 'The Ferryman’s Toll',
      paragraphs: [
        'The river that crossed the Salt Road was called the Lathe, and it was the color of pewter and very fast. The old bridge had fallen long ago. What remained was a ferry: a flat raft on a rope, and a small stone hut, and a ferryman who sat in the doorway of the hut whittling a piece of wood that never seemed to get any smaller.',
        'He was old in the way that trees are old. His beard had moss in it. When Wren and Osric came down the bank with Perpetua complaining behind them, he did not look up.',
        '“Crossing?” he said.',
        '“Please,” said Wren. “How much?”',
        '“One each.” He turned the wood in his fingers. “The donkey crosses free. Donkeys have nothing I want.”',
        '“One what?”',
        'Now he looked up. His eyes were pale as river water. “One remembering. Not a big one. I am not greedy. A birthday. A good meal. The smell of a particular morning. You give it to me, and you cross, and on the other side you will not miss it, because you will not know it was ever there.”',
        'Osric made a small unhappy sound. “This is what I was trying to tell you,” he whispered. “This is why nobody goes north.”',
        'Wren looked down at the lamp. The white bead of flame sat very still inside its tin walls. She thought of her father at this same riverbank, weeks ago, standing where she stood. She thought of what he would have paid. She wondered if he had paid with something about her.',
        '“What happens to them?” asked the moth suddenly. It had not spoken since the road. “The rememberings? Where do you keep them?”',
        'The ferryman’s knife paused. For the first time his face changed, not much, only the way the surface of water changes when a fish turns beneath it. “Who taught you to ask that?”',
        '“Didn’t you?” said the moth.',
        'There was a long silence, filled only with the rushing of the Lathe. Then the old man set down his whittling, and Wren saw that the wood was not wood at all but something pale and layered, like the inside of a shell, and that it was carved with hundreds of tiny pictures: a kitchen, a kite, a dog asleep by a stove.',
        '“I keep them,” he said. “Somebody must. The Dimming takes what it touches and throws it away. I take what I am given, and I keep it. It is not the same thing.” He looked at Wren. “Your father gave me the first time he heard you laugh. He said he had plenty of others.”',
        'Wren found she could not speak. Osric, beside her, cleared his throat and stepped forward. “I’ll pay for both of us,” he said. “Take the summer I spent in the tinker camps at Holloway. It was mostly rain anyway.”',
        '“That is worth two,” the ferryman agreed, and touched Osric’s forehead with one mossy finger, and something in the boy’s face went briefly smooth and puzzled, like a page wiped clean.',
        'They crossed in silence. On the far bank, Osric blinked at the river and said, “Huh. I thought I’d be sadder.” And Wren, who was carrying both the lamp and the knowledge of what he had given up, found herself holding his sleeve the whole way up the hill.',
      ],
    },
    {
      title: 'Where the Fog Learns Names',
      paragraphs: [
        'On the fourth night they reached the place where the Dimming lay across the Salt Road like a sleeping animal.',
        'There was no way around it. To the left the mountain went straight up; to the right it went straight down, into a gorge so deep the river at the bottom was only a sound. The pale road ran straight ahead into the fog and vanished, as if someone had drawn it halfway and lost interest.',
        '“We hold hands,” said Wren. “We keep the lamp between us. We say our names, out loud, every ten steps. If one of us forgets, the other one reminds them.”',
        '“And Perpetua?” asked Osric.',
        '“Perpetua goes in the middle. We say her name too.”',
        'The moth said nothing. It had grown quieter each day since the ferry, and it sat now on the lamp handle with its wings folded tight, like a cloak pulled close against the cold.',
        'Inside, the Dimming was not dark. That was the first surprise. It was bright, an even grey-violet light that came from nowhere and cast no shadows, and it was utterly silent. Wren could not hear her own footsteps. She could hear Osric’s voice only when he was almost touching her ear.',
        '“Wren Allory,” she said. “Osric Tallowmede. Perpetua.”',
        'Ten steps. “Wren Allory. Osric Tallowmede. Perpetua.”',
        'The lamp made a small circle of true color around them, no wider than a kitchen table. Inside it, Osric’s coat was green and Perpetua’s ears were brown and the stones under their feet were the honest pale grey of the Salt Road. Outside it, everything was the same nothing-color, and things moved in it that Wren did not look at directly. Shapes of houses. Shapes of people. Shapes that might have been all the forgotten things in the world, drifting like leaves in a pond.',
        'At the fortieth step, Osric stopped. “Whose donkey is this?” he asked, in a perfectly reasonable voice.',
        'Wren’s heart went cold. “Yours. Her name is Perpetua. She bites people she respects.”',
        '“Perpetua,” he repeated slowly. Then his face cleared. “Perpetua. Of course. Sorry. Keep going.”',
        'At the seventieth step, Wren saw her father’s hat lying on the road.',
        'It was a brown hat with a green band and a pheasant feather he had found the spring she turned nine, and it was lying just outside the lamp’s circle, in the grey. She knew it at once. She also knew, in the same instant, that she was forgetting something about it, that a fact was slipping out of her like water through a cracked cup, and she did not know which fact it was.',
        '“Wren?” said the moth. Its voice was very faint. “Do you know why I only ask questions? Do you know what I was, before I was this?”',
        'She looked at it, at the two dark thumbprints on its wings, and a memory came to her that did not feel like hers: a woman at the top of ninety steps, trimming a wick, with a steadier hand than anyone. “You were a keeper,” she whispered. “You gave it everything.”',
        '“Will you say my name?” the moth asked. “Would you remember it for me?” And Wren, who had never been told it, found that she knew it after all, and said it aloud, and the lamp flared white, and ahead of them, through a tear in the fog, the mountainside was full of fire.',
      ],
    },
    {
      title: 'Ember Wells',
      status: 'draft',
      paragraphs: [
        'The Wells were not wells. They were hollows in the rock, dozens of them, each one cupping a pool of slow white light like the lantern flame but a thousand times larger.',
        'NOTE TO SELF: describe the heat, or lack of it. Cold fire. Osric should make a joke here to break the tension after the fog.',
        'Her father was sitting beside the largest pool. He did not turn when she called him. He was looking into the light as if he were reading something written on the bottom.',
        '“Dad,” she said. “Dad, it’s me. It’s Wren.”',
        'He turned then, and smiled politely, the way you smile at a stranger who has been kind enough to say hello.',
        'TODO: the reveal about what rekindling costs. Does the moth stay? Keep it hopeful. Must fix the timeline, she only has three nights left, not four.',
      ],
    },
  ],
};
